// ```ts twoslash blocks (VitePress sites write them for @shikijs/vitepress-twoslash): the code is
// checked by TypeScript at build time and shipped with its type information as HTML. Each
// identifier with a type is a focusable token holding its card (role=tooltip, named by the token's
// aria-describedby); the stylesheet shows the card on :hover and :focus-within, so nothing runs in
// the browser. `// ^?` queries and `// @errors` show inline, as VitePress shows them; `---cut---`
// and the `// @` flags are taken out (also when the block is shown without types: twoslash-notations.ts). Colours are the token classes of ordinary highlighted code.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Highlighter } from 'shiki';
import { createTransformerFactory, rendererRich } from '@shikijs/twoslash/core';
import { createTwoslasher, type TwoslashInstance } from 'twoslash/core';
import { sha } from '../incremental/hashing.js';
import { highlightCode, knownLanguage, THEME } from './highlight.js';
import type { MarkdownWarning } from './state.js';
import { docsMarkdown, inlineDocsMarkdown } from './twoslash-docs.js';
import { withoutTwoslashNotations } from './twoslash-notations.js';
import { takeLineNotation } from './twoslash-line-notation.js';
import { twoslashProject } from './twoslash-project.js';

/** The languages twoslash checks (a `vue twoslash` block is shown as Vue code, its notations taken out). */
const CHECKED = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript', 'mts', 'cts']);

export interface TwoslashBlock {
  code: string;
  lang: string;
  highlightLines: ReadonlySet<number>;
  /** The line of its opening fence, for messages. */
  line: number;
}

/** One page's twoslash problems: its warnings, and whether it was told TypeScript is missing. */
export interface TwoslashPage {
  warnings: MarkdownWarning[];
  toldMissing?: boolean;
}

/** Renders a twoslash block of a page. */
export type TwoslashRender = (block: TwoslashBlock, page: TwoslashPage) => string;

/**
 * One renderer per docs folder and thread: twoslash keeps TypeScript's language service, and the
 * files it read, from one block to the next.
 */
const renderers = new Map<string, TwoslashRender>();

/** The twoslash renderer for pages of the docs folder `docsDir` (none: no project to check against), with the highlighter `h`. */
export function twoslashRenderer(h: Highlighter, docsDir: string | undefined): TwoslashRender {
  const key = docsDir ?? '';
  let render = renderers.get(key);
  if (!render) renderers.set(key, (render = makeRenderer(h, docsDir)));
  return render;
}

function makeRenderer(h: Highlighter, docsDir: string | undefined): TwoslashRender {
  const project = docsDir === undefined ? undefined : twoslashProject(docsDir);
  const transformer = project
    ? createTransformerFactory(
        createTwoslasher({
          tsModule: project.ts as never,
          vfsRoot: project.dir,
          tsLibDirectory: project.libDir,
        }) as TwoslashInstance,
        rendererRich({
          // A query's answer is a line of its own under the code it asks about: never over other code.
          queryRendering: 'line',
          renderMarkdown: docsMarkdown,
          renderMarkdownInline: inlineDocsMarkdown,
          hast: {
            hoverToken: { properties: { tabindex: '0' } },
            hoverPopup: { properties: { role: 'tooltip' } },
          },
        }),
      )({
        // Every language it checks: the transformer's own default is TypeScript only, and a
        // `js twoslash` block would pass through it unchecked, its notations shown as code.
        langs: [...CHECKED],
        langAlias: { typescript: 'ts', javascript: 'js' },
        throws: true,
      })
    : undefined;
  return (block, page) => {
    const plain = () =>
      highlightCode(h, withoutTwoslashNotations(block.code, block.lang), {
        lang: block.lang,
        highlightLines: block.highlightLines,
      });
    const lang = knownLanguage(block.lang);
    if (!lang || !CHECKED.has(block.lang)) return plain();
    if (!transformer) {
      if (!page.toldMissing)
        page.warnings.push({
          severity: 'warning',
          rule: 'twoslash',
          message: 'twoslash blocks are shown without type information: TypeScript is not installed',
          line: block.line,
          column: 1,
          hint: 'install TypeScript in the site’s project (npm install -D typescript)',
        });
      page.toldMissing = true;
      return plain();
    }
    let root: Root;
    try {
      // No time limit per line, as highlight.ts: a busy machine would otherwise leave a line uncoloured.
      root = h.codeToHast(block.code, {
        lang,
        theme: THEME.name!,
        transformers: [transformer],
        tokenizeTimeLimit: 0,
      });
    } catch (err) {
      page.warnings.push({
        severity: 'warning',
        rule: 'twoslash',
        message: `twoslash could not check this block: ${errorText(err)}`,
        line: block.line,
        column: 1,
        hint: 'add `// @errors: <codes>` for errors the example means to show, or `// @noErrors` (its type information is left out until then)',
      });
      return plain();
    }
    return toHtml(bookdocsMarkup(root, block));
  };
}

