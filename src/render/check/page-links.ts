// Links and images written in pages: broken page links and anchors, missing images and files, links
// out of the docs folder, malformed web addresses; and a home page's hero actions, images and footer.
import { isExternal, siteFileOf, withBase } from '../../shared/routes.js';
import type { LinkRef } from '../markdown/index.js';
import { htmlUrls } from '../markdown/raw-html.js';
import { homeLink } from '../model/site-links.js';
import type { WrittenPage } from '../page/page-types.js';
import type { At, CheckRule, Context, Position } from './context.js';
import { externalProblem, looksLikeWebAddress, webAddressHint } from './external.js';
import {
  anchorProblem,
  closestRoute,
  linkSitePath,
  noFile,
  relativeTo,
  resolvePath,
  siteFileProblem,
  siteLinkProblem,
  unsafeUrlProblem,
} from './resolve.js';

/** Check every link and image of one page; returns the routes of the pages it links to. */
export function checkPage(ctx: Context, page: WrittenPage): Set<string> {
  const out = new Set<string>();
  const file = ctx.label(page.file);
  for (const ref of page.links) {
    const route = checkRef(ctx, page, file, ref, false);
    if (route && route !== page.route) out.add(route);
  }
  for (const ref of page.images) checkRef(ctx, page, file, ref, true);
  if (page.home) checkHome(ctx, page, file, out);
  checkNeighbours(ctx, page, file);
  return out;
}

/** Frontmatter `prev` / `next` links that would run code: the site model leaves them out. */
function checkNeighbours(ctx: Context, page: WrittenPage, file: string): void {
  for (const key of ['prev', 'next'] as const) {
    const own = page.frontmatter[key];
    const link = own && typeof own === 'object' ? (own as Record<string, unknown>).link : undefined;
    const problem = typeof link === 'string' ? unsafeUrlProblem(link, 'link') : undefined;
    if (problem)
      ctx.add(
        { file, ...locateInFrontmatter(ctx.input.readSource?.(page.file), 'link', link as string) },
        problem.rule,
        `${key}: ${link as string} — ${problem.message}`,
        link as string,
        problem.severity,
        problem.hint,
      );
  }
}

/** `file`: the page's file as findings name it. */
function checkRef(ctx: Context, page: WrittenPage, file: string, ref: LinkRef, image: boolean): string | undefined {
  const at = { file, line: ref.line, column: ref.column };
  if (ref.external) {
    const problem = externalProblem(ref.raw);
    if (problem) ctx.add(at, 'bad-external-link', `${ref.raw} — ${problem.message}`, ref.raw, problem.severity);
    return undefined;
  }
  if (ref.escapes) {
    ctx.add(
      at,
      'link-outside-docs',
      `${ref.raw} — climbs out of the docs folder, so it is not part of the site`,
      ref.raw,
    );
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
    if (looksLikeWebAddress(ref.raw))
      ctx.add(at, 'bad-external-link', `${ref.raw} — ${webAddressHint(ref.raw)}`, ref.raw);
    else if (!ref.isPage && /\.(?!html?$)[a-z][a-z\d]*$/i.test(sitePath))
      reportMissingFile(ctx, at, page, ref, sitePath, 'missing-asset');
    else ctx.add(at, 'broken-link', `${ref.raw} — ${missingPageMessage(ctx, page, ref, res.path)}`, ref.raw);
    return undefined;
  }
  const target = ctx.pagesByRoute.get(res.route);
  const problem =
    target && ref.hash !== undefined ? anchorProblem(ctx, target, ref.hash, `in ${ctx.label(target.file)}`) : undefined;
  if (problem) ctx.add(at, 'broken-anchor', `${ref.raw} — ${problem}`, ref.raw);
  return res.route;
}

