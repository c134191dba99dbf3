// What renders the pages: the SSR module and the client assets, with a key of both (a page rendered by
// the same target from the same data is carried over).
import { sha } from '../incremental/hashing.js';
import type { ClientAssets } from '../output/bundle.js';
import type { ServerBundleHandle } from '../output/bundle-reuse.js';
import type { RenderTarget } from '../output/render-page.js';

/** The SSR module (imported on first use) and the client assets, with their key. */
export function renderTarget(assets: ClientAssets, server: ServerBundleHandle): RenderTarget {
  return {
    renderer: server.renderer,
    assets,
    key: sha(
      server.code,
      JSON.stringify({
        ...assets,
        componentChunks: [...assets.componentChunks],
        componentCss: [...assets.componentCss],
      }),
    ),
  };
}
