// A code block without colours: for unknown languages, plain text, and commands that do not render.
import { escapeHtml } from '../../shared/escape-html.js';

/** `<pre class="shiki">…` with one `<span class="line">` per line, as highlighted blocks have. */
export function plainPre(code: string, highlightLines: ReadonlySet<number>): string {
  const lines = code.split('\n').map((l, i) => `<span class="line${highlightLines.has(i + 1) ? ' highlighted' : ''}">${escapeHtml(l)}</span>`);
  return `<pre class="shiki" tabindex="0"><code>${lines.join('\n')}</code></pre>`;
}
