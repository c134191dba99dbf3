// The site's redirects, checked: an old path that is not a site path or is redirected twice, an old
// path that is a page (the page is served, not the redirect), a target with no page, and a target
// that is itself redirected (a chain, or a loop back). Config entries are placed at their value in the
// config file, `redirectFrom` entries at their line in the page's frontmatter.
import { isExternal } from '../../shared/routes.js';
import { oldRoute, redirectFromOf, siteRedirects, type Redirect } from '../model/redirects.js';
import type { At, Context } from './context.js';
import { siteLinkProblem } from './resolve.js';

/** Check every redirect; returns the site's redirects (for moved-page). */
export function checkRedirects(ctx: Context): Redirect[] {
  const { config, pages, routes } = ctx.input;
  const redirects = siteRedirects({ config, pages, routes });
  const configAt = (key: string): At => ({
    file: ctx.configLabel,
    ...(ctx.input.configPositions?.value(['redirects', key]) ?? { line: 1, column: 1 }),
  });
  const pageAt = (file: string, value?: string): At => ({
    file: ctx.label(file),
    ...locateRedirectFrom(ctx.input.readSource?.(file), value),
  });
  const where = (r: Redirect) =>
    r.origin.kind === 'config' ? configAt(r.origin.key) : pageAt(r.origin.file, r.origin.written);
  const by = (r: Redirect) =>
    r.origin.kind === 'config' ? `by ${ctx.configLabel}` : `by the redirectFrom of ${ctx.label(r.origin.file)}`;
  const taken = new Map(redirects.map((r) => [r.from, r]));
  const writtenFrom = (r: Redirect) => (r.origin.kind === 'config' ? r.origin.key : r.origin.written);

  // Entries siteRedirects left out: not a site path, or an old path taken by an earlier entry.
  const entry = (written: string, at: At, kept: (r: Redirect) => boolean) => {
    const from = oldRoute(written, config.base);
    if (from === undefined) {
      ctx.add(
        at,
        'redirect-source',
        `redirect from "${written}": not a path of this site`,
        written,
        undefined,
        'write the old path from the site\'s root, e.g. "/guide/old" or "/guide/old.html"',
      );
      return;
    }
    const first = taken.get(from)!;
    if (!kept(first))
      ctx.add(
        at,
        'redirect-source',
        `redirect from ${written}: already redirected to ${first.target} ${by(first)}`,
        written,
        undefined,
        'keep one redirect for each old path',
      );
  };
  for (const key of Object.keys(config.redirects))
    entry(key, configAt(key), (r) => r.origin.kind === 'config' && r.origin.key === key);
  for (const page of pages) {
    const { list, invalid } = redirectFromOf(page.frontmatter);
    if (invalid)
      ctx.add(
        pageAt(page.file),
        'redirect-source',
        'redirectFrom: must be an old path of this page or a list of them',
        undefined,
        undefined,
        'write "redirectFrom: /guide/old", or a YAML list of paths',
      );
    for (const written of list)
      entry(
        written,
        pageAt(page.file, written),
        (r) => r.origin.kind === 'page' && r.origin.file === page.file && r.origin.written === written,
      );
  }

  for (const r of redirects) {
    if (routes.has(r.from)) {
      const file = routes.get(r.from)!;
      ctx.add(
        where(r),
        'redirect-source',
        `redirect from ${writtenFrom(r)}: ${ctx.label(file)} is the page at that path, so the page is served and not the redirect`,
        r.from,
        undefined,
        r.origin.kind === 'page' && r.origin.file === file
          ? `remove "${r.origin.written}" from redirectFrom: it is the page's own path`
          : `remove the redirect, or move ${ctx.label(file)} away from ${r.from}`,
      );
      continue;
    }
    if (r.origin.kind === 'page' || isExternal(r.target)) {
      if (r.origin.kind === 'config') targetProblem(ctx, r, where(r));
      continue;
    }
    // A target that is itself an old path: follow the redirects from it.
    const path = [r.from];
    let next = oldRoute(r.target, config.base);
    let last = r;
    while (next !== undefined && taken.has(next) && !routes.has(next) && !path.includes(next)) {
      path.push(next);
      last = taken.get(next)!;
      next = last.origin.kind === 'config' && !isExternal(last.target) ? oldRoute(last.target, config.base) : undefined;
    }
    if (next !== undefined && path.includes(next)) {
      ctx.add(
        where(r),
        'redirect-loop',
        `redirect from ${writtenFrom(r)} loops: ${[...path, next].join(' → ')}`,
        r.target,
        undefined,
        'point one of these redirects at a page',
      );
    } else if (path.length > 1) {
      ctx.add(
        where(r),
        'redirect-chain',
        `redirect from ${writtenFrom(r)} leads to ${path[1]}, which is redirected too (${[...path, last.target].join(' → ')})`,
        r.target,
        undefined,
        `redirect straight to the end: "${r.origin.key}": "${last.target}"`,
      );
    } else targetProblem(ctx, r, where(r));
  }
  return redirects;
}

/** A config redirect's target, checked as a navbar link is: a page (and its anchor), a file, or a sound URL. */
function targetProblem(ctx: Context, r: Redirect, at: At): void {
  const problem = siteLinkProblem(ctx, r.target);
  if (!problem.message) return;
  ctx.add(
    at,
    problem.rule ?? 'redirect-target',
    `redirect from ${r.origin.kind === 'config' ? r.origin.key : r.from} to ${r.target}: ${problem.message}`,
    r.target,
    problem.severity,
    problem.hint ?? 'point the redirect at an existing page, e.g. "/guide/new" or "/guide/new.md", or a full URL',
  );
}

/** Where `redirectFrom` (or its entry `value`) is written in a page's frontmatter. */
export function locateRedirectFrom(source: string | undefined, value?: string): { line: number; column: number } {
  const lines = (source ?? '').split('\n');
  let keyLine = -1;
  for (let i = 1; i < lines.length && !/^---\s*$/.test(lines[i]!); i++) {
    const line = lines[i]!;
    if (keyLine < 0) {
      if (/^redirectFrom\s*:/.test(line)) {
        keyLine = i;
        if (value === undefined) return { line: i + 1, column: 1 };
      } else continue;
    } else if (/^\S/.test(line)) break;
    const col = value === undefined ? -1 : line.indexOf(value, i === keyLine ? line.indexOf(':') : 0);
    if (col >= 0) return { line: i + 1, column: col + 1 };
  }
  return { line: keyLine >= 0 ? keyLine + 1 : 1, column: 1 };
}
