// Build-time syntax highlighting with Shiki (VS Code grammars). One tokenisation per block with a
// theme whose colours are token kinds, emitted as classes (`t-keyword`, …); the stylesheet gives each
// kind a colour per colour mode. Half the work of highlighting twice for light and dark, smaller HTML,
// and the browser ships no highlighter.
import { escapeHtml } from '../escape-html.js';
import { bundledLanguages, createCssVariablesTheme, createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';

const THEME = createCssVariablesTheme({ name: 'bookdocs', variablePrefix: '--t-', variableDefaults: {}, fontStyle: true });
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', '']);
const TOKEN_VAR = /var\(--t-token-([\w-]+)\)/;

let shared: Promise<Highlighter> | undefined;
const loaded = new Set<string>();

function getHighlighter(): Promise<Highlighter> {
  shared ??= createHighlighter({ themes: [THEME], langs: [] });
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
  if (!h || !lang || !loaded.has(lang)) return plainPre(code, opts.highlightLines);
  return h.codeToHtml(code, {
    lang,
    theme: 'bookdocs',
    transformers: [
      {
        pre(node) {
          node.properties = { class: 'shiki', tabindex: '0' };
        },
        line(node, line) {
          if (opts.highlightLines.has(line)) this.addClassToHast(node, 'highlighted');
        },
        span(node) {
          const style = String(node.properties.style ?? '');
          const kind = TOKEN_VAR.exec(style)?.[1];
          const classes: string[] = [];
          if (kind && kind !== 'foreground') classes.push(`t-${kind}`);
          if (style.includes('font-style:italic')) classes.push('t-italic');
          if (style.includes('font-weight:bold')) classes.push('t-bold');
          delete node.properties.style;
          if (classes.length) node.properties.class = classes.join(' ');
        },
      },
    ],
  });
}

function plainPre(code: string, highlightLines: ReadonlySet<number>): string {
  const lines = code.split('\n').map((l, i) => `<span class="line${highlightLines.has(i + 1) ? ' highlighted' : ''}">${escapeHtml(l)}</span>`);
  return `<pre class="shiki" tabindex="0"><code>${lines.join('\n')}</code></pre>`;
}

