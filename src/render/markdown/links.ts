// Links and images: `.md` → `.html` with the anchor kept and the base applied, relative asset paths made
// absolute, external links opened in a new tab, and every reference recorded for `bookdocs check`.
// The media handling mirrors micromark's own compiler (MIT), which keeps its media stack private.
import { normalizeIdentifier } from 'micromark-util-normalize-identifier';
import { sanitizeUri } from 'micromark-util-sanitize-uri';
import { checkImageAlt, checkLinkText, labelText } from './accessibility.js';
import type { CompileContext, Handle, HtmlExtension, Token } from 'micromark-util-types';
import {
  encodePath,
  fileToRoute,
  isExternal,
  resolveRelative,
  routeLink,
  siteFileOf,
  withBase,
} from '../../shared/routes.js';
import { unsafeScheme, type UrlUse } from '../unsafe-url.js';
import { addText, type LinkRef, type RenderState } from './state.js';

interface Media {
  image?: boolean;
  labelId?: string;
  label?: string;
  referenceId?: string;
  destination?: string;
  title?: string;
  start?: { line: number; column: number };
}

export const SAFE_HREF = /^(https?|ircs?|mailto|xmpp|tel)$/i;
export const SAFE_SRC = /^https?$/i;

/** Rewrite one URL written in the page `state.file`, and describe where it points. */
export function resolveUrl(
  raw: string,
  state: Pick<RenderState, 'file' | 'base' | 'cleanUrls'>,
): Omit<LinkRef, 'line' | 'column'> {
  if (isExternal(raw)) return { raw, url: raw, external: true, isPage: false };
  if (raw.startsWith('#')) return { raw, url: raw, external: false, isPage: false, hash: safeDecode(raw.slice(1)) };
  const hashAt = raw.indexOf('#');
  const hash = hashAt >= 0 ? raw.slice(hashAt + 1) : undefined;
  const beforeHash = hashAt >= 0 ? raw.slice(0, hashAt) : raw;
  const queryAt = beforeHash.indexOf('?');
  const pathPart = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const query = queryAt >= 0 ? beforeHash.slice(queryAt) : '';
  const decoded = safeDecode(pathPart);
  // An empty path (`[a]()`, `[a](?q=1)`) is the page itself, as in a browser.
  const self = decoded === '';
  const resolved = self ? state.file : resolveRelative(state.file, decoded);
  const suffix = query + (hash !== undefined ? `#${hash}` : '');
  if (resolved === null) {
    return { raw, url: raw, external: false, isPage: false, escapes: true, hash: hash && safeDecode(hash) };
  }
  const isPage = self || /\.md$/i.test(decoded);
  let url: string;
  if (isPage) url = routeLink(fileToRoute(resolved), state.base, state.cleanUrls);
  else url = encodePath(withBase(`/${resolved}${decoded.endsWith('/') && resolved ? '/' : ''}`, state.base));
  return { raw, url: url + suffix, target: resolved, isPage, external: false, hash: hash && safeDecode(hash) };
}

/** What a Markdown image's relative path starts at: the page's own file (see RenderContext.ownFile). */
export function imageContext<S extends Pick<RenderState, 'file' | 'base' | 'cleanUrls' | 'ownFile'>>(state: S): S {
  return state.ownFile === undefined ? state : { ...state, file: state.ownFile };
}

