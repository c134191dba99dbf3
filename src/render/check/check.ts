// `bookdocs check`: validations over the same PageData and site model as the build, without rendering:
// broken page links and anchors, missing images and assets, navbar/sidebar entries without a page,
// orphan pages, duplicate routes, pages without a title and malformed external links.
// `checkSite` is pure (inputs as arguments); `check` loads a site from disk and calls it.
import fs from 'node:fs';
import path from 'node:path';
import { fileToRoute, isExternal, NOT_FOUND_ROUTE, routeCandidates, stripBase, withBase } from '../../shared/routes.js';
import { listComponents } from '../output/bundle.js';
import type { SiteConfig } from '../site/config-schema.js';
import { displayPath, loadConfig } from '../site/config.js';
import { BookdocsError, didYouMean, levenshtein } from '../errors.js';
import type { LinkRef } from '../markdown/index.js';
import type { PageData } from '../page/page.js';
import { loadPagesCached } from '../page/page-loader.js';
import { scanSite } from '../site/scan.js';
import { resolveSiteLink } from '../model/site-links.js';
import { htmlUrls } from '../markdown/raw-html.js';

export type Severity = 'error' | 'warning';

export type Rule =
  | 'broken-link'
  | 'broken-anchor'
  | 'missing-image'
  | 'missing-asset'
  | 'link-outside-docs'
  | 'nav-link'
  | 'sidebar-link'
  | 'orphan-page'
  | 'missing-title'
  | 'duplicate-route'
  | 'bad-external-link';

export interface Finding {
  /** Path as shown to the user (a page, or site.config.json). */
  file: string;
  line: number;
  column: number;
  severity: Severity;
  rule: Rule;
  message: string;
  /** The link as written, when the finding is about one. */
  target?: string;
}

export interface CheckInput {
  config: SiteConfig;
  pages: readonly PageData[];
  /** route → file relative to srcDir: every page of the site, including pages that failed to load. */
  routes: ReadonlyMap<string, string>;
  /** Non-Markdown files under srcDir (posix, relative), copied to the same place in the output. */
  assets: ReadonlySet<string>;
  /** Files under the public folder (posix, relative), served from the site root. */
  publicFiles: ReadonlySet<string>;
  /** The public folder relative to srcDir with a trailing slash (e.g. `public/`), for a hint. */
  publicPrefix?: string;
  /** Problems found while listing pages (duplicate routes). */
  scanErrors?: readonly BookdocsError[];
  /** srcDir-relative path → path shown in findings. */
  label?: (file: string) => string;
  configLabel?: string;
  /** Text of site.config.json, so config findings get their line and column. */
  configSource?: string;
  /** A page's source, read only to place findings about its frontmatter (hero actions and images). */
  readSource?: (file: string) => string | undefined;
}

interface Position {
  line: number;
  column: number;
}

/** A link resolved against the output: a page (by route), a copied file, or nothing. */
type Resolution = { kind: 'page'; route: string } | { kind: 'file' } | { kind: 'missing'; path: string };

const SEVERITY: Record<Rule, Severity> = {
  'broken-link': 'error',
  'broken-anchor': 'error',
  'missing-image': 'error',
  'missing-asset': 'error',
  'link-outside-docs': 'error',
  'nav-link': 'error',
  'sidebar-link': 'error',
  'orphan-page': 'warning',
  'missing-title': 'warning',
  'duplicate-route': 'error',
  'bad-external-link': 'error',
};

/** Files the build writes besides pages and copied files. */
const BUILT_IN = new Set([NOT_FOUND_ROUTE]);

export function checkSite(input: CheckInput): Finding[] {
  const ctx = createContext(input);
  for (const err of input.scanErrors ?? []) {
    const at = err.location;
    ctx.add({ file: at?.file ?? ctx.configLabel, line: at?.line ?? 1, column: at?.column ?? 1 }, 'duplicate-route', err.message + (err.hint ? ` (${err.hint})` : ''));
  }
  const edges = new Map<string, Set<string>>();
  for (const page of input.pages) edges.set(page.route, checkPage(ctx, page));
  const roots = checkConfig(ctx);
  if (input.config.sidebar !== 'auto') checkOrphans(ctx, roots, edges);
  for (const page of input.pages) {
    if (!page.hasTitle && !page.home) {
      ctx.add(
        { file: ctx.label(page.file), line: 1, column: 1 },
        'missing-title',
        `page has no title; "${page.title}" (its file name) is shown — add "title:" to the frontmatter or a "# Title" heading`,
      );
    }
  }
  return sortFindings(ctx.findings);
}