function missingPageMessage(ctx: Context, page: WrittenPage, ref: LinkRef, sitePath: string): string {
  const what = ref.isPage
    ? `no page ${ctx.label(siteFileOf(ref.target ?? '', ctx.base))}`
    : `no page at ${withBase(sitePath, ctx.base)}`;
  const route = closestRoute(ctx, sitePath, ref.isPage, page.route);
  if (!route) return what;
  const file = ctx.input.routes.get(route)!;
  let suggestion = withBase(route, ctx.base);
  if (ref.isPage) suggestion = ref.raw.startsWith('/') ? withBase(`/${file}`, ctx.base) : relativeTo(page.file, file);
  else if (!/\.html?$|\/$/.test(sitePath)) suggestion = suggestion.replace(/\.html$/, '');
  return `${what} (did you mean ${suggestion}?)`;
}

function reportMissingFile(
  ctx: Context,
  at: At,
  page: WrittenPage,
  ref: LinkRef,
  sitePath: string,
  rule: CheckRule,
): void {
  const rel = sitePath.slice(1);
  let message = `${ref.raw} — ${noFile(ctx, sitePath)}`;
  const prefix = ctx.input.publicPrefix;
  if (prefix && rel.startsWith(prefix) && ctx.input.publicFiles.has(rel.slice(prefix.length))) {
    message += ` (files of the public folder are served from the site root: /${rel.slice(prefix.length)})`;
  } else {
    const close = ctx.fileNames().closest(rel);
    if (close) {
      const inPublic = !ctx.input.assets.has(close);
      const suggestion = inPublic || ref.raw.startsWith('/') ? `/${close}` : relativeTo(page.file, close);
      message += ` (did you mean ${suggestion}?)`;
    }
  }
  ctx.add(at, rule, message, ref.raw);
}

/** Hero actions and images of a home page, written in its frontmatter like config links. */
function checkHome(ctx: Context, page: WrittenPage, file: string, out: Set<string>): void {
  const home = page.home!;
  let source: string | undefined;
  const locate = (key: string, value: string) => ({
    file,
    ...locateInFrontmatter((source ??= ctx.input.readSource?.(page.file)), key, value),
  });
  const links: [string, string][] = [
    ...home.actions.map((a): [string, string] => ['actions', a.link]),
    ...home.features.flatMap((f): [string, string][] => (f.link ? [['features', f.link]] : [])),
  ];
  for (const [where, link] of links) {
    // A relative link is relative to the home page (as the site shows it: model/site.ts).
    const problem = siteLinkProblem(ctx, homeLink(link, page.route));
    if (problem.route && problem.route !== page.route) out.add(problem.route);
    if (problem.message)
      ctx.add(
        locate('link', link),
        problem.rule ?? 'broken-link',
        `${where}: ${link} — ${problem.message}`,
        link,
        problem.severity,
        problem.hint,
      );
  }
  for (const [key, image] of [
    ['heroImage', home.heroImage],
    ['heroImageDark', home.heroImageDark],
  ] as const) {
    if (!image) continue;
    const problem = siteFileProblem(ctx, image);
    if (problem)
      ctx.add(
        locate(key, image),
        problem.rule,
        `${key}: ${image} — ${problem.message}`,
        image,
        problem.severity,
        problem.hint,
      );
  }
  for (const f of home.features) {
    const problem = f.icon && f.iconIsImage ? unsafeUrlProblem(f.icon, 'image') : undefined;
    if (problem)
      ctx.add(
        locate('src', f.icon!),
        problem.rule,
        `features: ${f.icon} — ${problem.message}`,
        f.icon,
        problem.severity,
        problem.hint,
      );
  }
  // The footer is the author's HTML: its links and images are site URLs as written.
  for (const { kind, url } of htmlUrls(home.footer ?? '')) {
    if (!url || url.startsWith('#') || /^(mailto|tel|javascript|data):/i.test(url)) continue;
    if (kind === 'link') {
      const problem = siteLinkProblem(ctx, url);
      if (problem.route && problem.route !== page.route) out.add(problem.route);
      if (problem.message)
        ctx.add(
          locate('footer', url),
          problem.rule ?? 'broken-link',
          `footer: ${url} — ${problem.message}`,
          url,
          problem.severity,
        );
    } else if (!isExternal(url)) {
      const problem = siteFileProblem(ctx, url);
      if (problem)
        ctx.add(locate('footer', url), problem.rule, `footer: ${url} — ${problem.message}`, url, problem.severity);
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