/** twoslash's message, on one line: its title and description. */
function errorText(err: unknown): string {
  const e = err as { title?: string; description?: string; message?: string };
  const text = e.title ? `${e.title}${e.description ? ` ${e.description}` : ''}` : (e.message ?? String(err));
  return text.replace(/\s+/g, ' ').trim();
}

const TOKEN_VAR = /color:\s*var\(--t-token-([\w-]+)\)/;

/**
 * Shiki's tree as bookdocs writes code: `<pre class="shiki twoslash" tabindex="0">`, token colours
 * as classes (`t-keyword`), marked lines, and each card named by its token (a unique id per block).
 */
function bookdocsMarkup(root: Root, block: TwoslashBlock): Root {
  const prefix = `ts-${sha(block.lang, block.code).slice(0, 8)}`;
  let cards = 0;
  let lines = 0;
  let pre: Element | undefined;
  const preClasses = new Set<string>();
  const visit = (node: Root | RootContent | ElementContent, inCard = false) => {
    if (node.type !== 'element' && node.type !== 'root') return;
    let card = inCard;
    if (node.type === 'element') {
      const el = node;
      const classes = classList(el);
      card ||= classes.includes('twoslash-popup-container');
      // The block's own <pre>; a card's (its documentation's code) keeps its own.
      if (el.tagName === 'pre' && !card) {
        el.properties = { className: ['shiki', 'twoslash'], tabIndex: 0 };
        pre = el;
      } else {
        const style = typeof el.properties.style === 'string' ? el.properties.style : '';
        if (style) {
          const kind = TOKEN_VAR.exec(style)?.[1];
          if (kind && kind !== 'foreground') classes.push(`t-${kind}`);
          if (/font-style:\s*italic/.test(style)) classes.push('t-italic');
          if (/font-weight:\s*bold/.test(style)) classes.push('t-bold');
          delete el.properties.style;
        }
        if (classes.includes('line') && el.tagName === 'span' && !card) {
          lines++;
          if (block.highlightLines.has(lines)) classes.push('highlighted');
          const notation = takeLineNotation(el);
          if (notation) {
            for (const c of notation.classes) if (!classes.includes(c)) classes.push(c);
            for (const c of notation.pre.split(' ').filter(Boolean)) preClasses.add(c);
          }
        }
        // The focusable tokens (a query's card is always shown: not a tooltip).
        if (classes.includes('twoslash-hover') && el.properties.tabindex !== undefined) {
          delete el.properties.tabindex;
          el.properties.tabIndex = 0;
          const popup = el.children.find(
            (c): c is Element => c.type === 'element' && classList(c).includes('twoslash-popup-container'),
          );
          if (popup) {
            const id = `${prefix}-${cards++}`;
            popup.properties.id = id;
            el.properties.ariaDescribedBy = [id];
          }
        }
        delete el.properties.class;
        el.properties.className = classes.length ? classes : undefined;
      }
    }
    for (const child of node.children) visit(child, card);
  };
  visit(root);
  if (pre && preClasses.size) pre.properties.className = ['shiki', ...preClasses, 'twoslash'];
  return root;
}

/** An element's classes, whether Shiki set them as `className` or (twoslash's renderer) as `class`. */
function classList(el: Element): string[] {
  const read = (c: unknown) => (Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(/\s+/) : []);
  return [...read(el.properties.className), ...read(el.properties.class)].filter(Boolean);
}
