// The build after the load step (see build.ts): what runs beside the pages is started, the pages come
// and are rendered as they come, and the build ends as its kind says (build-strategies.ts). Loaded
// only when there is something to make: an unchanged build needs none of it.
import { startBuild, type BuildContext, type BuildStart } from './build-context.js';
import { strategyFor } from './build-strategies.js';
import type { BuildResult } from './build-types.js';
import { renderPages } from './page-step.js';

/** Steps 2–5. On failure nothing is left writing into the staged folder (the caller discards it). */
export async function runPipeline(start: BuildStart): Promise<BuildResult> {
  const strategy = strategyFor(start.kind);
  let ctx: BuildContext | undefined;
  try {
    // 2. Bundles (esbuild, its own process) and the search index (a worker) start beside the pages.
    ctx = startBuild(start);
    // 3. Pages: parsed by the workers, highlighted, rendered and written as they come.
    const pages = await renderPages(ctx, strategy.pages);
    start.steps.done(strategy.pagesStep);
    // 4–5. The end: checks, the rest of the output, the swap.
    return await strategy.end(ctx, pages);
  } catch (err) {
    // Nothing may still be writing into the staged folder when it is deleted.
    await ctx?.render.stream.abort();
    await ctx?.search?.task.cancel();
    throw err;
  } finally {
    ctx?.pageTexts?.close();
    // Without a cache, the SSR bundle lives in a temporary folder until every renderer is done with it.
    void ctx?.bundles.server.then(
      (s) => s.dispose(),
      () => undefined,
    );
  }
}
