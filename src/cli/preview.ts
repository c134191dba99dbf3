// `bookdocs preview`: serve the built output as a static host would, until Ctrl-C.
import fs from 'node:fs';
import pc from 'picocolors';
import { loadConfig } from '../render/site/config.js';
import { displayPath } from '../render/site/paths.js';
import { terminalText } from '../render/terminal-text.js';
import { displayUrl, listenWithFallback } from '../server/listen.js';
import { createPreviewServer } from '../server/preview.js';
import { parsePort } from './port.js';
import { printDiagnostics, usageError } from './report.js';

export interface PreviewCommandOptions {
  port?: string;
  host?: string;
  outDir?: string;
  base?: string;
}

export async function runPreview(root: string, opts: PreviewCommandOptions): Promise<number> {
  const { config: rc, diagnostics } = await loadConfig(root, { outDir: opts.outDir, base: opts.base });
  if (!rc) {
    printDiagnostics(diagnostics);
    return 1;
  }
  const { outDir } = rc;
  const { base } = rc.config;
  if (!fs.existsSync(outDir) || !fs.existsSync(`${outDir}/404.html`)) {
    printDiagnostics([
      {
        severity: 'error',
        rule: 'no-build',
        message: `no built site in ${displayPath(outDir)}`,
        hint: `run \`bookdocs build${root === '.' ? '' : ` ${root}`}\` first`,
      },
    ]);
    return 1;
  }
  const port = parsePort(opts.port, 4173);
  if (port === undefined) {
    printDiagnostics([usageError(`--port: "${opts.port}" is not a port number`, 'give a number from 0 to 65535')]);
    return 1;
  }
  const host = opts.host ?? '127.0.0.1';
  const server = createPreviewServer(outDir, base, host);
  const listening = await listenWithFallback(server, port, host);
  if (listening.requested !== undefined)
    console.log(pc.yellow(`port ${listening.requested} is in use, using ${listening.port} instead`));
  console.log(
    `${pc.green('➜')} preview of ${terminalText(displayPath(outDir))}: ${pc.cyan(terminalText(displayUrl(host, listening.port, base)))}`,
  );
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      server.close(() => resolve());
      server.closeAllConnections();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  return 0;
}
