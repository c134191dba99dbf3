// Every problem of a run as one Diagnostic (src/shared/diagnostic.ts): thrown where a step cannot go
// on (DiagnosticError), collected where it can (DiagnosticCollector), and printed by one formatter for
// the terminal, `--json` and the dev server's log.
import pc from 'picocolors';
import { diagnosticLocation, type Diagnostic, type Severity } from '../shared/diagnostic.js';
import { ioDiagnostic, isIoError } from './io-diagnostics.js';
import { terminalText } from './terminal-text.js';
import { plural } from '../shared/plural.js';

export { diagnosticLocation, type Diagnostic, type Severity } from '../shared/diagnostic.js';

type NewDiagnostic = Omit<Diagnostic, 'severity'> & { severity?: Severity };

/** Problems that stop the step that found them; carries their diagnostics to whoever collects them. */
export class DiagnosticError extends Error {
  readonly diagnostics: Diagnostic[];

  constructor(diagnostics: NewDiagnostic | NewDiagnostic[]) {
    const list = (Array.isArray(diagnostics) ? diagnostics : [diagnostics]).map((d) => ({
      ...d,
      severity: d.severity ?? 'error',
    }));
    super(list.map((d) => d.message).join('; '));
    this.name = 'DiagnosticError';
    this.diagnostics = list;
  }
}

/** Anything thrown while processing `file` as diagnostics: a bug in bookdocs is reported with its file, never as a bare stack. */
export function toDiagnostics(err: unknown, file?: string): Diagnostic[] {
  // Thrown where the file is not known (a reader, a parser): the file being processed is theirs.
  if (err instanceof DiagnosticError)
    return file === undefined
      ? err.diagnostics
      : err.diagnostics.map((d) => (d.file === undefined ? { ...d, file } : d));
  // A failed file-system call: a full disk, a folder that cannot be written, a name too long, a file that cannot be read.
  if (isIoError(err)) return [ioDiagnostic(err, file)];
  const message = err instanceof Error ? err.message : String(err);
  return [
    {
      severity: 'error',
      rule: 'internal-error',
      message: `internal error${file ? ' while processing this file' : ''}: ${message}`,
      ...(file !== undefined && { file }),
      hint: 'this is a bug in bookdocs; please report it with the file that triggers it',
    },
  ];
}

export function isErrorDiagnostic(d: Diagnostic): boolean {
  return d.severity === 'error';
}

