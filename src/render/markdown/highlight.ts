// Build-time syntax highlighting with Shiki (VS Code grammars; light and dark colours in one pass as CSS
// variables, so colour mode needs no second render and the browser ships no highlighter).
import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';

const THEMES = { light: 'github-light', dark: 'github-dark' } as const;
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', '']);

let shared: Promise<Highlighter> | undefined;
const loaded = new Set<string>();

function getHighlighter(): Promise<Highlighter> {
  shared ??= createHighlighter({ themes: [THEMES.light, THEMES.dark], langs: [] });
  return shared;
}

/** Canonical language id Shiki knows, or undefined for plain text / unknown languages. */
export function knownLanguage(lang: string): BundledLanguage | undefined {
  const id = lang.toLowerCase();
  if (PLAIN.has(id)) return undefined;
  return id in bundledLanguages ? (id as BundledLanguage) : undefined;
}

/** Load the grammars for `langs` (once per process) and return a synchronous highlighter. */
export async function prepareHighlighter(langs: Iterable<string>): Promise<Highlighter> {
  const h = await getHighlighter();
  const missing = [...new Set([...langs].map(knownLanguage).filter((l): l is BundledLanguage => !!l && !loaded.has(l)))];
  if (missing.length) {
    await h.loadLanguage(...missing);
    for (const l of missing) loaded.add(l);
  }
  return h;
}

export interface HighlightOptions {
  lang: string;
  /** 1-based line numbers to emphasise. */
  highlightLines: ReadonlySet<number>;
}

/** `<pre class="shiki">…` with one `<span class="line">` per line. */
export function highlightCode(h: Highlighter | undefined, code: string, opts: HighlightOptions): string {
  const lang = knownLanguage(opts.lang);
  const usable = h && lang && loaded.has(lang) ? lang : 'text';
  if (!h) return plainPre(code, opts.highlightLines);
  return h.codeToHtml(code, {
    lang: usable,
    themes: THEMES,
    defaultColor: false,
    transformers: [
      {
        pre(node) {
          // The wrapper carries the language label; the pre only needs to scroll.
          delete node.properties.tabindex;
          node.properties.tabindex = '0';
        },
        line(node, line) {
          if (opts.highlightLines.has(line)) this.addClassToHast(node, 'highlighted');
        },
      },
    ],
  });
}

function plainPre(code: string, highlightLines: ReadonlySet<number>): string {
  const lines = code.split('\n').map((l, i) => `<span class="line${highlightLines.has(i + 1) ? ' highlighted' : ''}">${escapeHtml(l)}</span>`);
  return `<pre class="shiki" tabindex="0"><code>${lines.join('\n')}</code></pre>`;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}
