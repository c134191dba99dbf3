// `bookdocs dev`: start the dev server, print its URL, stop cleanly on Ctrl-C.
import { spawn } from 'node:child_process';
import pc from 'picocolors';
import { DiagnosticError } from '../render/diagnostics.js';
import { terminalText } from '../render/terminal-text.js';
import { startDevServer, type DevServer } from '../server/dev/server.js';
import { parsePort } from './port.js';
import { printDiagnostics, usageError } from './report.js';
import { plural } from '../shared/plural.js';

export interface DevCommandOptions {
  port?: string;
  host?: string;
  base?: string;
  open?: boolean;
}

function openBrowser(url: string): void {
  const cmd = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', '', url] : [url];
  try {
    const child = spawn(cmd, args, { stdio: 'ignore', detached: true });
    child.on('error', () =>
      console.error(pc.yellow(`could not open a browser (${cmd}); open ${terminalText(url)} yourself`)),
    );
    child.unref();
  } catch {
    console.error(pc.yellow(`could not open a browser; open ${terminalText(url)} yourself`));
  }
}

export async function runDev(root: string, opts: DevCommandOptions): Promise<number> {
  const started = performance.now();
  const port = parsePort(opts.port, 5173);
  if (port === undefined) {
    printDiagnostics([usageError(`--port: "${opts.port}" is not a port number`, 'give a number from 0 to 65535')]);
    return 1;
  }
  let server: DevServer;
  try {
    server = await startDevServer({
      root,
      port,
      host: opts.host,
      base: opts.base,
      log: {
        info: (m) => console.log(`${pc.dim(new Date().toLocaleTimeString())} ${m.startsWith('✓') ? pc.green(m) : m}`),
        error: (m) => {
          const [first, ...rest] = m.split('\n');
          console.error(
            [
              `${pc.dim(new Date().toLocaleTimeString())} ${pc.red('error')} ${first}`,
              ...rest.map((r) => pc.dim(r)),
            ].join('\n'),
          );
        },
      },
    });
  } catch (err) {
    if (err instanceof DiagnosticError) {
      printDiagnostics(err.diagnostics);
      return 1;
    }
    if (
      (err as NodeJS.ErrnoException).code === 'EADDRINUSE' ||
      (err as NodeJS.ErrnoException).code === 'EADDRNOTAVAIL'
    ) {
      console.error(`${pc.red('error:')} ${terminalText((err as Error).message)}`);
      console.error(pc.dim('  hint: pass another --port, or --host with an address of this machine'));
      return 1;
    }
    throw err;
  }
  if (server.requestedPort !== undefined)
    console.log(pc.yellow(`port ${server.requestedPort} is in use, using ${server.port} instead`));
  console.log(
    `${pc.green('➜')} ${pc.bold('bookdocs dev')}: ${pc.cyan(terminalText(server.url))}  ${pc.dim(`(${plural(server.pages, 'page')}, ready in ${Math.round(performance.now() - started)} ms)`)}`,
  );
  if (!opts.host) console.log(pc.dim('  only this machine can connect; --host 0.0.0.0 to share it on the network'));
  if (opts.open) openBrowser(server.url);
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      console.log(pc.dim('stopping…'));
      server.close().then(resolve, (err: unknown) => {
        console.error(
          `${pc.red('error')} while stopping: ${terminalText(err instanceof Error ? err.message : String(err))}`,
        );
        resolve();
      });
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  return 0;
}
