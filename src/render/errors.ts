// One error type for everything an author can get wrong, and one formatter for it.

export interface SourceLocation {
  /** Path as shown to the user, relative to the working directory where possible. */
  file: string;
  line?: number;
  column?: number;
}

export class BookdocsError extends Error {
  readonly location: SourceLocation | undefined;
  readonly hint: string | undefined;

  constructor(message: string, location?: SourceLocation, hint?: string) {
    super(message);
    this.name = 'BookdocsError';
    this.location = location;
    this.hint = hint;
  }
}

/** `docs/x.md:3:5: message` (+ indented hint). */
export function formatError(err: BookdocsError): string {
  const loc = err.location;
  let where = '';
  if (loc) {
    where = loc.file;
    if (loc.line !== undefined) where += `:${loc.line}`;
    if (loc.line !== undefined && loc.column !== undefined) where += `:${loc.column}`;
    where += ': ';
  }
  return `${where}${err.message}${err.hint ? `\n  hint: ${err.hint}` : ''}`;
}

/** Wrap anything thrown while processing `file` so it is reported with its location, never as a bare stack. */
export function toBookdocsError(err: unknown, file: string): BookdocsError {
  if (err instanceof BookdocsError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new BookdocsError(
    `internal error while processing this file: ${message}`,
    { file },
    'this is a bug in bookdocs; please report it with the file that triggers it',
  );
}

/** Edit distance, for "did you mean" hints. */
export function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

export function didYouMean(input: string, options: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const option of options) {
    const score = levenshtein(input.toLowerCase(), option.toLowerCase());
    if (score < bestScore) {
      best = option;
      bestScore = score;
    }
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(input.length / 3)) ? best : undefined;
}
