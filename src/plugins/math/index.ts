// `bookdocs/math`: TeX formulas, `$…$` in text and `$$…$$` blocks, rendered with KaTeX at build
// time: pages ship HTML and KaTeX's stylesheet and fonts, never its JavaScript. Enabled by
// `"plugins": ["bookdocs/math"]`, or `[["bookdocs/math", { "macros": { … } }]]` with options.
// Built only on the public plugin API.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import katex from 'katex';
import { definePlugin } from '../../render/plugins/plugin-api.js';
import { mathHtml } from './math-html.js';
import { resolveMathOptions, type MathOptions } from './options.js';
import { mathSyntax } from './syntax.js';

export type { MathOptions } from './options.js';

const katexDist = path.join(path.dirname(createRequire(import.meta.url).resolve('katex/package.json')), 'dist');
// The same file from src/plugins/math/ and from lib/plugins/math/ (tsc copies no CSS).
const ownCss = fileURLToPath(new URL('../../../src/plugins/math/math.css', import.meta.url));

/** Where KaTeX's stylesheet and fonts are served: versioned, so a new KaTeX is never mixed with an old stylesheet. */
export const KATEX_URL = `assets/katex-${katex.version}`;
const OWN_CSS_URL = 'assets/bookdocs-math/math.css';

export default definePlugin((options: MathOptions | undefined) => {
  const resolved = resolveMathOptions(options);
  const syntax = mathSyntax(resolved);
  return {
    name: 'math',
    // Every formula has a `$`: other pages are parsed without the plugin and keep their cache.
    appliesTo: (source) => source.includes('$'),
    // Only what the stylesheet loads (it refers to fonts/…), not all of KaTeX's dist folder.
    assets: {
      [`${KATEX_URL}/katex.min.css`]: path.join(katexDist, 'katex.min.css'),
      [`${KATEX_URL}/fonts`]: path.join(katexDist, 'fonts'),
      [OWN_CSS_URL]: ownCss,
    },
    markdown(ctx) {
      const html = mathHtml(resolved, {
        report: ctx.report,
        text: ctx.text,
        // Pages whose `$` are all prices or code get no stylesheet.
        onFirstFormula() {
          ctx.stylesheet(`${KATEX_URL}/katex.min.css`);
          ctx.stylesheet(OWN_CSS_URL);
        },
      });
      return { syntax: [syntax], html: [html] };
    },
  };
});
