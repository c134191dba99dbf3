#!/usr/bin/env node
// How much of a VitePress (or VuePress 2) site's rendered content comes out of bookdocs for the same
// sources? Compares two build outputs page by page, paired by route.
//
// Usage: node bench/fidelity.mjs VITEPRESS_OUT BOOKDOCS_OUT [--json] [--pages N]
//          [--vp-base /base/] [--bd-base /base/]
//
// Pages pair by route: foo.html, foo/index.html and (cleanUrls) foo/ all mean route "foo", on either
// side; 404.html is left out. From each page only the main content is read: VitePress's `.vp-doc`
// (its home page: `.VPHome`, hero and features included), VuePress 2's `[vp-content]` or
// `.theme-default-content` (home: `.vp-home`), bookdocs' `#bd-content` (home: `.bd-home`). Per page
// and in total it prints:
//   - word recall: VitePress's words (a multiset; CJK counted per character) found in bookdocs',
//     for all the content and for prose alone (outside <pre>);
//   - source syntax: Markdown, container and template markers visible as text in bookdocs' page more
//     often than in VitePress's (`:::`, `{{ }}`, `{#id}`, `[[toc]]`, fences, `<Component` as text...);
//   - h1–h3: their ids (pages whose ids are all equal, in order) and texts;
//   - code blocks and their languages (matched by language);
//   - internal links of bookdocs' page and how many resolve to a file of its output (and, where the
//     link has a #fragment, to an element with that id).
//   - Vue components (bookdocs' side): the Vue islands it rendered (`data-bd-vue` elements), the
//     component tags it left unrendered (`<bd-x data-name>`), and custom-element tags (`<my-comp>`) its
//     page has where VitePress's has none (a kebab-case component left as an unknown element). A page
//     "uses Vue" when it has any of them; its components "render" when it has neither of the last two;
//     it is "blank" when VitePress shows 20 words or more and bookdocs fewer than a tenth of them.
// Pages only one side has are listed. The base each output was built for is read from the pages
// (bookdocs' page data, VitePress's site data); --vp-base/--bd-base override it.
// --pages N prints the N pages with the lowest word recall instead of every page (totals are over
// all pages); --json prints one JSON object (totals, pages, unpaired routes) instead of text.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { htmlVoidElements } from 'html-void-elements';

// ---------------------------------------------------------------------------------------------
// A small HTML reader: enough for the well-formed output of VitePress, VuePress and bookdocs.

const VOID = new Set(htmlVoidElements);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp']);
const CLOSES_P = new Set(
  'address article aside blockquote details div dl fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr main nav ol p pre section table ul'.split(
    ' ',
  ),
);
const BLOCK = new Set([
  ...CLOSES_P,
  'br',
  'li',
  'dd',
  'dt',
  'tr',
  'td',
  'th',
  'thead',
  'tbody',
  'caption',
  'summary',
  'img',
  'input',
  'label',
  'option',
  'body',
  'html',
  'button',
  // SVG text elements (a diagram's labels) are apart on screen.
  'text',
]);

export function decodeEntities(text) {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);/g, (whole, ref) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    const decoded = decodeNamedCharacterReference(ref);
    return decoded === false ? whole : decoded;
  });
}

function parseAttrs(source) {
  const attrs = {};
  const re = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  let m;
  while ((m = re.exec(source))) attrs[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  return attrs;
}

/** An element tree: { tag, attrs, children, parent } with text nodes { text }. */
export function parseHtml(html) {
  const root = { tag: '#root', attrs: {}, children: [], parent: null };
  let current = root;
  let i = 0;
  const open = (tag) => {
    for (let n = current; n; n = n.parent) if (n.tag === tag) return n;
    return null;
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      current.children.push({ text: decodeEntities(html.slice(i)) });
      break;
    }
    if (lt > i) current.children.push({ text: decodeEntities(html.slice(i, lt)) });
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const close = /^<\/([a-zA-Z][^\s/>]*)\s*>/.exec(html.slice(lt, lt + 200));
    if (close) {
      const target = open(close[1].toLowerCase());
      if (target) current = target.parent;
      i = lt + close[0].length;
      continue;
    }
    const start = /^<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/.exec(html.slice(lt));
    if (!start) {
      current.children.push({ text: '<' });
      i = lt + 1;
      continue;
    }
    const tag = start[1].toLowerCase();
    const selfClosing = start[2].endsWith('/');
    i = lt + start[0].length;
    if (CLOSES_P.has(tag) && current.tag === 'p') current = current.parent;
    if (tag === 'li' && current.tag === 'li') current = current.parent;
    const el = { tag, attrs: parseAttrs(start[2]), children: [], parent: current };
    current.children.push(el);
    if (RAW_TEXT.has(tag)) {
      const end = html.toLowerCase().indexOf(`</${tag}`, i);
      const stop = end < 0 ? html.length : end;
      el.children.push({
        text: tag === 'textarea' || tag === 'title' ? decodeEntities(html.slice(i, stop)) : html.slice(i, stop),
      });
      const gt = end < 0 ? html.length : html.indexOf('>', end);
      i = gt < 0 ? html.length : gt + 1;
      continue;
    }
    if (!VOID.has(tag) && !selfClosing) current = el;
  }
  return root;
}

