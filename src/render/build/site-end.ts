// How a whole site's build ends (a full build, or a merge of shards): checks, the pages whose quick
// titles were wrong rendered again, the search index, 404.html, the published files, SEO files, llms.txt,
// plugins' buildEnd, then the swap and what the next build needs to be incremental.
import { notFoundView, NOT_FOUND_ROUTE, routeToHtmlFile } from '../../shared/routes.js';
import { plural } from '../../shared/plural.js';
import { stopsBuild } from '../build-stopping.js';
import { checkLoadedSite } from '../check/check-site.js';
import { previousRoutes, publishedRoutes, PUBLISHED_ROUTES_PART } from '../check/previous-routes.js';
import { writeBuildRecord, type OutputFiles } from '../incremental/build-record.js';
import { writeFile } from '../incremental/file-writes.js';
import { sha } from '../incremental/hashing.js';
import { writePageSnapshot } from '../incremental/page-snapshot.js';
import { publishedAssets } from '../model/published-assets.js';
import { siteRedirects, type Redirect } from '../model/redirects.js';
import { buildSiteModel, type SiteModel } from '../model/site.js';
import { pageDocument } from '../output/page-document.js';
import { renderFailure, type RenderTarget } from '../output/render-page.js';
import { writeRedirectOutput } from '../output/redirect-output.js';
import { writeSeoFiles } from '../output/seo-files.js';
import { displayPath } from '../site/paths.js';
import { writeLlmsFiles } from '../output/llms-files.js';
import { agentsSettings } from '../agents/agents-settings.js';
import type { WrittenPage } from '../page/page-types.js';
import { builtSite, runBuildEnd } from '../plugins/build-end.js';
import { pipelineResult, type BuildContext } from './build-context.js';
import { BuildFailed, type BuildResult } from './build-types.js';
import { renderTarget } from './render-target.js';
import { finishSearch } from './search-step.js';
import { copyFiles, siteBuildKey } from './whole-build.js';
import { writeRefVersionFiles } from './ref-version-files.js';
import { writeVersionRoutesFile } from './version-routes-file.js';

/** The end of a site's build; `snapshot`: keep this build's pages for the next one (not a merge's). */
export async function finishSite(ctx: BuildContext, pages: WrittenPage[], snapshot: boolean): Promise<BuildResult> {
  const { site, found, steps, files, staged, cache } = ctx;
  const fail = () => new BuildFailed(found.all());
  // The search worker writes its last shards while this thread runs check's rules over the pages
  // (or, when no page's searched text changed, the previous index is carried over).
  const searchDone = finishSearch(site, ctx.search, files, cache.toolkit);
  searchDone.catch(() => undefined);
  // The routes the last build published (or git's renames, without a record): for moved-page.
  const previous = previousRoutes(files.previousRecord, site.rc.srcDir);
  found.add(...checkLoadedSite(site, pages, previous));
  if (found.all().some(stopsBuild)) throw fail();
  steps.done('checks');
  const redirects = siteRedirects({ config: site.rc.config, pages, routes: site.routes });
  // The docs folder's files the pages and the config refer to: the only ones published.
  const assets = publishedAssets({ base: site.rc.config.base, config: site.rc.config }, site.assets, pages);
  await finishOutput(ctx, pages, assets, searchDone, redirects);
  if (found.all().some(stopsBuild)) throw fail();
  // Plugins' last word, on the staged output: a failure leaves the previous output as it was.
  const model = () => buildSiteModel(site.rc.config, pages, ctx.render.modelOptions);
  const built = () => builtSite(site.rc.config, pages, model(), ctx.pageTexts);
  found.add(...(await runBuildEnd(site.plugins, built, files)));
  if (found.all().some(stopsBuild)) throw fail();
  // The swap.
  const bytes = files.bytes();
  await files.settled();
  staged.commit(files.keptInPlace());
  ctx.render.carrier.save();
  // Image files are in that key as copied files already (and one missing is no reason to rebuild).
  const includes = [
    ...new Set(pages.flatMap((p) => p.includes?.filter((i) => i.kind !== 'image').map((i) => i.path) ?? [])),
  ].sort();
  const published = publishedRoutes(pages, redirects, previous);
  files.setPart(PUBLISHED_ROUTES_PART, sha(JSON.stringify(published)), published);
  const wholeKey = siteBuildKey(cache.memo, site, includes, files.parts, ctx.refs);
  writeBuildRecord(
    cache.dir,
    site.rc.outDir,
    files,
    wholeKey === undefined ? undefined : { key: wholeKey, includes, assets, diagnostics: found.all() },
  );
  if (cache.dir && snapshot)
    writePageSnapshot(cache.dir, site.rc.outDir, pages, ctx.pages.cacheKeys, ctx.pages.snapshot);
  steps.done('assets + swap');
  return pipelineResult(ctx, { pages: pages.length, bytes, carriedFiles: files.carried });
}

