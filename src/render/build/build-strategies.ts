// The three kinds of build, chosen once: where each takes its pages from, what it calls the step, and
// how it ends. A full build parses the site's pages (offering the previous build's snapshot) and ends
// as a site; a shard parses its share and ends with a manifest; a merge takes the shards' pages and
// ends as a site, keeping no snapshot (its pages were parsed elsewhere).
import { readPageSnapshot } from '../incremental/page-snapshot.js';
import { shardInputs, ShardPages } from '../output/shards.js';
import type { WrittenPage } from '../page/page-types.js';
import type { BuildContext } from './build-context.js';
import type { BuildKind, BuildResult } from './build-types.js';
import { fromShards, parsePages, type PageSource } from './page-step.js';
import { finishShard } from './shard-end.js';
import { finishSite } from './site-end.js';

export interface BuildStrategy {
  pages: PageSource;
  /** The page step's name in the build's steps. */
  pagesStep: string;
  end(ctx: BuildContext, pages: WrittenPage[]): Promise<BuildResult>;
}

export function strategyFor(kind: BuildKind): BuildStrategy {
  switch (kind.kind) {
    case 'full':
      return {
        pages: (ctx, onPage) => {
          const { cache, files, site } = ctx;
          // The previous build's pages: unchanged ones without reading their page-cache files. (Only
          // into that build's output: into an empty folder every page is rendered, so read whole.)
          const snapshot = cache.dir && files.previousRecord ? readPageSnapshot(cache.dir, site.rc.outDir) : undefined;
          return parsePages(ctx, site.inputs, snapshot, onPage);
        },
        pagesStep: 'pages (parse, highlight, render, write)',
        end: (ctx, pages) => finishSite(ctx, pages, true),
      };
    case 'shard': {
      const manifest = new ShardPages();
      let inputs: ReturnType<typeof shardInputs> = [];
      return {
        pages: (ctx, onPage) => {
          inputs = shardInputs(ctx.site.inputs, kind.shard);
          return parsePages(ctx, inputs, undefined, (page, key) => {
            // Into the manifest whole (with its text): the merge indexes it.
            manifest.add(page);
            onPage(page, key);
          });
        },
        pagesStep: 'pages (parse, highlight, render, write)',
        end: (ctx) => finishShard(ctx, kind.shard, inputs, manifest),
      };
    }
    case 'merge':
      return {
        pages: (ctx, onPage) => Promise.resolve(fromShards(ctx.site, kind.merge.pages, onPage)),
        pagesStep: 'pages (from the shards: render what differs)',
        end: (ctx, pages) => finishSite(ctx, pages, false),
      };
  }
}
