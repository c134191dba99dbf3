// The one shape of every problem bookdocs reports: config, frontmatter, Markdown, a worker, a render,
// a link. Collected and printed on the Node side (render/diagnostics.ts), shown by the dev overlay in
// the browser: so build, check and dev always say the same thing about the same folder.

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  /** What kind of problem, e.g. `broken-link`, `invalid-config`, `inline-component` (see RULES). */
  rule?: string;
  message: string;
  /** Path as shown to the user (relative to the working directory where possible). */
  file?: string;
  line?: number;
  column?: number;
  /** What to do about it. */
  hint?: string;
  /** The link as written, when the problem is about one. */
  target?: string;
}

/** `file:line:col`, `file:line` or `file` ('' without a file). */
export function diagnosticLocation(d: Pick<Diagnostic, 'file' | 'line' | 'column'>): string {
  if (!d.file) return '';
  if (d.line === undefined) return d.file;
  return `${d.file}:${d.line}${d.column !== undefined ? `:${d.column}` : ''}`;
}
