// Printing diagnostics in a terminal: the one formatter (render/diagnostics.ts), on stderr, so that
// stdout stays clean for `--json`.
import pc from 'picocolors';
import { stopsBuild } from '../render/build-stopping.js';
import { countDiagnostics, formatDiagnostics, type Diagnostic } from '../render/diagnostics.js';
import { plural } from '../shared/plural.js';

/**
 * Every diagnostic, grouped by file (at most `max`, 50 by default, with a count of the rest); on
 * stderr unless told otherwise. Files with a problem that stops a build come first, then files with
 * errors (each file's problems in line order): the cap never hides what stopped a build, nor an error
 * behind warnings.
 */
export function printDiagnostics(
  list: readonly Diagnostic[],
  out: NodeJS.WritableStream = process.stderr,
  max?: number,
): void {
  if (list.length) out.write(formatDiagnostics(list, { max, stops: stopsBuild }));
}

/**
 * `✗ build failed: 1 error stopped it (missing-include); 52 other problems (50 errors, 2 warnings) do
 * not stop a build; …`: the failure's message (it names what stopped the build, see BuildFailed), and
 * how much of the report only `check` fails on.
 */
export function buildFailedLine(failure: { message: string; diagnostics: readonly Diagnostic[] }): string {
  const others = failure.diagnostics.filter((d) => !stopsBuild(d));
  const errors = others.filter((d) => d.severity === 'error').length;
  const counts = [
    errors && plural(errors, 'error'),
    others.length - errors && plural(others.length - errors, 'warning'),
  ]
    .filter(Boolean)
    .join(', ');
  const rest = others.length
    ? `; ${plural(others.length, 'other problem')} (${counts}) ${others.length === 1 ? 'does' : 'do'} not stop a build`
    : '';
  return pc.red(`✗ ${failure.message}${rest}; the previous output was left untouched`);
}

/** A problem of the command line itself (a bad option value): one error with its hint. */
export function usageError(message: string, hint: string): Diagnostic {
  return { severity: 'error', rule: 'invalid-option', message, hint };
}

/** `✖ 2 errors, 1 warning in 2 files` / `⚠ 1 warning` / `✓ …`. */
export function summaryLine(list: readonly Diagnostic[], ok: string): string {
  const errors = list.some((d) => d.severity === 'error');
  if (!list.length) return pc.green(`✓ ${ok}`);
  return errors ? pc.red(pc.bold(`✖ ${countDiagnostics(list)}`)) : pc.yellow(`⚠ ${countDiagnostics(list)}`);
}