export function sortFindings(findings: Finding[]): Finding[] {
  return findings.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0)));
}

type Context = ReturnType<typeof createContext>;

function createContext(input: CheckInput) {
  const base = input.config.base;
  const pagesByRoute = new Map(input.pages.map((p) => [p.route, p]));
  const idSets = new Map<string, Set<string>>();
  const findings: Finding[] = [];
  let routeList: string[] | undefined;
  let fileList: string[] | undefined;
  return {
    input,
    base,
    findings,
    pagesByRoute,
    label: input.label ?? ((f: string) => f),
    configLabel: input.configLabel ?? 'site.config.json',
    add(at: { file: string } & Position, rule: Rule, message: string, target?: string, severity = SEVERITY[rule]) {
      findings.push({ file: at.file, line: at.line, column: at.column, severity, rule, message, ...(target !== undefined ? { target } : {}) });
    },
    ids(page: PageData): Set<string> {
      let ids = idSets.get(page.route);
      if (!ids) idSets.set(page.route, (ids = new Set(page.ids)));
      return ids;
    },
    routes: () => (routeList ??= [...input.routes.keys()]),
    files: () => (fileList ??= [...input.assets, ...input.publicFiles]),
  };
}

/** What an absolute site path (base stripped, decoded) names in the output. `exact`: only that route. */
function resolvePath(ctx: Context, sitePath: string, exact: boolean): Resolution {
  const { routes, assets, publicFiles } = ctx.input;
  if (exact) return routes.has(sitePath) ? { kind: 'page', route: sitePath } : { kind: 'missing', path: sitePath };
  const rel = sitePath.slice(1);
  if (rel && !sitePath.endsWith('/') && (assets.has(rel) || publicFiles.has(rel) || BUILT_IN.has(sitePath))) return { kind: 'file' };
  const route = routeCandidates(sitePath).find((r) => routes.has(r));
  return route ? { kind: 'page', route } : { kind: 'missing', path: sitePath };
}

