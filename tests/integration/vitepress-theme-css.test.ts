// A VitePress theme's stylesheets in the build: fonts and images they use inside the site are inlined; stylesheets that reach outside the site are left out with a warning,
// and the build goes on (they once stopped it: a theme importing a package's CSS).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { writeTree } from '../helpers/fixtures.js';

const ENTRY = "import DefaultTheme from 'vitepress/theme'\nimport './custom.css'\nexport default DefaultTheme\n";

const cssOf = (root: string): string => {
  const assets = path.join(root, 'dist', 'assets');
  return fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.css'))
    .map((f) => fs.readFileSync(path.join(assets, f), 'utf8'))
    .join('\n');
};

describe("a VitePress theme's stylesheets in the build", () => {
  it('inlines the images and fonts they use inside the site', async () => {
    const root = writeTree({
      'docs/index.md': '# Home\n',
      'docs/.vitepress/config.mts': "export default { title: 'T' }\n",
      'docs/.vitepress/theme/index.ts': ENTRY,
      'docs/.vitepress/theme/custom.css':
        ".hero-bg { background: url(./bg.png) }\n@font-face { font-family: Brand; src: url(./brand.woff2) format('woff2') }\n",
      'docs/.vitepress/theme/bg.png': 'png',
      'docs/.vitepress/theme/brand.woff2': 'woff2',
    });
    const r = await build({ root, cache: false });
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const css = cssOf(root);
    expect(css).toMatch(/\.hero-bg\s*\{\s*background:\s*url\("?data:image\/png[;,]/);
    expect(css).toMatch(/src:\s*url\("?data:font\/woff2[;,]/);
  });

  it("leaves out stylesheets that import a package's, and builds the site with a warning", async () => {
    const root = writeTree({
      'docs/index.md': '# Home\n',
      'docs/.vitepress/config.mts': "export default { title: 'T' }\n",
      'docs/.vitepress/theme/index.ts': ENTRY,
      'docs/.vitepress/theme/custom.css': "@import '../../../node_modules/pkg/base.css';\n.mine { color: red }\n",
      'node_modules/pkg/base.css': '.x { background: url(./a.jpg) }\n',
      'node_modules/pkg/a.jpg': 'jpg',
    });
    const r = await build({ root, cache: false });
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({ rule: 'vitepress-config', message: expect.stringContaining('is outside the site') }),
    );
    expect(fs.existsSync(path.join(root, 'dist', 'index.html'))).toBe(true);
    expect(cssOf(root)).not.toContain('.mine');
  });
});
