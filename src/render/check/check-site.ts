// The rules of `bookdocs check` over a loaded site: pure (every input an argument), no rendering.
// `check` runs them, and so do `build` and `dev`, so all three report the same problems.
import path from 'node:path';
import { sortDiagnostics, type Diagnostic } from '../diagnostics.js';
import type { SiteInputs } from '../load.js';
import type { WrittenPage } from '../page/page-types.js';
import { configPositionsOf } from '../site/config.js';
import { checkConfig } from './config-links.js';
import { createContext, type CheckInput } from './context.js';
import { checkOrphans } from './orphans.js';
import { checkPage } from './page-links.js';
import { checkMovedPages } from './moved-pages.js';
import { checkRedirects } from './redirects.js';
import type { PreviousRoutes } from './context.js';
import { readMarkdownSource } from '../page/markdown-source.js';

export { CHECK_RULES, type CheckInput, type CheckRule } from './context.js';

export function checkSite(input: CheckInput): Diagnostic[] {
  const steps = checkSteps(input);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** The same, giving the event loop a turn every few hundred pages (the dev server checks while it serves). */
export async function checkSiteInSlices(input: CheckInput): Promise<Diagnostic[]> {
  const steps = checkSteps(input);
  let step = steps.next();
  while (!step.done) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    step = steps.next();
  }
  return step.value;
}

const PAGES_PER_SLICE = 250;

/** Every rule in turn; yields between slices of pages. */
function* checkSteps(input: CheckInput): Generator<void, Diagnostic[]> {
  const ctx = createContext(input);
  const edges = new Map<string, Set<string>>();
  for (const [i, page] of input.pages.entries()) {
    edges.set(page.route, checkPage(ctx, page));
    if (i % PAGES_PER_SLICE === PAGES_PER_SLICE - 1) yield;
  }
  const roots = checkConfig(ctx);
  checkMovedPages(ctx, checkRedirects(ctx));
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
  return sortDiagnostics(ctx.findings);
}

/** The rules over a site as `loadSite` found it and its parsed pages. */
export function checkLoadedSite(
  site: SiteInputs,
  pages: readonly WrittenPage[],
  previous?: PreviousRoutes,
): Diagnostic[] {
  return checkSite(checkInputOf(site, pages, previous));
}

/** What the rules need of a loaded site and its pages. */
export function checkInputOf(site: SiteInputs, pages: readonly WrittenPage[], previous?: PreviousRoutes): CheckInput {
  const { rc } = site;
  const publicPrefix = rc.publicDir && path.relative(rc.srcDir, rc.publicDir).split(path.sep).join('/');
  return {
    config: rc.config,
    pages,
    routes: site.routes,
    assets: new Set(site.assets),
    publicFiles: new Set(site.publicFiles),
    publicPrefix: publicPrefix && !publicPrefix.startsWith('..') ? `${publicPrefix}/` : undefined,
    label: site.label,
    configLabel: rc.configLabel,
    configPositions: configPositionsOf(rc),
    ...(previous && { previous }),
    readSource: (file) => {
      try {
        return readMarkdownSource(site.sourceOf(file));
      } catch {
        return undefined;
      }
    },
  };
}
