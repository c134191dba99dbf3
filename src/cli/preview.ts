// `bookdocs preview`: serve the built output as a static host would, until Ctrl-C.
import fs from 'node:fs';
import pc from 'picocolors';
import { displayPath, loadConfig } from '../render/site/config.js';
import { BookdocsError } from '../render/errors.js';
import { displayUrl, listenWithFallback } from '../server/listen.js';
import { createPreviewServer } from '../server/preview.js';
import { printErrors } from './report.js';

export interface PreviewCommandOptions {
  port?: string;
  host?: string;
  outDir?: string;
  base?: string;
}

export async function runPreview(root: string, opts: PreviewCommandOptions): Promise<number> {
  let outDir: string;
  let base: string;
  try {
    const rc = loadConfig(root, { outDir: opts.outDir, base: opts.base });
    outDir = rc.outDir;
    base = rc.config.base;
  } catch (err) {
    if (Array.isArray(err) && err.every((e) => e instanceof BookdocsError)) {
      printErrors(err);
      return 1;
    }
    throw err;
  }
  if (!fs.existsSync(outDir) || !fs.existsSync(`${outDir}/404.html`)) {
    printErrors([new BookdocsError(`no built site in ${displayPath(outDir)}`, undefined, `run \`bookdocs build${root === '.' ? '' : ` ${root}`}\` first`)]);
    return 1;
  }
  const port = parsePort(opts.port, 4173);
  if (port === undefined) {
    printErrors([new BookdocsError(`--port: "${opts.port}" is not a port number`, undefined, 'give a number from 0 to 65535')]);
    return 1;
  }
  const host = opts.host ?? '127.0.0.1';
  const server = createPreviewServer(outDir, base);
  const listening = await listenWithFallback(server, port, host);
  if (listening.requested !== undefined) console.log(pc.yellow(`port ${listening.requested} is in use, using ${listening.port} instead`));
  console.log(`${pc.green('➜')} preview of ${displayPath(outDir)}: ${pc.cyan(displayUrl(host, listening.port, base))}`);
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

/** A port option: a whole number 0–65535, or the default when absent. */
export function parsePort(value: string | undefined, fallback: number): number | undefined {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n <= 65535 ? n : undefined;
}
