// The author's raw HTML passes through, except component tags (`<Name …>`, PascalCase), which a browser
// would otherwise parse as unclosed unknown elements that swallow the rest of the page:
//   - a registered component alone on its line becomes an island placeholder, rendered by React;
//   - `<Badge text="x" type="tip"/>` and `<Badge type="tip">x</Badge>` become a styled span;
//   - any other component tag becomes a neutral `<bd-x data-name="Name">` element (its children stay visible).
import type { CompileContext, HtmlExtension, Token } from 'micromark-util-types';
import { escapeHtml } from '../../shared/escape-html.js';
import { checkRawHtml } from './accessibility.js';
import { resolveUrl } from './links.js';
import type { RenderState } from './state.js';
import { vueProps } from './vue-props.js';

const TAG = /<(\/?)([A-Z][\w.]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ALONE = /^\s*<([A-Z][\w]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'))?)*)\s*(?:\/>|>\s*<\/\1\s*>)\s*$/;
const ID_ATTR = /\s(?:id|name)\s*=\s*(?:"([^"]+)"|'([^']+)'|([^\s"'=<>`]+))/gi;
/** Elements whose attributes name a file of the site: links, and media a page shows or plays. */
const URL_TAG =
  /<(a|img|video|audio|source|track|embed|object)\b((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi;
const URL_ATTRS: Record<string, readonly string[]> = {
  a: ['href'],
  img: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  source: ['src', 'srcset'],
  track: ['src'],
  embed: ['src'],
  object: ['data'],
};

/** The URLs an HTML fragment links to (`<a href>`) and shows (`<img src>`, `srcset`, `<video src|poster>`…), in order. */
export function htmlUrls(html: string): { kind: 'link' | 'image'; url: string; index: number }[] {
  const out: { kind: 'link' | 'image'; url: string; index: number }[] = [];
  for (const m of html.matchAll(URL_TAG)) {
    const tag = m[1]!.toLowerCase();
    const attrs = parseAttributes(m[2] ?? '');
    for (const [name, value] of Object.entries(attrs)) {
      const attr = name.toLowerCase();
      if (!URL_ATTRS[tag]!.includes(attr)) continue;
      const kind = tag === 'a' ? 'link' : 'image';
      // `srcset`: "a.png 1x, b.png 2x": each candidate's URL.
      const urls =
        attr === 'srcset'
          ? value
              .split(',')
              .map((c) => c.trim().split(/\s+/)[0] ?? '')
              .filter(Boolean)
          : [value];
      for (const url of urls) out.push({ kind, url, index: m.index });
    }
  }
  return out;
}

/** Links and media in the author's raw HTML are recorded for `bookdocs check` and publishing (and left as written). */
function recordUrls(state: RenderState, html: string, token: Token): void {
  for (const { kind, url, index } of htmlUrls(html)) {
    const before = html.slice(0, index);
    const lines = before.split('\n');
    const line = token.start.line + lines.length - 1;
    const column = lines.length > 1 ? lines[lines.length - 1]!.length + 1 : token.start.column + before.length;
    const ref = { ...resolveUrl(url, state), line, column };
    (kind === 'image' ? state.images : state.links).push(ref);
  }
}

export function parseAttributes(source: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of source.matchAll(ATTR)) out[m[1]!] = m[2] ?? m[3] ?? m[4] ?? '';
  return out;
}

/** `<Badge text="x" />`, or `<Badge>` opening a badge whose content follows (VitePress's slot) until `</Badge>`. */
function badge(attrs: Record<string, string>, selfClosing: boolean): string {
  const type = ['tip', 'warning', 'danger', 'info', 'note'].includes(attrs.type ?? '') ? attrs.type : 'tip';
  const open = `<span class="badge ${type}">${escapeHtml(attrs.text ?? '')}`;
  return selfClosing ? `${open}</span>` : open;
}

// GFM's tag filter has already escaped `<script` and `<style` (so a Vue page showed them as text).
const SCRIPT_BLOCK = /^\s*(?:<|&lt;)script\b/i;
const STYLE_BLOCK = /^\s*(?:<|&lt;)style\b/i;
const IFRAME_ESCAPED = /&lt;(\/?iframe\b)/gi;

const SCRIPT_BODY = /^\s*(?:<|&lt;)script\b[^>]*>([\s\S]*?)(?:(?:<|&lt;)\/script\s*>[\s\S]*)?$/i;
const VUE_IMPORT = /^import\s+([A-Za-z_$][\w$]*)\s+from\s+(['"])[^'"\n]+\.vue\2\s*;?$/;

/** Whether the `<script>` block `html` holds nothing but imports of `.vue` files the site renders as Vue islands. */
function importsOnlyVueComponents(html: string, vue: readonly string[] | undefined): boolean {
  const body = vue?.length ? SCRIPT_BODY.exec(html)?.[1] : undefined;
  if (body === undefined) return false;
  const lines = body
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\/\/.*$/, '').trim())
    .filter(Boolean);
  return lines.length > 0 && lines.every((line) => vue!.includes(VUE_IMPORT.exec(line)?.[1] ?? ''));
}

function warnOnce(state: RenderState, token: Token, rule: string, message: string, hint: string): void {
  if (state.warnings.some((w) => w.rule === rule && w.message === message)) return;
  state.warnings.push({ severity: 'warning', rule, message, hint, line: token.start.line, column: token.start.column });
}

export function transformHtml(state: RenderState, html: string, token: Token, flow: boolean): string {
  if (flow && SCRIPT_BLOCK.test(html)) {
    // A Vue page's `<script setup>`: the page reads as if it were not there. Nor does a script that
    // only imports the site's Vue components: they render as islands, so nothing of it is lost.
    if (state.vueTemplate || importsOnlyVueComponents(html, state.vue)) return '';
    warnOnce(
      state,
      token,
      'vue-script',
      'a <script> block is left out: pages run no Vue code',
      "what it sets up belongs in a React component in the site's components/ folder",
    );
    return '';
  }
  // A `<style>` block styles its page (it lives in the page's content, which a navigation replaces).
  if (flow && STYLE_BLOCK.test(html)) return html.replace(/&lt;(\/?style\b)/gi, '<$1');
  // An `<iframe>` the author embeds (a video, a playground) is theirs, as VitePress and VuePress show it.
  if (html.includes('&lt;')) html = html.replace(IFRAME_ESCAPED, '<$1');
  checkRawHtml(state, html, token.start);
  for (const m of html.matchAll(ID_ATTR)) state.ids.add(m[1] ?? m[2] ?? m[3] ?? '');
  if (/<(a|img|video|audio|source|track|embed|object)\b/i.test(html)) recordUrls(state, html, token);
  if (flow) {
    const alone = ALONE.exec(html);
    if (alone && state.components.has(alone[1]!)) {
      const attributes = parseAttributes(alone[2] ?? '');
      const props = state.vue?.includes(alone[1]!) ? vueProps(alone[1]!, attributes, []).props : attributes;
      const index = state.islands.push({ name: alone[1]!, props }) - 1;
      return `<div class="bd-island" data-bd-island="${index}"></div>`;
    }
  }
  // A Vue page's template: its tags are Vue's to resolve.
  if (state.vueTemplate || !/<\/?[A-Z]/.test(html)) return html;
  // A tag inside an HTML comment is no tag (`<!-- <MyComp /> -->`): left as written, unwarned.
  return html
    .split(COMMENT)
    .map((part, i) => (i % 2 ? part : componentTags(state, part, token)))
    .join('');
}

const COMMENT = /(<!--[\s\S]*?(?:-->|$))/;

/** The component tags of `html` (raw HTML outside comments) as bookdocs shows them, with their warnings. */
function componentTags(state: RenderState, html: string, token: Token): string {
  return html.replace(TAG, (_all, close: string, name: string, attrs: string, selfClose: string) => {
    if (name === 'Badge') return close ? '</span>' : badge(parseAttributes(attrs), !!selfClose);
    if (close) return '</bd-x>';
    if (state.components.has(name)) {
      state.warnings.push({
        severity: 'warning',
        rule: 'inline-component',
        message: `<${name}> inside raw HTML is not rendered as a component`,
        hint: `write it in the Markdown around the HTML element (alone on its line, or in a paragraph, heading, list item or table cell)`,
        line: token.start.line,
        column: token.start.column,
      });
    } else if (!state.vueUnrendered?.includes(name)) {
      warnOnce(
        state,
        token,
        'unknown-component',
        `<${name}> is not a component of this site: the tag is left out, its content shown`,
        `add components/${name}.tsx (a React component) to render it, or remove the tag`,
      );
    }
    return `<bd-x data-name="${escapeHtml(name)}">${selfClose ? '</bd-x>' : ''}`;
  });
}

export function rawHtml(state: RenderState): HtmlExtension {
  const starts: Token[] = [];
  function enter(flow: boolean) {
    return function (this: CompileContext, token: Token): undefined {
      if (flow) this.lineEndingIfNeeded();
      this.setData('ignoreEncode', true);
      starts.push(token);
      this.buffer();
    };
  }
  function exit(flow: boolean) {
    return function (this: CompileContext): undefined {
      const html = this.resume();
      this.setData('ignoreEncode');
      this.raw(transformHtml(state, html, starts.pop()!, flow));
    };
  }
  return {
    enter: { htmlFlow: enter(true), htmlText: enter(false) },
    exit: { htmlFlow: exit(true), htmlText: exit(false) },
  };
}
