// How a shard's build ends: its pages are written (against quick titles); its manifest goes beside
// them for the merge, then the swap.
import { stopsBuild } from '../build-stopping.js';
import { dirSize } from '../output/files.js';
import { shardSiteKey, type ShardPages } from '../output/shards.js';
import type { PageInput } from '../page/page-types.js';
import { pipelineResult, type BuildContext } from './build-context.js';
import { BuildFailed, type BuildResult } from './build-types.js';
import type { Shard } from '../output/shards.js';

export async function finishShard(
  ctx: BuildContext,
  shard: Shard,
  inputs: PageInput[],
  pages: ShardPages,
): Promise<BuildResult> {
  const { site, found, steps, files, staged, render } = ctx;
  found.add(...(await render.stream.finish(undefined)));
  if (found.all().some(stopsBuild)) throw new BuildFailed(found.all());
  const outDir = staged.dir;
  pages.write(outDir, shardSiteKey(site, ctx.cache.toolkit), shard, inputs, files.entries, render.carrier.renderKey);
  const bytes = dirSize(outDir);
  await files.settled();
  staged.commit();
  steps.done(`shard ${shard.index}/${shard.count}: render rest + manifest + swap`);
  return pipelineResult(ctx, { pages: inputs.length, bytes, carriedFiles: 0 });
}
