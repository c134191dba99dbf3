// bookdocs/graphviz: ```dot and ```graphviz fenced blocks become diagrams, drawn at build time by
// Graphviz (compiled to WebAssembly: @viz-js/viz, no system binary) into inline SVG: pages ship no
// JavaScript for them. Their default black lines and text follow the site's colour mode. A block
// Graphviz cannot read is a warning at its line, and the block is shown as code.
// `"plugins": ["bookdocs/graphviz"]`; zero-config mode turns it on for a VitePress or VuePress
// config that uses a Graphviz Markdown plugin (foreign-plugins.ts).
//
// Built only on the public plugin API, like any third-party plugin.
import { fileURLToPath } from 'node:url';
import { instance } from '@viz-js/viz';
import { definePlugin } from '../../render/plugins/plugin-api.js';
import { svgText, themeSvg } from './svg-theme.js';

/** The fence languages drawn: Graphviz's own names, and `viz` (vitepress-plugin-viz). */
export const GRAPHVIZ_LANGUAGES = ['dot', 'graphviz', 'gv', 'viz'] as const;

/** A fence opening a Graphviz block, wherever it is: a quick over-approximation. */
const GRAPHVIZ_FENCE = /(?:`{3,}|~{3,})[ \t]*(?:dot|graphviz|gv|viz)(?![\w+-])/i;

/** Whether a page may hold a Graphviz block (false means it certainly does not). */
export function mayHaveGraphviz(source: string): boolean {
  return GRAPHVIZ_FENCE.test(source);
}

/** `${light|dark}` (not `$${`, which is a literal `${`). */
const COLOUR_PAIR = /(?<!\$)\$\{([^|}]*)\|([^}]*)\}/;

/** The source with each `${light|dark}` pair replaced by its first (1) or second (2) value. */
function pick(code: string, which: 1 | 2): string {
  return code.replace(new RegExp(COLOUR_PAIR.source, 'g'), (_, light: string, dark: string) =>
    which === 1 ? light : dark,
  );
}

// The same file from src/plugins/graphviz/ and from lib/plugins/graphviz/ (tsc copies no CSS).
const CSS_FILE = fileURLToPath(new URL('../../../src/plugins/graphviz/graphviz.css', import.meta.url));
const CSS_URL = 'assets/bookdocs-graphviz/graphviz.css';

export default definePlugin(async (options?: Record<string, unknown>) => {
  const given = Object.keys(options ?? {});
  if (given.length) throw new Error(`it takes no options (got ${given.map((k) => `"${k}"`).join(', ')})`);
  // Graphviz's WebAssembly, once per thread (a tenth of a second); drawing a graph is synchronous.
  const viz = await instance();
  return {
    name: 'graphviz',
    appliesTo: mayHaveGraphviz,
    assets: { [CSS_URL]: CSS_FILE },
    markdown(ctx) {
      const draw = (block: { code: string; line: number }): string | undefined => {
        // vitepress-plugin-graphviz's `${light|dark}` pairs: one drawing per colour mode, the stylesheet shows one.
        if (COLOUR_PAIR.test(block.code)) {
          const light = draw({ ...block, code: pick(block.code, 1) });
          const dark = light && draw({ ...block, code: pick(block.code, 2) });
          if (!light || !dark) return undefined;
          return `<div class="bd-graphviz bd-graphviz-modes"><div class="bd-graphviz-light">${light}</div><div class="bd-graphviz-dark">${dark}</div></div>`;
        }
        const result = viz.render(block.code.replaceAll('$${', '${'), { format: 'svg' });
        if (result.status !== 'success') {
          const errors = result.errors.filter((e) => e.level !== 'warning');
          const message = (errors.length ? errors : result.errors).map((e) => e.message.trim()).join('; ');
          // Graphviz counts lines from the block's first line of code, the one after the fence.
          const inBlock = /\bline (\d+)\b/.exec(message);
          ctx.report(`Graphviz could not draw this graph: ${message || 'unknown error'}`, {
            line: inBlock ? block.line + Number(inBlock[1]) : block.line,
            hint: 'fix the DOT source (https://graphviz.org/doc/info/lang.html); until then the block is shown as code',
          });
          return undefined;
        }
        const svg = themeSvg(result.output);
        const words = svgText(svg);
        if (words) ctx.text(words);
        ctx.stylesheet(CSS_URL);
        return `<div class="bd-graphviz">${svg}</div>`;
      };
      return { fences: Object.fromEntries(GRAPHVIZ_LANGUAGES.map((lang) => [lang, draw])) };
    },
  };
});