/** By file (problems without a file first), then position, then rule: the order every report uses. */
export function sortDiagnostics<T extends Diagnostic>(list: T[]): T[] {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return list.sort(
    (a, b) =>
      cmp(a.file ?? '', b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      cmp(a.rule ?? '', b.rule ?? ''),
  );
}

/** A site's level for a rule whose findings are warnings (config `check.rules`). */
export type RuleLevel = 'error' | 'warning' | 'off';

/** A warning at the level its site gives its rule: raised to an error, or left out (undefined). Errors stay errors. */
export function atRuleLevel(d: Diagnostic, levels: Readonly<Record<string, RuleLevel>>): Diagnostic | undefined {
  const level = d.severity === 'warning' && d.rule ? levels[d.rule] : undefined;
  if (level === 'off') return undefined;
  return level === 'error' ? { ...d, severity: 'error' } : d;
}

/** Every diagnostic of a run, whichever step found it. */
export class DiagnosticCollector {
  private list: Diagnostic[] = [];
  private levels: Readonly<Record<string, RuleLevel>> = {};

  add(...items: Diagnostic[]): void {
    for (const d of items) {
      const leveled = atRuleLevel(d, this.levels);
      if (leveled) this.list.push(leveled);
    }
  }

  /** The site's levels for warning rules, for what was added and what will be, once its config is known. */
  setRuleLevels(levels: Readonly<Record<string, RuleLevel>>): void {
    this.levels = levels;
    this.list = this.list.flatMap((d) => atRuleLevel(d, levels) ?? []);
  }

  /** A thrown value: a DiagnosticError's diagnostics, or an internal error with `file`. */
  addError(err: unknown, file?: string): void {
    this.add(...toDiagnostics(err, file));
  }

  get errors(): number {
    return this.list.filter(isErrorDiagnostic).length;
  }

  get warnings(): number {
    return this.list.length - this.errors;
  }

  get size(): number {
    return this.list.length;
  }

  /** Sorted, duplicates (the same problem found by two steps) once. */
  all(): Diagnostic[] {
    const seen = new Set<string>();
    const unique = this.list.filter((d) => {
      const key = JSON.stringify([d.severity, d.rule, d.message, d.file, d.line, d.column]);
      return !seen.has(key) && !!seen.add(key);
    });
    return sortDiagnostics(unique);
  }
}

export interface FormatOptions {
  /** Colours (picocolors decides by default: off without a terminal or with NO_COLOR). */
  color?: boolean;
  /** At most this many lines of diagnostics; the rest is counted (default 50; 0 = all). */
  max?: number;
  /**
   * The problems that matter most (those that stop a build: see build-stopping.ts): their files come
   * first, and the cap never hides one of them.
   */
  stops?: (d: Diagnostic) => boolean;
}

const colors = (on: boolean | undefined) => (on === undefined ? pc : pc.createColors(on));

/**
 * One diagnostic: `file:line:col  error  rule  message`, then its hint indented below. Its text comes
 * from the site (file names, quoted Markdown): control characters are written out (terminal-text.ts).
 */
export function formatDiagnostic(
  d: Diagnostic,
  opts: FormatOptions & { whereWidth?: number; ruleWidth?: number } = {},
): string {
  const c = colors(opts.color);
  const where = whereOf(d);
  const severity = d.severity === 'error' ? c.red('error  ') : c.yellow('warning');
  const rule = d.rule && terminalText(d.rule);
  const parts = [
    where ? where.padEnd(opts.whereWidth ?? 0) : '',
    severity,
    rule ? c.dim(rule.padEnd(opts.ruleWidth ?? 0)) : '',
    terminalText(d.message),
  ].filter(Boolean);
  const first = parts.join('  ');
  return d.hint ? `${first}\n    ${c.dim(`hint: ${terminalText(d.hint)}`)}` : first;
}

/** `file:line:col` as printed: a file name's control characters written out. */
const whereOf = (d: Diagnostic) => terminalText(diagnosticLocation(d));

/**
 * The order of a report: files with a problem that `stops` first, then files with errors, then the
 * rest, each file's problems in the order given (line order, from DiagnosticCollector.all()).
 */
export function reportOrder<T extends Diagnostic>(list: readonly T[], stops?: (d: Diagnostic) => boolean): T[] {
  const rank = new Map<string, number>();
  for (const d of list) {
    const r = stops?.(d) ? 0 : isErrorDiagnostic(d) ? 1 : 2;
    const file = d.file ?? '';
    rank.set(file, Math.min(rank.get(file) ?? 2, r));
  }
  return [...list].sort((a, b) => rank.get(a.file ?? '')! - rank.get(b.file ?? '')!);
}

/**
 * A report: a header line per file, its diagnostics aligned below (eslint's "stylish"), in
 * reportOrder; at most `max` of them (and every one that `stops`), then how many more.
 */
export function formatDiagnostics(list: readonly Diagnostic[], opts: FormatOptions = {}): string {
  const c = colors(opts.color);
  const max = opts.max ?? 50;
  const ordered = reportOrder(list, opts.stops);
  const kept = opts.stops ? ordered.filter(opts.stops).length : 0;
  let room = max - kept;
  const shown = max > 0 ? ordered.filter((d) => opts.stops?.(d) || room-- > 0) : ordered;
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of shown) {
    const group = byFile.get(d.file ?? '');
    if (group) group.push(d);
    else byFile.set(d.file ?? '', [d]);
  }
  const lines: string[] = [];
  for (const [file, group] of byFile) {
    const whereWidth = Math.max(...group.map((d) => whereOf(d).length));
    const ruleWidth = Math.max(...group.map((d) => terminalText(d.rule ?? '').length));
    if (file) lines.push(c.underline(terminalText(file)));
    for (const d of group) lines.push(`  ${formatDiagnostic(d, { ...opts, whereWidth, ruleWidth })}`);
    lines.push('');
  }
  const hidden = list.length - shown.length;
  if (hidden) lines.push(c.dim(`… and ${hidden} more${opts.stops ? ` (none of them stops a build)` : ''}`), '');
  return `${lines.join('\n')}\n`;
}

/** `2 errors, 1 warning in 2 files`; `1 warning in 1 file` when there are only warnings. */
export function countDiagnostics(list: readonly Diagnostic[]): string {
  const errors = list.filter(isErrorDiagnostic).length;
  const files = new Set(list.map((d) => d.file).filter(Boolean)).size;
  const counts = errors
    ? `${plural(errors, 'error')}, ${plural(list.length - errors, 'warning')}`
    : plural(list.length, 'warning');
  return `${counts}${files ? ` in ${plural(files, 'file')}` : ''}`;
}

/** `--json`: the diagnostics as an array, every field present where known. */
export function diagnosticsJson(list: readonly Diagnostic[]): string {
  return `${JSON.stringify(list, null, 2)}\n`;
}
