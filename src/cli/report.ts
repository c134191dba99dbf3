// Printing diagnostics in a terminal: the one formatter (render/diagnostics.ts), on stderr, so that
// stdout stays clean for `--json`.
import pc from 'picocolors';
import { countDiagnostics, formatDiagnostics, type Diagnostic } from '../render/diagnostics.js';

/** Every diagnostic, grouped by file (at most `max`, 50 by default, with a count of the rest); on stderr unless told otherwise. */
export function printDiagnostics(list: readonly Diagnostic[], out: NodeJS.WritableStream = process.stderr, max?: number): void {
  // Files with errors first (each file's problems in line order), so a cap never hides an error behind warnings.
  const withErrors = new Set(list.filter((d) => d.severity === 'error').map((d) => d.file));
  const ordered = [...list].sort((a, b) => Number(!withErrors.has(a.file)) - Number(!withErrors.has(b.file)));
  if (list.length) out.write(formatDiagnostics(ordered, { max }));
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
