// A code block without colours: for unknown languages, plain text, and commands that do not render.
import { escapeHtml } from '../../shared/escape-html.js';
import { lineClass, NOTATION_HINT, parseNotation, segmentsHtml } from './code-notation.js';

/** `<pre class="shiki">…` with one `<span class="line">` per line, as highlighted blocks have. */
export function plainPre(code: string, highlightLines: ReadonlySet<number>): string {
  // `// [!code ++]` and the like are read here too (code-notation.ts), so `check` sees the code as shown.
  const notation = code.includes(NOTATION_HINT) ? parseNotation(code) : undefined;
  if (notation) {
    const lines = notation.lines.map((l, i) => {
      const text = l.words.length ? segmentsHtml([{ text: l.text }], l.words) : escapeHtml(l.text);
      return `<span class="${lineClass(l, highlightLines, i)}">${text}</span>`;
    });
    return `<pre class="shiki${notation.pre}" tabindex="0"><code>${lines.join('\n')}</code></pre>`;
  }
  const lines = code
    .split('\n')
    .map((l, i) => `<span class="line${highlightLines.has(i + 1) ? ' highlighted' : ''}">${escapeHtml(l)}</span>`);
  return `<pre class="shiki" tabindex="0"><code>${lines.join('\n')}</code></pre>`;
}