/** A warning when `url` would run code (see unsafe-url.ts); true then. */
export function warnUnsafe(
  state: RenderState,
  url: string,
  use: UrlUse,
  at: { line: number; column: number },
): boolean {
  const scheme = unsafeScheme(url, use);
  if (!scheme) return false;
  state.warnings.push({
    severity: 'warning',
    rule: 'unsafe-url',
    message: `a ${scheme}: ${use} is left out of the page: following it would run code`,
    hint: 'link to a page or to an http(s) address',
    line: at.line,
    column: at.column,
  });
  return true;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function linksHtml(state: RenderState): HtmlExtension {
  const stack: Media[] = [];
  const definitions: Record<string, Media> = {};

  function enterDestination(this: CompileContext): undefined {
    this.buffer();
    this.setData('ignoreEncode', true);
    state.muteText++;
  }
  function exitDestination(this: CompileContext): undefined {
    stack[stack.length - 1]!.destination = this.resume();
    this.setData('ignoreEncode');
    state.muteText--;
  }
  function enterMedia(image: boolean) {
    return function (this: CompileContext, token: Token): undefined {
      stack.push({ image, start: { line: token.start.line, column: token.start.column } });
    };
  }
  function exitMedia(this: CompileContext): undefined {
    const media = stack[stack.length - 1]!;
    const id = media.referenceId ?? media.labelId ?? '';
    const source = media.destination === undefined ? definitions[normalizeIdentifier(id)] : media;
    const at = media.start ?? { line: 0, column: 0 };
    if (!source) {
      // An undefined reference: CommonMark would have parsed it as text already; keep the label.
      this.raw(media.label ?? '');
      stack.pop();
      return;
    }
    const dest = source.destination ?? '';
    const ref = { ...resolveUrl(dest, media.image ? imageContext(state) : state), line: at.line, column: at.column };
    const title = source.title ? ` title="${source.title}"` : '';
    // A URL that would run code is no link of the page: left out (as sanitizeUri leaves it), with a warning.
    const unsafe = warnUnsafe(state, dest, media.image ? 'image' : 'link', at);
    if (media.image) {
      if (!unsafe) state.images.push(ref);
      const alt = labelText(media.label ?? '');
      checkImageAlt(state, alt, dest, at);
      const size =
        ref.target && !ref.external && !ref.escapes ? state.imageSize?.(siteFileOf(ref.target, state.base)) : undefined;
      const dims = size ? ` width="${size.width}" height="${size.height}"` : '';
      this.tag(
        `<img src="${unsafe ? '' : sanitizeUri(ref.url, SAFE_SRC)}" alt="${alt}"${title}${dims} loading="lazy" decoding="async" />`,
      );
    } else {
      if (!unsafe) state.links.push(ref);
      checkLinkText(state, labelText(media.label ?? ''), dest, at);
      const external = ref.external && /^(https?:)?\/\//i.test(dest);
      const attrs = external ? ' target="_blank" rel="noopener noreferrer"' : '';
      this.tag(`<a href="${unsafe ? '' : sanitizeUri(ref.url, SAFE_HREF)}"${title}${attrs}>`);
      this.raw(media.label ?? '');
      this.tag('</a>');
    }
    stack.pop();
  }

  /** Autolinks: CommonMark `<https://…>` and GFM's bare `https://…`, `www.…`, `a@b.c`. */
  function autolink(protocol: string, safe: RegExp) {
    return function (this: CompileContext, token: Token): undefined {
      const text = this.sliceSerialize(token);
      const href = protocol && !text.toLowerCase().startsWith(protocol) ? protocol + text : text;
      const ref = { ...resolveUrl(href, state), line: token.start.line, column: token.start.column };
      const unsafe = warnUnsafe(state, href, 'link', token.start);
      if (!unsafe) state.links.push(ref);
      checkLinkText(state, text, href, token.start);
      addText(state, text);
      const attrs = /^https?:/i.test(href) ? ' target="_blank" rel="noopener noreferrer"' : '';
      this.tag(`<a href="${unsafe ? '' : sanitizeUri(href, safe)}"${attrs}>`);
      this.raw(this.encode(text));
      this.tag('</a>');
    };
  }

  return {
    enter: {
      image: enterMedia(true),
      link: enterMedia(false),
      label(this: CompileContext) {
        this.buffer();
      },
      reference(this: CompileContext) {
        // `[text][reference]`: the reference names a definition, it is not text (search, heading titles).
        this.buffer();
        state.muteText++;
      },
      resource(this: CompileContext) {
        this.buffer();
        stack[stack.length - 1]!.destination = '';
      },
      resourceDestinationString: enterDestination,
      resourceTitleString(this: CompileContext) {
        this.buffer();
        state.muteText++;
      },
      definition(this: CompileContext, token: Token) {
        this.buffer();
        state.muteText++;
        stack.push({ start: { line: token.start.line, column: token.start.column } });
      },
      definitionDestinationString: enterDestination,
      definitionLabelString(this: CompileContext) {
        this.buffer();
      },
      definitionTitleString(this: CompileContext) {
        this.buffer();
      },
    },
    exit: {
      autolinkProtocol: autolink('', SAFE_HREF),
      autolinkEmail: autolink('mailto:', SAFE_HREF),
      // GFM's token types (declared by micromark-extension-gfm-autolink-literal).
      ...({
        literalAutolinkHttp: autolink('', SAFE_HREF),
        literalAutolinkWww: autolink('http://', SAFE_HREF),
        literalAutolinkEmail: autolink('mailto:', SAFE_HREF),
      } as Record<string, Handle>),
      image: exitMedia,
      link: exitMedia,
      labelText(token) {
        stack[stack.length - 1]!.labelId = this.sliceSerialize(token);
      },
      label() {
        stack[stack.length - 1]!.label = this.resume();
      },
      referenceString(token) {
        stack[stack.length - 1]!.referenceId = this.sliceSerialize(token);
      },
      reference() {
        this.resume();
        state.muteText--;
      },
      resource() {
        this.resume();
      },
      resourceDestinationString: exitDestination,
      resourceTitleString() {
        stack[stack.length - 1]!.title = this.resume();
        state.muteText--;
      },
      definitionLabelString(token) {
        this.resume();
        stack[stack.length - 1]!.labelId = this.sliceSerialize(token);
      },
      definitionDestinationString: exitDestination,
      definitionTitleString() {
        stack[stack.length - 1]!.title = this.resume();
      },
      definition() {
        const media = stack[stack.length - 1]!;
        const id = normalizeIdentifier(media.labelId ?? '');
        this.resume();
        state.muteText--;
        if (!Object.hasOwn(definitions, id)) definitions[id] = media;
        stack.pop();
      },
    },
  };
}