const classes = (el) => (el.attrs?.class ?? '').split(/\s+/).filter(Boolean);
const hasClass = (el, name) => classes(el).includes(name);

export function findFirst(node, test) {
  if (!node.children) return null;
  for (const child of node.children) {
    if (!child.tag) continue;
    if (test(child)) return child;
    const found = findFirst(child, test);
    if (found) return found;
  }
  return null;
}

export function findAll(node, test, out = []) {
  for (const child of node.children ?? []) {
    if (!child.tag) continue;
    if (test(child)) out.push(child);
    findAll(child, test, out);
  }
  return out;
}

const inside = (el, test) => {
  for (let n = el.parent; n; n = n.parent) if (n.tag && test(n)) return true;
  return false;
};

/** Chrome that is not content: permalink symbols, language labels, line numbers. (Buttons stay:
 * VitePress's copy button has no text, and plugins' tab buttons are the tabs' titles.) */
function isChrome(el) {
  // An SVG's <title> is a tooltip (Graphviz gives one to every node and edge), not text on the page.
  if (['script', 'style', 'template', 'title'].includes(el.tag)) return true;
  // KaTeX's MathML for screen readers (its TeX in an <annotation>): the formula is shown by its HTML.
  if (el.tag === 'span' && hasClass(el, 'katex-mathml')) return true;
  // A twoslash token's type card: VitePress renders its cards only in the browser, bookdocs in the page.
  if (el.attrs.role === 'tooltip') return true;
  if (el.tag === 'span' && (hasClass(el, 'lang') || hasClass(el, 'bd-code-lang'))) return true;
  if (hasClass(el, 'line-numbers-wrapper')) return true;
  // VitePress's and bookdocs' anchors hold a symbol (a zero-width space, '#'); VuePress's wrap the title.
  if (el.tag === 'a' && hasClass(el, 'header-anchor')) return /^[\s\u200b#¶§]*$/.test(textOf(el, { raw: true }));
  return false;
}

/** The text of an element, block elements set apart by spaces; chrome left out. */
export function textOf(el, { raw = false, skipPre = false } = {}) {
  let out = '';
  const walk = (node) => {
    for (const child of node.children ?? []) {
      if (!child.tag) {
        out += child.text;
        continue;
      }
      if (!raw && isChrome(child)) continue;
      if (skipPre && child.tag === 'pre') continue;
      // Buttons side by side (a home page's actions) are words apart, as on screen.
      // VitePress wraps each twoslash token in a <div class="v-popper twoslash-hover">: inline on screen.
      const block =
        (BLOCK.has(child.tag) && !hasClass(child, 'twoslash-hover')) || /button|VPButton/.test(child.attrs.class ?? '');
      if (block) out += ' ';
      walk(child);
      if (block) out += ' ';
    }
  };
  walk(el);
  return out;
}

// ---------------------------------------------------------------------------------------------
// What is measured on one page.

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const WORD = new RegExp(`[${CJK}]|(?:(?![${CJK}])[\\p{L}\\p{N}\\p{M}_])+`, 'gu');

/** Words of a text, lower-cased; each CJK character is a word of its own. */
export function words(text) {
  return text.normalize('NFC').toLowerCase().match(WORD) ?? [];
}

function multiset(list) {
  const m = new Map();
  for (const w of list) m.set(w, (m.get(w) ?? 0) + 1);
  return m;
}

/** How many of `expected`'s words `actual` has (multiset intersection), and the ones it lacks. */
function recall(expected, actual) {
  const a = multiset(actual);
  let found = 0;
  const missing = new Map();
  for (const [w, n] of multiset(expected)) {
    const have = a.get(w) ?? 0;
    found += Math.min(n, have);
    if (have < n) missing.set(w, n - have);
  }
  return { total: expected.length, found, missing };
}

/** Source syntax that should have been rendered, as it shows in text. */
export const SOURCE_SYNTAX = [
  ['container :::', /:::/g],
  ['mustache {{ }}', /\{\{|\}\}/g],
  ['heading id {#id}', /\{#[\w.:-]+\}/g],
  ['attrs {.class}', /\{\s*\.[\w-]+[^}\n]*\}/g],
  ['[[toc]]', /\[\[toc\]\]/gi],
  ['%{ }', /%\{/g],
  ['---cut---', /---cut(?:-(?:before|after|start|end))?---/g],
  ['twoslash // @ / ^?', /\/\/ @\w+|\/\/\s*\^\?/g],
  ['[!code]', /\[!code\b/g],
  ['<Component as text', /<[A-Z][\w.-]*(?=[\s/>])/g],
  ['<script>/<style> as text', /<(?:script|style)\b/g],
  ['HTML tag as text', /<\/?(?!script\b|style\b)[a-z][a-z0-9-]*(?=[\s>/])/g],
  ['TeX \\cmd as text', /\\[a-zA-Z]+(?=[{\s\\])/g],
  ['fence ```', /```|~~~/g],
  ['ANSI escape', new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, 'g')],
  ['tab marker == / ===', /(?:^|\s)={2,3} (?=\S)/g],
  ['snippet <<< / @include', /<<<\s*[@./]|<!--\s*@include:/g],
];

function syntaxCounts(text) {
  const out = {};
  for (const [name, re] of SOURCE_SYNTAX) out[name] = (text.match(re) ?? []).length;
  return out;
}

/** The main content of a page of either generator; its kind says which one matched. */
export function contentOf(doc) {
  const home =
    findFirst(doc, (el) => hasClass(el, 'VPHome')) ??
    findFirst(doc, (el) => hasClass(el, 'bd-home')) ??
    findFirst(doc, (el) => hasClass(el, 'vp-home'));
  if (home) return home;
  return (
    findFirst(doc, (el) => hasClass(el, 'vp-doc')) ??
    findFirst(doc, (el) => el.attrs.id === 'bd-content') ??
    findFirst(doc, (el) => 'vp-content' in el.attrs) ??
    findFirst(doc, (el) => hasClass(el, 'theme-default-content'))
  );
}

function headingsOf(content) {
  return findAll(content, (el) => /^h[1-3]$/.test(el.tag)).map((h) => ({
    level: Number(h.tag[1]),
    id: h.attrs.id ?? '',
    text: textOf(h).replace(/\s+/g, ' ').trim(),
  }));
}

function codeBlocksOf(content) {
  return findAll(
    content,
    (el) => el.tag === 'pre' && !inside(el, (n) => n.tag === 'pre' || hasClass(n, 'twoslash-popup-container')),
  ).map((pre) => {
    let lang = '';
    for (let n = pre; n && n.tag && !lang; n = n.parent) {
      const c = classes(n).find((name) => /^language-/.test(name));
      if (c) lang = c.slice('language-'.length);
    }
    if (!lang) {
      const code = findFirst(pre, (el) => el.tag === 'code');
      const c = code && classes(code).find((name) => /^language-/.test(name));
      if (c) lang = c.slice('language-'.length);
    }
    // No language, text, txt and plaintext all show plain text.
    return !lang || /^(?:text|txt|plain|plaintext)$/.test(lang) ? 'text' : lang;
  });
}

function linksOf(content) {
  return findAll(content, (el) => el.tag === 'a' && typeof el.attrs.href === 'string' && !hasClass(el, 'header-anchor'))
    .map((a) => a.attrs.href)
    .filter(
      (href) => href && !href.startsWith('#') && !/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(href) && !href.startsWith('//'),
    );
}

/** Custom-element tags (a hyphen in the name) of `content`, a multiset; SVG's and MathML's own left out. */
const NOT_CUSTOM = new Set([
  'annotation-xml',
  'color-profile',
  'font-face',
  'font-face-src',
  'font-face-uri',
  'font-face-format',
  'font-face-name',
  'missing-glyph',
]);
function customTagsOf(content) {
  return multiset(
    findAll(content, (el) => el.tag.includes('-') && !el.tag.startsWith('bd-') && !NOT_CUSTOM.has(el.tag)).map(
      (el) => el.tag,
    ),
  );
}

/** bookdocs' Vue islands in `content`: those rendered, and the component tags left unrendered. */
function vueOf(content) {
  return {
    rendered: findAll(content, (el) => 'data-bd-vue' in el.attrs).length,
    unrendered: findAll(content, (el) => el.tag === 'bd-x')
      .map((el) => el.attrs['data-name'] ?? '?')
      .map((name) => (name.startsWith('BdVuePage') ? '(a Vue page)' : name)),
  };
}

/** Everything measured on one page of one side. */
export function readPage(html) {
  const doc = parseHtml(html);
  const content = contentOf(doc);
  if (!content) return null;
  const text = textOf(content);
  return {
    customTags: customTagsOf(content),
    vue: vueOf(content),
    words: words(text),
    prose: words(textOf(content, { skipPre: true })),
    syntax: syntaxCounts(text),
    headings: headingsOf(content),
    code: codeBlocksOf(content),
    links: linksOf(content),
  };
}

// ---------------------------------------------------------------------------------------------
// Pairing pages and resolving links in an output folder.

function htmlFiles(dir) {
  const out = [];
  for (const rel of fs.readdirSync(dir, { recursive: true }).map(String)) {
    const posix = rel.split(path.sep).join('/');
    if (!posix.endsWith('.html') || posix === '404.html' || posix.startsWith('assets/')) continue;
    if (fs.statSync(path.join(dir, rel)).isFile()) out.push(posix);
  }
  return out.sort();
}

/** foo.html, foo/index.html → "foo"; index.html → "". */
export function routeKey(rel) {
  return rel
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '')
    .replace(/\/$/, '');
}

function detectBase(dir, files) {
  for (const rel of files.slice(0, 5)) {
    const html = fs.readFileSync(path.join(dir, rel), 'utf8');
    const bd = /<script id="bd-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
    if (bd) {
      try {
        return JSON.parse(bd[1]).site.base ?? '/';
      } catch {
        /* fall through */
      }
    }
    const vp = /__VP_SITE_DATA__\s*=\s*JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(html);
    if (vp) {
      try {
        return JSON.parse(JSON.parse(vp[1])).base ?? '/';
      } catch {
        /* fall through */
      }
    }
  }
  return '/';
}

/** Does an href of the page at `rel` lead to a file of `dir` (and to the #fragment's element)? */
function makeResolver(dir, base) {
  const ids = new Map();
  const idsOf = (file) => {
    if (!ids.has(file)) {
      const html = fs.readFileSync(file, 'utf8');
      ids.set(file, new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decodeEntities(m[1]))));
    }
    return ids.get(file);
  };
  const fileFor = (pathname) => {
    const candidates = pathname.endsWith('/')
      ? [`${pathname}index.html`]
      : [pathname, `${pathname}.html`, `${pathname}/index.html`];
    for (const c of candidates) {
      const abs = path.join(dir, c);
      if (fs.existsSync(abs) && fs.statSync(abs).isFile()) return abs;
    }
    return null;
  };
  return (rel, href) => {
    let url;
    try {
      url = new URL(href, `http://site${base}${rel}`);
    } catch {
      return { page: false, anchor: false };
    }
    let pathname = decodeURIComponent(url.pathname);
    if (!pathname.startsWith(base)) return { page: false, anchor: false };
    pathname = pathname.slice(base.length);
    const file = fileFor(pathname);
    if (!file) return { page: false, anchor: false };
    const fragment = decodeURIComponent(url.hash.slice(1));
    const anchor = !fragment || !file.endsWith('.html') || idsOf(file).has(fragment);
    return { page: true, anchor };
  };
}

// ---------------------------------------------------------------------------------------------

const pct = (a, b) => (b === 0 ? 100 : (100 * a) / b);

function compareCode(vp, bd) {
  const b = multiset(bd);
  let matched = 0;
  for (const [lang, n] of multiset(vp)) matched += Math.min(n, b.get(lang) ?? 0);
  return matched;
}

/** Compares two output folders; returns totals, per-page rows and unpaired routes. */
export function compareSites(vpDir, bdDir, { vpBase, bdBase } = {}) {
  const vpFiles = htmlFiles(vpDir);
  const bdFiles = htmlFiles(bdDir);
  const vpByRoute = new Map(vpFiles.map((f) => [routeKey(f), f]));
  const bdByRoute = new Map(bdFiles.map((f) => [routeKey(f), f]));
  const resolveBd = makeResolver(bdDir, bdBase ?? detectBase(bdDir, bdFiles));
  const resolveVp = makeResolver(vpDir, vpBase ?? detectBase(vpDir, vpFiles));
  const pages = [];
  const noContent = { vitepress: [], bookdocs: [] };
  for (const [route, vpRel] of vpByRoute) {
    const bdRel = bdByRoute.get(route);
    if (!bdRel) continue;
    const vp = readPage(fs.readFileSync(path.join(vpDir, vpRel), 'utf8'));
    const bd = readPage(fs.readFileSync(path.join(bdDir, bdRel), 'utf8'));
    if (!vp || !bd) {
      if (!vp) noContent.vitepress.push(route);
      if (!bd) noContent.bookdocs.push(route);
      continue;
    }
    const all = recall(vp.words, bd.words);
    const prose = recall(vp.prose, bd.prose);
    const syntax = {};
    for (const name of Object.keys(bd.syntax)) {
      const excess = bd.syntax[name] - vp.syntax[name];
      if (excess > 0) syntax[name] = excess;
    }
    const vpIds = vp.headings.map((h) => h.id);
    const bdIds = bd.headings.map((h) => h.id);
    const bdIdSet = new Set(bdIds);
    const bdTexts = new Set(bd.headings.map((h) => h.text));
    const links = bd.links.map((href) => ({ href, ...resolveBd(bdRel, href) }));
    // Custom elements bookdocs' page has more of than VitePress's: component tags it did not resolve.
    const customTags = [...bd.customTags].filter(([tag, n]) => n > (vp.customTags.get(tag) ?? 0)).map(([tag]) => tag);
    const vue = {
      rendered: bd.vue.rendered,
      unrendered: [...new Set(bd.vue.unrendered)],
      customTags,
      uses: bd.vue.rendered > 0 || bd.vue.unrendered.length > 0 || customTags.length > 0,
      allRendered: bd.vue.unrendered.length === 0 && customTags.length === 0,
    };
    const blank = all.total >= 20 && bd.words.length < all.total / 10;
    pages.push({
      route: `/${route}`,
      vitepress: vpRel,
      bookdocs: bdRel,
      words: { vitepress: all.total, found: all.found, recall: pct(all.found, all.total) },
      prose: { vitepress: prose.total, found: prose.found, recall: pct(prose.found, prose.total) },
      missing: [...all.missing]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, 12)
        .map(([w, n]) => (n > 1 ? `${w}×${n}` : w)),
      syntax,
      syntaxTotal: Object.values(syntax).reduce((s, n) => s + n, 0),
      vue,
      blank,
      headings: {
        vitepress: vp.headings.length,
        bookdocs: bd.headings.length,
        idsEqual: vpIds.length === bdIds.length && vpIds.every((id, i) => id === bdIds[i]),
        idsFound: vpIds.filter((id) => bdIdSet.has(id)).length,
        textsFound: vp.headings.filter((h) => bdTexts.has(h.text)).length,
        differing: vp.headings
          .filter((h) => !bdIdSet.has(h.id))
          .slice(0, 5)
          .map((h) => `h${h.level} #${h.id}`),
      },
      code: { vitepress: vp.code.length, bookdocs: bd.code.length, matched: compareCode(vp.code, bd.code) },
      codeLangs: { vitepress: vp.code, bookdocs: bd.code },
      links: {
        vitepress: vp.links.length,
        vitepressResolving: vp.links.filter((href) => resolveVp(vpRel, href).page).length,
        vitepressAnchorsResolving: vp.links.filter((href) => {
          const r = resolveVp(vpRel, href);
          return r.page && r.anchor;
        }).length,
        bookdocs: links.length,
        resolving: links.filter((l) => l.page).length,
        anchorsResolving: links.filter((l) => l.page && l.anchor).length,
        broken: links.filter((l) => !l.page || !l.anchor).map((l) => (l.page ? `${l.href} (no #id)` : l.href)),
      },
    });
  }
  const sum = (f) => pages.reduce((s, p) => s + f(p), 0);
  const totals = {
    pagesVitepress: vpFiles.length,
    pagesBookdocs: bdFiles.length,
    pagesCompared: pages.length,
    words: { vitepress: sum((p) => p.words.vitepress), found: sum((p) => p.words.found) },
    prose: { vitepress: sum((p) => p.prose.vitepress), found: sum((p) => p.prose.found) },
    syntax: {},
    syntaxTotal: sum((p) => p.syntaxTotal),
    headings: {
      vitepress: sum((p) => p.headings.vitepress),
      idsFound: sum((p) => p.headings.idsFound),
      textsFound: sum((p) => p.headings.textsFound),
      pagesIdsEqual: pages.filter((p) => p.headings.idsEqual).length,
    },
    code: {
      vitepress: sum((p) => p.code.vitepress),
      bookdocs: sum((p) => p.code.bookdocs),
      matched: sum((p) => p.code.matched),
    },
    links: {
      vitepress: sum((p) => p.links.vitepress),
      vitepressResolving: sum((p) => p.links.vitepressResolving),
      vitepressAnchorsResolving: sum((p) => p.links.vitepressAnchorsResolving),
      bookdocs: sum((p) => p.links.bookdocs),
      resolving: sum((p) => p.links.resolving),
      anchorsResolving: sum((p) => p.links.anchorsResolving),
    },
  };
  const vuePages = pages.filter((p) => p.vue.uses);
  totals.vue = {
    pages: vuePages.length,
    rendered: vuePages.filter((p) => p.vue.allRendered).length,
    words: {
      vitepress: vuePages.reduce((s, p) => s + p.words.vitepress, 0),
      found: vuePages.reduce((s, p) => s + p.words.found, 0),
    },
    unrendered: [
      ...new Set(vuePages.flatMap((p) => [...p.vue.unrendered, ...p.vue.customTags.map((t) => `<${t}>`)])),
    ].sort(),
  };
  totals.vue.renderedPct = pct(totals.vue.rendered, totals.vue.pages);
  totals.vue.words.recall = pct(totals.vue.words.found, totals.vue.words.vitepress);
  totals.blank = pages.filter((p) => p.blank).map((p) => p.route);
  totals.words.recall = pct(totals.words.found, totals.words.vitepress);
  totals.prose.recall = pct(totals.prose.found, totals.prose.vitepress);
  totals.headings.pagesIdsEqualPct = pct(totals.headings.pagesIdsEqual, pages.length);
  for (const p of pages) for (const [k, n] of Object.entries(p.syntax)) totals.syntax[k] = (totals.syntax[k] ?? 0) + n;
  const onlyVitepress = [...vpByRoute.keys()].filter((r) => !bdByRoute.has(r)).map((r) => `/${r}`);
  const onlyBookdocs = [...bdByRoute.keys()].filter((r) => !vpByRoute.has(r)).map((r) => `/${r}`);
  return { totals, pages, onlyVitepress, onlyBookdocs, noContent };
}

function formatReport({ totals, pages, onlyVitepress, onlyBookdocs, noContent }, limit) {
  const f = (n) => n.toFixed(1);
  const lines = [];
  const shown = limit ? [...pages].sort((a, b) => a.words.recall - b.words.recall).slice(0, limit) : pages;
  lines.push(limit ? `Pages (the ${shown.length} with the lowest word recall):` : 'Pages:');
  for (const p of shown) {
    lines.push(
      `${p.route}  words ${f(p.words.recall)}% of ${p.words.vitepress} (prose ${f(p.prose.recall)}%)` +
        `  syntax ${p.syntaxTotal}  h1-h3 ids ${p.headings.idsFound}/${p.headings.vitepress}${p.headings.idsEqual ? ' equal' : ''}` +
        `  code ${p.code.matched}/${p.code.vitepress} (bookdocs ${p.code.bookdocs})` +
        `  links ${p.links.resolving}/${p.links.bookdocs} resolve (#: ${p.links.anchorsResolving})`,
    );
    if (p.missing.length && p.words.recall < 100) lines.push(`    missing: ${p.missing.join(' ')}`);
    if (p.syntaxTotal)
      lines.push(
        `    syntax: ${Object.entries(p.syntax)
          .map(([k, n]) => `${k} ×${n}`)
          .join(', ')}`,
      );
    if (p.headings.differing.length) lines.push(`    heading ids not in bookdocs: ${p.headings.differing.join(', ')}`);
    if (p.code.matched < p.code.vitepress || p.code.bookdocs !== p.code.vitepress)
      lines.push(
        `    code langs: vitepress [${p.codeLangs.vitepress.join(' ')}] bookdocs [${p.codeLangs.bookdocs.join(' ')}]`,
      );
    if (p.links.broken.length) lines.push(`    unresolved links: ${p.links.broken.slice(0, 6).join(' ')}`);
    if (!p.vue.allRendered)
      lines.push(
        `    components not rendered: ${[...p.vue.unrendered, ...p.vue.customTags.map((t) => `<${t}>`)].join(' ')}`,
      );
    if (p.blank) lines.push('    blank: VitePress shows content, bookdocs almost none');
  }
  lines.push('');
  lines.push(`Only in VitePress's output (${onlyVitepress.length}): ${onlyVitepress.join(' ')}`);
  lines.push(`Only in bookdocs' output (${onlyBookdocs.length}): ${onlyBookdocs.join(' ')}`);
  if (noContent.vitepress.length)
    lines.push(`No content element, VitePress: ${noContent.vitepress.map((r) => `/${r}`).join(' ')}`);
  if (noContent.bookdocs.length)
    lines.push(`No content element, bookdocs: ${noContent.bookdocs.map((r) => `/${r}`).join(' ')}`);
  lines.push('');
  const t = totals;
  lines.push(
    `Total: ${t.pagesCompared} pages compared (VitePress ${t.pagesVitepress} pages, bookdocs ${t.pagesBookdocs})`,
  );
  lines.push(
    `  word recall ${f(t.words.recall)}% (${t.words.found}/${t.words.vitepress}); prose ${f(t.prose.recall)}%`,
  );
  lines.push(
    `  pages using Vue components, {{ }} or loaders: ${t.vue.pages}; all their components rendered on ${t.vue.rendered} (${f(t.vue.renderedPct)}%); their word recall ${f(t.vue.words.recall)}% (${t.vue.words.found}/${t.vue.words.vitepress})${t.vue.unrendered.length ? `; not rendered: ${t.vue.unrendered.join(' ')}` : ''}`,
  );
  lines.push(
    `  blank pages (VitePress shows content): ${t.blank.length}${t.blank.length ? ` (${t.blank.join(' ')})` : ''}`,
  );
  lines.push(
    `  source syntax shown as text: ${t.syntaxTotal}${
      t.syntaxTotal
        ? ` (${Object.entries(t.syntax)
            .map(([k, n]) => `${k} ×${n}`)
            .join(', ')})`
        : ''
    }`,
  );
  lines.push(
    `  h1-h3: ${t.headings.idsFound}/${t.headings.vitepress} ids found, ${t.headings.textsFound} texts found; pages with equal ids ${t.headings.pagesIdsEqual} (${f(t.headings.pagesIdsEqualPct)}%)`,
  );
  lines.push(
    `  code blocks: ${t.code.matched}/${t.code.vitepress} matched by language (bookdocs has ${t.code.bookdocs})`,
  );
  lines.push(
    `  internal links: bookdocs ${t.links.bookdocs} (VitePress ${t.links.vitepress}, ${t.links.vitepressResolving} of them resolve there, ${t.links.vitepressAnchorsResolving} with their #id), ${t.links.resolving} resolve to a page, ${t.links.anchorsResolving} with their #id`,
  );
  return lines.join('\n');
}

function main(argv) {
  const positional = [];
  const opts = { json: false, pages: 0 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') opts.json = true;
    else if (a === '--pages') opts.pages = Number(argv[++i]);
    else if (a === '--vp-base') opts.vpBase = argv[++i];
    else if (a === '--bd-base') opts.bdBase = argv[++i];
    else positional.push(a);
  }
  if (positional.length !== 2) {
    console.error(
      'Usage: node bench/fidelity.mjs VITEPRESS_OUT BOOKDOCS_OUT [--json] [--pages N] [--vp-base B] [--bd-base B]',
    );
    process.exit(2);
  }
  const result = compareSites(positional[0], positional[1], opts);
  console.log(opts.json ? JSON.stringify(result, null, 2) : formatReport(result, opts.pages));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  main(process.argv.slice(2));
