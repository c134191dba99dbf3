// `bookdocs check`: options → check → diagnostics (grouped by file, or JSON) → exit code.
import pc from 'picocolors';
import { check } from '../render/check/check.js';
import { diagnosticsJson, type Diagnostic } from '../render/diagnostics.js';
import { printDiagnostics, summaryLine } from './report.js';
import { plural } from '../shared/plural.js';

export interface CheckCommandOptions {
  json?: boolean;
  strict?: boolean;
  cache?: boolean;
}

/** `checking pages n/total` on a terminal (stderr) once the pages take more than a second; nothing otherwise. */
function progressLine() {
  const tty = process.stderr.isTTY && !process.env.CI;
  const started = Date.now();
  let drawn = false;
  return {
    onProgress(done: number, total: number) {
      if (!tty || (Date.now() - started < 1000 && done < total)) return;
      process.stderr.write(`\r\x1b[K${pc.cyan('checking pages')} ${done}/${total}`);
      drawn = true;
    },
    clear() {
      if (drawn) process.stderr.write('\r\x1b[K');
    },
  };
}

/** The report and the exit code: 1 on errors (and on warnings with --strict). */
export function checkExitCode(list: readonly Diagnostic[], strict = false): number {
  return list.some((d) => d.severity === 'error' || strict) ? 1 : 0;
}

export async function runCheck(root: string, opts: CheckCommandOptions): Promise<number> {
  const progress = progressLine();
  const result = await check({ root, cache: opts.cache, onProgress: progress.onProgress });
  progress.clear();
  if (opts.json) process.stdout.write(diagnosticsJson(result.diagnostics));
  else {
    // The report is what check is for: all of it, on stdout.
    printDiagnostics(result.diagnostics, process.stdout, 0);
    console.log(summaryLine(result.diagnostics, `no problems in ${plural(result.pages, 'page')}`));
  }
  return checkExitCode(result.diagnostics, opts.strict);
}
