// A VitePress theme's look in zero-config mode: the stylesheets its entry imports, and the stylesheet
// carrying its --vp-* variables onto the theme's.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeTree } from '../../../helpers/fixtures.js';
import { vitePressThemeStyles, vitePressVariablesCss } from '../../../../src/render/site/vitepress-theme.js';
import { TOOLKIT_ROOT } from '../../../../src/render/toolkit.js';

describe("a VitePress theme's stylesheets", () => {
  it("lists the entry's own relative CSS imports inside the site, in order; the others with a warning", async () => {
    const root = writeTree({
      'docs/.vitepress/theme/index.mts': [
        "import DefaultTheme from 'vitepress/theme'",
        "import 'some-package/style.css'",
        "import './vars.css'",
        "import Comp from './Comp.vue'",
        "import '../../../outside.css'",
        "import './custom.css'",
        "import './missing.css'",
        'export default { extends: DefaultTheme }',
      ].join('\n'),
      'docs/.vitepress/theme/vars.css': ':root { --vp-c-brand-1: red }\n',
      'docs/.vitepress/theme/custom.css': 'a { color: var(--vp-c-brand-1) }\n',
      'outside.css': 'body { color: red }\n',
    });
    const docs = path.join(root, 'docs');
    const { styles, diagnostics } = await vitePressThemeStyles(path.join(docs, '.vitepress'), docs);
    expect(styles).toEqual({
      root: docs,
      files: [path.join(docs, '.vitepress/theme/vars.css'), path.join(docs, '.vitepress/theme/custom.css')],
    });
    expect(diagnostics.map((d) => `${d.rule} ${d.message.split(' (')[0]}`)).toEqual([
      'vitepress-config VitePress theme: some-package/style.css is not used',
      'vitepress-config VitePress theme: ../../../outside.css is not used',
      'vitepress-config VitePress theme: ./missing.css does not exist',
    ]);
  });

  it('leaves out stylesheets that reach outside the site, so they cannot stop a build; fonts and images inside it are kept', async () => {
    const entry = "import DefaultTheme from 'vitepress/theme'\nimport './custom.css'\nexport default DefaultTheme\n";
    const packaged = writeTree({
      'docs/.vitepress/theme/index.ts': entry,
      // As VoidZero's sites: a stylesheet inside the site that @imports a package's, whose url()s are fonts.
      'docs/.vitepress/theme/custom.css':
        "@import '../../../node_modules/theme-pkg/tokens.css';\n@import 'tailwindcss';\n",
      'node_modules/theme-pkg/tokens.css': '@font-face { font-family: X; src: url(./x.woff2) }\n',
      'node_modules/theme-pkg/x.woff2': 'font',
    });
    const docs = path.join(packaged, 'docs');
    const out = await vitePressThemeStyles(path.join(docs, '.vitepress'), docs);
    expect(out.styles).toBeUndefined();
    expect(out.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        rule: 'vitepress-config',
        message: expect.stringMatching(
          /its stylesheets are not used \(.*custom\.css:1: .*tokens\.css is outside the site\)/,
        ),
      }),
    ]);
    const own = writeTree({
      'docs/.vitepress/theme/index.ts': entry,
      'docs/.vitepress/theme/custom.css':
        "@import './fonts.css';\n.hero { background: url(./bg.jpg) } .logo { background: url(/logo.svg) }\n",
      'docs/.vitepress/theme/fonts.css': '@font-face { font-family: X; src: url(./x.woff2) }\n',
      'docs/.vitepress/theme/bg.jpg': 'jpg',
      'docs/.vitepress/theme/x.woff2': 'font',
    });
    const ownDocs = path.join(own, 'docs');
    const kept = await vitePressThemeStyles(path.join(ownDocs, '.vitepress'), ownDocs);
    expect(kept.diagnostics).toEqual([]);
    expect(kept.styles?.files).toEqual([path.join(ownDocs, '.vitepress/theme/custom.css')]);
  });

  it('finds nothing without a theme entry', async () => {
    const root = writeTree({ 'docs/.vitepress/config.mts': 'export default {}\n' });
    expect(await vitePressThemeStyles(path.join(root, 'docs/.vitepress'), path.join(root, 'docs'))).toEqual({
      diagnostics: [],
    });
  });

  it("sets the theme's variables from VitePress's, its own values the fallbacks, in light and dark mode", () => {
    const css = vitePressVariablesCss(
      fs.readFileSync(path.join(TOOLKIT_ROOT, 'src/client/theme/styles/variables.css'), 'utf8'),
    );
    expect(css).toContain(':root {\n  --bd-c-brand: var(--vp-c-brand-1, var(--vp-c-brand, #b34d00));');
    expect(css).toContain('html.dark {\n  --bd-c-brand: var(--vp-c-brand-1, var(--vp-c-brand, #ff9e40));');
    expect(css).toMatch(/--bd-font-family: var\(--vp-font-family-base, -apple-system,[^;]+\);/);
    expect(css).toContain('--bd-c-text: var(--vp-c-text-1, #213547);');
  });
});