/** Pages rendered again where a quick title was wrong, the search index's last shards, 404.html, copied files. */
async function finishOutput(
  ctx: BuildContext,
  pages: WrittenPage[],
  published: readonly string[],
  searchDone: Promise<string | undefined>,
  redirects: readonly Redirect[],
): Promise<void> {
  const { site, found, steps, render, files } = ctx;
  const { rc } = site;
  const outDir = ctx.staged.dir;
  // The provisional model knows quick titles only: pages with <DocCardList> (other pages'
  // descriptions) are compared with the final model too.
  const final = pages.some((p) => p.title !== render.quickTitles.get(p.file) || p.docCards);
  found.add(...(await render.stream.finish(final ? buildSiteModel(rc.config, pages, render.modelOptions) : undefined)));
  if (found.all().some(stopsBuild)) return;
  steps.done(
    render.stream.rerendered
      ? `render rest + ${plural(render.stream.rerendered, 'page')} again (titles)`
      : 'render rest',
  );
  const how = await searchDone;
  steps.done(how ? `search index (${how})` : 'search index');
  const [assets, server] = await Promise.all([ctx.bundles.client, ctx.bundles.server]);
  // The built-in not-found page, unless the site wrote its own (404.md, rendered with the pages).
  if (!site.routes.has(NOT_FOUND_ROUTE)) {
    // It renders the theme too: a part that throws (the site's NotFound override…) is a diagnostic.
    await writeNotFoundPage(files, renderTarget(assets, server), render.provisional).catch((err: unknown) =>
      found.add(renderFailure(err, routeToHtmlFile(NOT_FOUND_ROUTE))),
    );
  }
  copyFiles(site, published, outDir, files);
  // The versions kept in git refs, under their prefixes: swapped in with the rest.
  // ... and the route list their pages fetch to link the same page in the other versions.
  if (ctx.refs) {
    writeRefVersionFiles(files, ctx.refs);
    writeVersionRoutesFile(
      files,
      rc.config,
      pages.map((p) => p.route),
      ctx.refs,
    );
  }
  // With a `hostname`: sitemap.xml and robots.txt, unless the public folder has its own.
  for (const rel of writeSeoFiles(outDir, render.provisional, pages, render.modelOptions.git, rc.publicDir))
    files.wrote(rel, 'seo');
  // The site's redirects: a page at each old path and the host rule files (none without redirects).
  found.add(
    ...writeRedirectOutput(files, {
      config: rc.config,
      redirects,
      routes: site.routes,
      publicDir: rc.publicDir,
      label: displayPath,
    }),
  );
  // For agents: llms.txt and llms-full.txt per locale (from the copies now in the output).
  writeLlmsFiles(files, render.provisional, pages, agentsSettings(rc.config), rc.publicDir);
}

/** The built-in not-found page (404.html), carried over when nothing it is made of changed. */
async function writeNotFoundPage(files: OutputFiles, target: RenderTarget, model: SiteModel): Promise<void> {
  const view = notFoundView('/');
  const doc = pageDocument(model, view, target.assets);
  const rel = routeToHtmlFile(NOT_FOUND_ROUTE);
  const key = sha(target.key, JSON.stringify(model.site), JSON.stringify(view), JSON.stringify(doc.head));
  if (files.carry(rel, key)) return;
  files.unlinkCarried(rel);
  writeFile(files.dir, rel, doc.html(await target.renderer()));
  files.wrote(rel, key);
}
