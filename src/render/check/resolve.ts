// How a link written in a page, the config or frontmatter resolves against the output: a page (and
// its anchors), a copied file, or nothing, with the closest thing that exists for "did you mean".
import path from 'node:path';
import { isExternal, NOT_FOUND_ROUTE, routeCandidates, stripBase, withBase } from '../../shared/routes.js';
import type { Severity } from '../diagnostics.js';
import type { LinkRef } from '../markdown/index.js';
import { resolveSiteLink } from '../model/site-links.js';
import type { WrittenPage } from '../page/page-types.js';
import { unsafeScheme, type UrlUse } from '../unsafe-url.js';
import type { CheckRule, Context } from './context.js';
import { externalProblem, looksLikeWebAddress, webAddressHint } from './external.js';

/** A link resolved against the output: a page (by route), a copied file, or nothing. */
export type Resolution = { kind: 'page'; route: string } | { kind: 'file' } | { kind: 'missing'; path: string };

/** Files the build writes besides pages and copied files. */
const BUILT_IN = new Set([NOT_FOUND_ROUTE]);

/** What an absolute site path (base stripped, decoded) names in the output. `exact`: only that route. */
export function resolvePath(ctx: Context, sitePath: string, exact: boolean): Resolution {
  const { routes, assets, publicFiles } = ctx.input;
  if (exact) return routes.has(sitePath) ? { kind: 'page', route: sitePath } : { kind: 'missing', path: sitePath };
  const rel = sitePath.slice(1);
  if (rel && !sitePath.endsWith('/') && (assets.has(rel) || publicFiles.has(rel) || BUILT_IN.has(sitePath)))
    return { kind: 'file' };
  const route = routeCandidates(sitePath).find((r) => routes.has(r));
  return route ? { kind: 'page', route } : { kind: 'missing', path: sitePath };
}

/** The site path a link written in Markdown points to, exactly as its rewritten URL does (base stripped). */
export function linkSitePath(ctx: Context, ref: LinkRef): string {
  const target = ref.target ?? '';
  const pathPart = ref.raw.split(/[?#]/)[0] ?? '';
  const p = ref.isPage ? ctx.routeOfFile(target) : `/${target}${pathPart.endsWith('/') && target ? '/' : ''}`;
  return stripBase(withBase(p, ctx.base), ctx.base) ?? p;
}

/** "no heading" message for `hash` on `page`, or undefined when the id exists. */
export function anchorProblem(ctx: Context, page: WrittenPage, hash: string, where: string): string | undefined {
  // `#:~:text=…` is a text fragment (the browser scrolls to the words), not an element id.
  if (!hash || hash.toLowerCase() === 'top' || hash.startsWith(':~:') || ctx.ids(page).has(hash)) return undefined;
  const suggestion = ctx.idNames(page).closest(hash);
  return `no heading "${hash}" ${where}${suggestion ? ` (did you mean "#${suggestion}"?)` : ''}`;
}

// ---------- pages ----------

/**
 * The route closest to a missing one, for "did you mean" (never `self`): a page of the same folder with a
 * similar name, else any route at most two edits away (a typo in a folder name).
 */
export function closestRoute(ctx: Context, sitePath: string, exact: boolean, self?: string): string | undefined {
  const probe = exact ? sitePath : routeCandidates(sitePath)[0]!;
  const dir = probe.slice(0, probe.lastIndexOf('/', probe.length - 2) + 1);
  const name = ctx
    .pagesIn(dir)
    .closest(probe.slice(dir.length), self?.startsWith(dir) ? self.slice(dir.length) : undefined);
  if (name) return dir + name;
  return ctx.routeNames().closest(probe, self);
}

export function relativeTo(fromFile: string, toFile: string): string {
  const rel = path.posix.relative(path.posix.dirname(fromFile), toFile);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

export interface SiteLinkProblem {
  route?: string;
  message?: string;
  rule?: CheckRule;
  severity?: Severity;
  hint?: string;
}

/** A link or image that would run code: the site model leaves it out (safeSiteLink), and says so here. */
export function unsafeUrlProblem(
  link: string,
  use: UrlUse,
): Required<Pick<SiteLinkProblem, 'message' | 'rule' | 'severity' | 'hint'>> | undefined {
  const scheme = unsafeScheme(link, use);
  if (!scheme) return undefined;
  return {
    rule: 'unsafe-url',
    severity: 'warning',
    message: `a ${scheme}: ${use === 'image' ? 'image' : 'link'} is left out of the site: following it would run code`,
    hint: `link to a page or to an http(s) address${use === 'image' ? '; an image may be a file or a data:image/… URL' : ''}`,
  };
}

/** A navbar/sidebar/hero link, resolved the way the site model resolves it (resolveSiteLink). */
export function siteLinkProblem(ctx: Context, link: string): SiteLinkProblem {
  const unsafe = unsafeUrlProblem(link, 'link');
  if (unsafe) return unsafe;
  if (isExternal(link)) {
    const problem = externalProblem(link);
    return problem ? { message: problem.message, rule: 'bad-external-link', severity: problem.severity } : {};
  }
  const url = resolveSiteLink(link, ctx.input.routes, ctx.base);
  const hashAt = url.search(/[?#]/);
  const pathname = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = url[hashAt] === '#' ? safeDecode(url.slice(hashAt + 1)) : undefined;
  if (!pathname) return {};
  // The URL is percent-encoded (as every link of the site); routes and messages are not.
  const decodedPath = safeDecode(pathname);
  const sitePath = stripBase(decodedPath, ctx.base) ?? decodedPath;
  const exact = /\.md$/i.test(link.split(/[?#]/)[0]!);
  const res = resolvePath(ctx, sitePath, exact);
  if (res.kind === 'file') return {};
  if (res.kind === 'missing') {
    if (looksLikeWebAddress(link)) return { message: webAddressHint(link), rule: 'bad-external-link' };
    const route = closestRoute(ctx, sitePath, exact);
    return { message: `no page at ${decodedPath}${route ? ` (did you mean ${withBase(route, ctx.base)}?)` : ''}` };
  }
  const page = ctx.pagesByRoute.get(res.route);
  const anchor = page && hash !== undefined ? anchorProblem(ctx, page, hash, `in ${ctx.label(page.file)}`) : undefined;
  return { route: res.route, message: anchor };
}

/** An image or file named in the config or frontmatter (logo, heroImage): must be a copied file. */
export function siteFileProblem(
  ctx: Context,
  link: string,
): { rule: CheckRule; message: string; severity?: Severity; hint?: string } | undefined {
  const unsafe = unsafeUrlProblem(link, 'image');
  if (unsafe) return unsafe;
  if (isExternal(link)) {
    const problem = externalProblem(link);
    return problem && { rule: 'bad-external-link', ...problem };
  }
  const url = resolveSiteLink(link, new Map(), ctx.base).split(/[?#]/)[0]!;
  const sitePath = stripBase(safeDecode(url), ctx.base) ?? url;
  if (resolvePath(ctx, sitePath, false).kind === 'file') return undefined;
  const close = ctx.fileNames().closest(sitePath.slice(1));
  return { rule: 'missing-image', message: `${noFile(ctx, sitePath)}${close ? ` (did you mean /${close}?)` : ''}` };
}

export function noFile(ctx: Context, sitePath: string): string {
  return `no file ${sitePath} in the docs folder${ctx.input.publicFiles.size ? ' or the public folder' : ''}`;
}

export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