/** The site path a link written in Markdown points to, exactly as its rewritten URL does (base stripped). */
function linkSitePath(ctx: Context, ref: LinkRef): string {
  const target = ref.target ?? '';
  const pathPart = ref.raw.split(/[?#]/)[0] ?? '';
  const p = ref.isPage ? fileToRoute(target) : `/${target}${pathPart.endsWith('/') && target ? '/' : ''}`;
  return stripBase(withBase(p, ctx.base), ctx.base) ?? p;
}

/** A link target as a file under srcDir: `docs/guide/a.md` written with the base `/docs/` is `guide/a.md`. */
function siteFile(ctx: Context, target: string): string {
  return (stripBase(withBase(`/${target}`, ctx.base), ctx.base) ?? `/${target}`).slice(1);
}

/** "no heading" message for `hash` on `page`, or undefined when the id exists. */
function anchorProblem(ctx: Context, page: PageData, hash: string, where: string): string | undefined {
  if (!hash || hash.toLowerCase() === 'top' || ctx.ids(page).has(hash)) return undefined;
  const suggestion = didYouMean(hash, page.ids);
  return `no heading "${hash}" ${where}${suggestion ? ` (did you mean "#${suggestion}"?)` : ''}`;
}

// ---------- pages ----------

/** Check every link and image of one page; returns the routes of the pages it links to. */
function checkPage(ctx: Context, page: PageData): Set<string> {
  const out = new Set<string>();
  const file = ctx.label(page.file);
  for (const ref of page.links) {
    const route = checkRef(ctx, page, ref, false);
    if (route && route !== page.route) out.add(route);
  }
  for (const ref of page.images) checkRef(ctx, page, ref, true);
  if (page.home) checkHome(ctx, page, file, out);
  return out;
}

function checkRef(ctx: Context, page: PageData, ref: LinkRef, image: boolean): string | undefined {
  const at = { file: ctx.label(page.file), line: ref.line, column: ref.column };
  if (ref.external) {
    const problem = externalProblem(ref.raw);
    if (problem) ctx.add(at, 'bad-external-link', `${ref.raw} — ${problem.message}`, ref.raw, problem.severity);
    return undefined;
  }
  if (ref.escapes) {
    ctx.add(at, 'link-outside-docs', `${ref.raw} — climbs out of the docs folder, so it is not part of the site`, ref.raw);
    return undefined;
  }
  if (/^[?#]|^$/.test(ref.raw)) {
    if (image) ctx.add(at, 'missing-image', `${ref.raw || '(empty)'} — an image needs a file`, ref.raw);
    const problem = image ? undefined : anchorProblem(ctx, page, ref.hash ?? '', 'on this page');
    if (problem) ctx.add(at, 'broken-anchor', `${ref.raw} — ${problem}`, ref.raw);
    return undefined;
  }
  const sitePath = linkSitePath(ctx, ref);
  const res = resolvePath(ctx, sitePath, ref.isPage);
  if (image) {
    if (res.kind !== 'file') reportMissingFile(ctx, at, page, ref, sitePath, 'missing-image');
    return undefined;
  }
  if (res.kind === 'file') return undefined;
  if (res.kind === 'missing') {
    if (looksLikeWebAddress(ref.raw)) ctx.add(at, 'bad-external-link', `${ref.raw} — ${webAddressHint(ref.raw)}`, ref.raw);
    else if (!ref.isPage && /\.(?!html?$)[a-z][a-z\d]*$/i.test(sitePath)) reportMissingFile(ctx, at, page, ref, sitePath, 'missing-asset');
    else ctx.add(at, 'broken-link', `${ref.raw} — ${missingPageMessage(ctx, page, ref, res.path)}`, ref.raw);
    return undefined;
  }
  const target = ctx.pagesByRoute.get(res.route);
  const problem = target && ref.hash !== undefined ? anchorProblem(ctx, target, ref.hash, `in ${ctx.label(target.file)}`) : undefined;
  if (problem) ctx.add(at, 'broken-anchor', `${ref.raw} — ${problem}`, ref.raw);
  return res.route;
}

function missingPageMessage(ctx: Context, page: PageData, ref: LinkRef, sitePath: string): string {
  const what = ref.isPage ? `no page ${ctx.label(siteFile(ctx, ref.target ?? ''))}` : `no page at ${withBase(sitePath, ctx.base)}`;
  const route = closestRoute(ctx, sitePath, ref.isPage, page.route);
  if (!route) return what;
  const file = ctx.input.routes.get(route)!;
  let suggestion = withBase(route, ctx.base);
  if (ref.isPage) suggestion = ref.raw.startsWith('/') ? withBase(`/${file}`, ctx.base) : relativeTo(page.file, file);
  else if (!/\.html?$|\/$/.test(sitePath)) suggestion = suggestion.replace(/\.html$/, '');
  return `${what} (did you mean ${suggestion}?)`;
}

/**
 * The route closest to a missing one, for "did you mean" (never `self`): a page of the same folder with a
 * similar name, else any route at most two edits away (a typo in a folder name).
 */
function closestRoute(ctx: Context, sitePath: string, exact: boolean, self?: string): string | undefined {
  const probe = exact ? sitePath : routeCandidates(sitePath)[0]!;
  const dir = probe.slice(0, probe.lastIndexOf('/', probe.length - 2) + 1);
  const siblings: string[] = [];
  for (const r of ctx.routes()) {
    const name = r.startsWith(dir) ? r.slice(dir.length) : '';
    if (name && r !== self && !name.slice(0, -1).includes('/')) siblings.push(name);
  }
  const name = didYouMean(probe.slice(dir.length), siblings);
  if (name) return dir + name;
  let best: string | undefined;
  let bestScore = 3;
  for (const r of ctx.routes()) {
    const score = r === self || Math.abs(r.length - probe.length) >= bestScore ? Infinity : levenshtein(r, probe);
    if (score < bestScore) [best, bestScore] = [r, score];
  }
  return best;
}

function reportMissingFile(ctx: Context, at: { file: string } & Position, page: PageData, ref: LinkRef, sitePath: string, rule: Rule): void {
  const rel = sitePath.slice(1);
  let message = `${ref.raw} — ${noFile(ctx, sitePath)}`;
  const prefix = ctx.input.publicPrefix;
  if (prefix && rel.startsWith(prefix) && ctx.input.publicFiles.has(rel.slice(prefix.length))) {
    message += ` (files of the public folder are served from the site root: /${rel.slice(prefix.length)})`;
  } else {
    const close = didYouMean(rel, ctx.files());
    if (close) {
      const inPublic = !ctx.input.assets.has(close);
      const suggestion = inPublic || ref.raw.startsWith('/') ? `/${close}` : relativeTo(page.file, close);
      message += ` (did you mean ${suggestion}?)`;
    }
  }
  ctx.add(at, rule, message, ref.raw);
}

function relativeTo(fromFile: string, toFile: string): string {
  const rel = path.posix.relative(path.posix.dirname(fromFile), toFile);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** Hero actions and images of a home page, written in its frontmatter like config links. */
function checkHome(ctx: Context, page: PageData, file: string, out: Set<string>): void {
  const home = page.home!;
  let source: string | undefined;
  const locate = (key: string, value: string) => ({ file, ...locateInFrontmatter((source ??= ctx.input.readSource?.(page.file)), key, value) });
  for (const action of home.actions) {
    const problem = siteLinkProblem(ctx, action.link);
    if (problem.route && problem.route !== page.route) out.add(problem.route);
    if (problem.message) ctx.add(locate('link', action.link), problem.rule ?? 'broken-link', `actions: ${action.link} — ${problem.message}`, action.link, problem.severity);
  }
  for (const [key, image] of [['heroImage', home.heroImage], ['heroImageDark', home.heroImageDark]] as const) {
    if (!image) continue;
    const problem = siteFileProblem(ctx, image);
    if (problem) ctx.add(locate(key, image), problem.rule, `${key}: ${image} — ${problem.message}`, image, problem.severity);
  }
  // The footer is the author's HTML: its links and images are site URLs as written.
  for (const { kind, url } of htmlUrls(home.footer ?? '')) {
    if (!url || url.startsWith('#') || /^(mailto|tel|javascript|data):/i.test(url)) continue;
    if (kind === 'link') {
      const problem = siteLinkProblem(ctx, url);
      if (problem.route && problem.route !== page.route) out.add(problem.route);
      if (problem.message) ctx.add(locate('footer', url), problem.rule ?? 'broken-link', `footer: ${url} — ${problem.message}`, url, problem.severity);
    } else if (!isExternal(url)) {
      const problem = siteFileProblem(ctx, url);
      if (problem) ctx.add(locate('footer', url), problem.rule, `footer: ${url} — ${problem.message}`, url, problem.severity);
    }
  }
}

/** Line and column of `value` on a `key:` line of the frontmatter (1:1 when it cannot be found). */
export function locateInFrontmatter(source: string | undefined, key: string, value: string): Position {
  const lines = (source ?? '').split('\n');
  for (let i = 1; i < lines.length && !/^---\s*$/.test(lines[i]!); i++) {
    const line = lines[i]!;
    const col = line.indexOf(value);
    if (col >= 0 && new RegExp(`(^|\\s|-)${key}\\s*:`).test(line)) return { line: i + 1, column: col + 1 };
  }
  return { line: 1, column: 1 };
}

// ---------- links written in the config or frontmatter ----------

interface SiteLinkProblem {
  route?: string;
  message?: string;
  rule?: Rule;
  severity?: Severity;
}

/** A navbar/sidebar/hero link, resolved the way the site model resolves it (resolveSiteLink). */
function siteLinkProblem(ctx: Context, link: string): SiteLinkProblem {
  if (isExternal(link)) {
    const problem = externalProblem(link);
    return problem ? { message: problem.message, rule: 'bad-external-link', severity: problem.severity } : {};
  }
  const url = resolveSiteLink(link, ctx.input.routes, ctx.base);
  const hashAt = url.search(/[?#]/);
  const pathname = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = url[hashAt] === '#' ? safeDecode(url.slice(hashAt + 1)) : undefined;
  if (!pathname) return {};
  const sitePath = stripBase(pathname, ctx.base) ?? pathname;
  const exact = /\.md$/i.test(link.split(/[?#]/)[0]!);
  const res = resolvePath(ctx, sitePath, exact);
  if (res.kind === 'file') return {};
  if (res.kind === 'missing') {
    if (looksLikeWebAddress(link)) return { message: webAddressHint(link), rule: 'bad-external-link' };
    const route = closestRoute(ctx, sitePath, exact);
    return { message: `no page at ${pathname}${route ? ` (did you mean ${withBase(route, ctx.base)}?)` : ''}` };
  }
  const page = ctx.pagesByRoute.get(res.route);
  const anchor = page && hash !== undefined ? anchorProblem(ctx, page, hash, `in ${ctx.label(page.file)}`) : undefined;
  return { route: res.route, message: anchor };
}

/** An image or file named in the config or frontmatter (logo, heroImage): must be a copied file. */
function siteFileProblem(ctx: Context, link: string): { rule: Rule; message: string; severity?: Severity } | undefined {
  if (isExternal(link)) {
    const problem = externalProblem(link);
    return problem && { rule: 'bad-external-link', ...problem };
  }
  const url = resolveSiteLink(link, new Map(), ctx.base).split(/[?#]/)[0]!;
  const sitePath = stripBase(safeDecode(url), ctx.base) ?? url;
  if (resolvePath(ctx, sitePath, false).kind === 'file') return undefined;
  const close = didYouMean(sitePath.slice(1), ctx.files());
  return { rule: 'missing-image', message: `${noFile(ctx, sitePath)}${close ? ` (did you mean /${close}?)` : ''}` };
}

function noFile(ctx: Context, sitePath: string): string {
  return `no file ${sitePath} in the docs folder${ctx.input.publicFiles.size ? ' or the public folder' : ''}`;
}

/** Navbar, sidebar and logo. Returns the routes they lead to, with the home pages: the roots for orphan detection. */
function checkConfig(ctx: Context): Set<string> {
  const { config } = ctx.input;
  const roots = new Set<string>(['/', ...Object.keys(config.locales)]);
  let positions: Map<string, Position> | undefined;
  const at = (parts: PropertyKey[]) => ({ file: ctx.configLabel, ...((positions ??= jsonPositions(ctx.input.configSource ?? '')).get(pathKey(parts)) ?? { line: 1, column: 1 }) });
  const entry = (parts: PropertyKey[], link: string, rule: Rule) => {
    const problem = siteLinkProblem(ctx, link);
    if (problem.route) roots.add(problem.route);
    if (problem.message) ctx.add(at(parts), problem.rule ?? rule, `${jsonPath(parts)}: ${link} — ${problem.message}`, link, problem.severity);
  };
  for (const [parts, link] of navLinks(config)) entry(parts, link, 'nav-link');
  for (const [parts, link] of sidebarLinks(config)) entry(parts, link, 'sidebar-link');
  if (config.logo) {
    const problem = siteFileProblem(ctx, config.logo);
    if (problem) ctx.add(at(['logo']), problem.rule, `logo: ${config.logo} — ${problem.message}`, config.logo, problem.severity);
  }
  return roots;
}

type Entry = [PropertyKey[], string];

function navLinks(config: SiteConfig): Entry[] {
  const out: Entry[] = [];
  const navbars: [PropertyKey[], SiteConfig['navbar']][] = [[['navbar'], config.navbar]];
  for (const [key, l] of Object.entries(config.locales)) if (l.navbar) navbars.push([['locales', key, 'navbar'], l.navbar]);
  for (const [at, items] of navbars) {
    items.forEach((item, i) => {
      if ('children' in item) item.children.forEach((c, j) => out.push([[...at, i, 'children', j, 'link'], c.link]));
      else out.push([[...at, i, 'link'], item.link]);
    });
  }
  return out;
}

function sidebarLinks(config: SiteConfig): Entry[] {
  const out: Entry[] = [];
  if (config.sidebar === 'auto') return out;
  for (const [key, groups] of Object.entries(config.sidebar)) {
    groups.forEach((g, i) => {
      if (g.link) out.push([['sidebar', key, i, 'link'], g.link]);
      g.children.forEach((c, j) => out.push(typeof c === 'string' ? [['sidebar', key, i, 'children', j], c] : [['sidebar', key, i, 'children', j, 'link'], c.link]));
    });
  }
  return out;
}

// ---------- orphans ----------

/** Pages no reader can reach: not from the home pages, navbar or sidebar, nor through links from reachable pages. */
function checkOrphans(ctx: Context, roots: Set<string>, edges: Map<string, Set<string>>): void {
  const reached = new Set<string>();
  const queue = [...roots].filter((r) => ctx.input.routes.has(r));
  for (const r of queue) reached.add(r);
  while (queue.length) {
    for (const next of edges.get(queue.pop()!) ?? []) {
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  for (const [route, file] of ctx.input.routes) {
    if (reached.has(route)) continue;
    ctx.add({ file: ctx.label(file), line: 1, column: 1 }, 'orphan-page', `no navbar item, sidebar item or link from a reachable page leads to ${withBase(route, ctx.base)}`);
  }
}

// ---------- external links ----------

const WEB_SCHEMES = ['http', 'https'];

/** Well-formedness of an external link (no network). Errors for links that cannot work, warnings for doubtful ones. */
export function externalProblem(raw: string): { severity: Severity; message: string } | undefined {
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(raw)?.[1]?.toLowerCase();
  if (scheme === 'mailto') return /^mailto:[^@\s]+@[^@\s]+/i.test(raw) ? undefined : { severity: 'warning', message: 'not a valid e-mail address' };
  if (scheme && !WEB_SCHEMES.includes(scheme)) {
    const close = WEB_SCHEMES.find((s) => levenshtein(scheme, s) === 1 && scheme.length > 2);
    return close ? { severity: 'error', message: `unknown scheme "${scheme}:" (did you mean "${close}:"?)` } : undefined;
  }
  const host = /^(?:https?:)?\/\/([^/?#\\]*)/i.exec(raw)?.[1];
  if (host === undefined) return { severity: 'error', message: `malformed web address: expected ${scheme ?? 'https'}://host/…` };
  if (!host) return { severity: 'error', message: 'web address without a host' };
  try {
    new URL(raw.startsWith('//') ? `https:${raw}` : raw);
  } catch {
    return { severity: 'error', message: `not a valid web address (host "${host}")` };
  }
  if (/\s/.test(raw)) return { severity: 'warning', message: 'web address contains a space; write it as %20' };
  return undefined;
}

/** `http//x`, `https:x`-less `www.x`: an external address written so that it became a path on this site. */
function looksLikeWebAddress(raw: string): boolean {
  return /^(?:https?\/\/|https?:\\|www\.)/i.test(raw);
}

function webAddressHint(raw: string): string {
  if (/^www\./i.test(raw)) return `looks like a web address without "https://", so it links to a page of this site`;
  return `looks like a web address with a typo (expected "${/^https/i.test(raw) ? 'https' : 'http'}://"), so it links to a page of this site`;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

// ---------- positions in site.config.json ----------

function pathKey(parts: readonly PropertyKey[]): string {
  return JSON.stringify(parts.map((p) => (typeof p === 'number' ? p : String(p))));
}

/** `navbar[1].children[0].link`, the form config errors use. */
function jsonPath(parts: readonly PropertyKey[]): string {
  let out = '';
  for (const p of parts) out += typeof p === 'number' ? `[${p}]` : out ? `.${String(p)}` : String(p);
  return out;
}

/** Line and column of every value in a JSON text, by path. Tolerates broken input (returns what it read). */
export function jsonPositions(text: string): Map<string, Position> {
  const out = new Map<string, Position>();
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const positionOf = (offset: number): Position => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - lineStarts[lo]! + 1 };
  };
  let i = 0;
  const skip = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const string = (): string => {
    const start = i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    return JSON.parse(text.slice(start, ++i)) as string;
  };
  const value = (parts: PropertyKey[]): void => {
    skip();
    out.set(pathKey(parts), positionOf(i));
    const c = text[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      for (let n = 0; i < text.length; n++) {
        skip();
        if (text[i] === close) break;
        if (c === '{') {
          const key = string();
          skip();
          i++; // ':'
          value([...parts, key]);
        } else value([...parts, n]);
        skip();
        if (text[i] === ',') i++;
      }
      i++;
    } else if (c === '"') string();
    else {
      const start = i;
      while (i < text.length && !/[\s,\]}]/.test(text[i]!)) i++;
      if (i === start) i++; // a stray character in broken input: always move on
    }
  };
  try {
    value([]);
  } catch {
    // Invalid JSON: positions read so far are still right.
  }
  return out;
}

// ---------- loading a site from disk ----------

export interface CheckOptions {
  root: string;
  /** Reuse pages from the content-hash page cache (the build's, or earlier checks'); default true. */
  cache?: boolean;
  onProgress?: (done: number, total: number) => void;
}

export interface CheckResult {
  findings: Finding[];
  /** Problems that stop a build too (config, frontmatter): reported like `build` reports them. */
  errors: BookdocsError[];
  pages: number;
  ms: number;
}

/** Load the site in `root` like the build does, but parse pages without highlighting, and check it. */
export async function check(opts: CheckOptions): Promise<CheckResult> {
  const started = performance.now();
  let rc: ReturnType<typeof loadConfig>;
  try {
    rc = loadConfig(opts.root);
  } catch (err) {
    if (Array.isArray(err) && err.every((e) => e instanceof BookdocsError)) return { findings: [], errors: err, pages: 0, ms: performance.now() - started };
    throw err;
  }
  const scan = scanSite(rc);
  if (!scan.pages.length) {
    const error = new BookdocsError(`no Markdown pages found in ${displayPath(rc.srcDir)}`, undefined, 'add a README.md or index.md there, or point bookdocs at the right folder');
    return { findings: [], errors: [error], pages: 0, ms: performance.now() - started };
  }
  const label = (file: string) => displayPath(path.join(rc.srcDir, file));
  const inputs = scan.pages.map((file) => ({ abs: path.join(rc.srcDir, file), file, label: label(file) }));
  const components = [...listComponents(rc.componentsDir).keys()];
  const { pages, errors } = await loadPagesCached(inputs, {
    base: rc.config.base,
    components,
    highlight: false,
    cache: opts.cache,
    onDone: (done) => opts.onProgress?.(done, inputs.length),
  });
  const publicPrefix = rc.publicDir && path.relative(rc.srcDir, rc.publicDir).split(path.sep).join('/');
  const findings = checkSite({
    config: rc.config,
    pages,
    routes: scan.routes,
    assets: new Set(scan.assets),
    publicFiles: new Set(rc.publicDir ? listFiles(rc.publicDir) : []),
    publicPrefix: publicPrefix && !publicPrefix.startsWith('..') ? `${publicPrefix}/` : undefined,
    scanErrors: scan.errors,
    label,
    configLabel: rc.configLabel,
    configSource: rc.zeroConfig ? undefined : fs.readFileSync(path.join(rc.root, 'site.config.json'), 'utf8'),
    readSource: (file) => fs.readFileSync(path.join(rc.srcDir, file), 'utf8'),
  });
  return { findings, errors, pages: scan.pages.length, ms: performance.now() - started };
}

/** Files under `dir` (posix, relative), skipping hidden ones as the build's copy does. */
function listFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.')) continue;
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listFiles(path.join(dir, e.name), r));
    else out.push(r);
  }
  return out;
}
