// bookdocs/mermaid: ```mermaid fenced blocks become diagrams, drawn in the browser by Mermaid.
// `"plugins": ["bookdocs/mermaid"]`. At build time a block becomes an island of the plugin's
// <Mermaid> component, rendered (as its readable source) into the page's HTML; in the browser the
// component loads Mermaid from a lazy chunk and draws the diagram in the site's colour mode. Pages
// without a diagram load none of it.
//
// Built only on the public plugin API, like any third-party plugin.
import { fileURLToPath } from 'node:url';
import { definePlugin } from '../../render/plugins/plugin-api.js';

/**
 * The browser component, from the toolkit's src/ (esbuild bundles it into the site). This file is
 * src/plugins/mermaid/index.ts or lib/plugins/mermaid/index.js: the toolkit root is three levels up.
 */
const COMPONENT_FILE = fileURLToPath(new URL('../../../src/plugins/mermaid/client/Mermaid.tsx', import.meta.url));

/** A fence opening a mermaid block, wherever it is (in a list, a quote, a container): a quick over-approximation. */
const MERMAID_FENCE = /(?:`{3,}|~{3,})[ \t]*mermaid(?![\w-])/i;

/** Whether a page may hold a mermaid block (false means it certainly does not). */
export function mayHaveMermaid(source: string): boolean {
  return MERMAID_FENCE.test(source);
}

export default definePlugin((options?: Record<string, unknown>) => {
  const given = Object.keys(options ?? {});
  if (given.length) throw new Error(`it takes no options (got ${given.map((k) => `"${k}"`).join(', ')})`);
  return {
    name: 'mermaid',
    appliesTo: mayHaveMermaid,
    components: { Mermaid: COMPONENT_FILE },
    markdown: (ctx) => ({
      // The diagram's source is not given to search (ctx.text): it is Mermaid syntax (`A-->B`,
      // `participant`, `classDef`…), noise among the page's words; its labels cannot be told from that
      // syntax without Mermaid's own parsers, which are browser code.
      fences: { mermaid: (block) => ctx.component('Mermaid', { code: block.code }) },
    }),
  };
});
