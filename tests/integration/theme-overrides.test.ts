// A site's theme folder in a build: a Footer override wrapping the default, two slots, custom.css;
// incremental builds that see a theme file added or removed; a throwing override as a diagnostic.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, BuildFailed } from '../../src/render/build/build.js';
import { copyFixture, read } from '../helpers/fixtures.js';

/** The text between two markers of an HTML file (the markers included). */
const between = (html: string, from: string, to: string) => {
  const start = html.indexOf(from);
  return start < 0 ? '' : html.slice(start, html.indexOf(to, start) + to.length);
};
const stylesheet = (dir: string, html: string) =>
  read(dir, /<link rel="stylesheet" href="\/(assets\/main\.[A-Z0-9_-]+\.css)"/.exec(html)![1]!);

describe('a site with a theme folder', () => {
  let root: string;
  const out = () => path.join(root, 'dist');
  const theme = (rel: string) => path.join(root, 'theme', rel);
  const saved = { ...process.env };

  beforeAll(async () => {
    root = copyFixture('theme-site');
    process.env.BOOKDOCS_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-theme-cache-'));
    delete process.env.BOOKDOCS_CACHE;
    await build({ root });
  });
  afterAll(() => {
    process.env = saved;
  });

  it('should render the Footer override on every page, wrapping the default footer', () => {
    for (const page of ['index.html', 'guide/index.html', 'guide/second.html', '404.html']) {
      const html = read(out(), page);
      expect(between(html, '<div class="themed-footer">', '</footer></div>'), page).toMatch(
        /^<div class="themed-footer"><p class="themed-footer-note">Custom footer on <!-- -->[^<]+<\/p><footer class="bd-footer"><div class="bd-footer-message">Released under the MIT License\.<\/div><div class="bd-footer-copyright">Copyright © 2024 Themed<\/div><\/footer><\/div>$/,
      );
      expect(html.match(/class="bd-footer"/g), page).toHaveLength(1);
    }
    expect(read(out(), 'guide/second.html')).toContain('Custom footer on <!-- -->Second</p>');
  });

  it('should render each slot in its place, and only there', () => {
    const doc = read(out(), 'guide/index.html');
    // doc-before: in the article, right after the narrow-screen outline menu, before the content (the
    // theme's own parts, such as the page action, come between it and the content).
    const article = between(doc, '<article class="bd-doc">', '</article>');
    expect(article).toMatch(
      /<\/nav><p class="themed-doc-before">Before the content<!-- --> <button type="button" class="themed-counter">clicked <!-- -->0<\/button><\/p>(?:(?!bd-content)[\s\S])*<div id="[^"]+" class="bd-content">/,
    );
    expect(doc).not.toContain('themed-hero-after');
    const home = read(out(), 'index.html');
    expect(home).toMatch(
      /<\/header><p class="themed-hero-after">Rendered after the hero<\/p><section class="bd-features"/,
    );
    expect(home).not.toContain('themed-doc-before');
  });

  it("should load the folder's stylesheets after the theme's, custom.css last", () => {
    const css = stylesheet(out(), read(out(), 'guide/index.html'));
    const at = (s: string) => css.indexOf(s);
    expect(at('.bd-navbar')).toBeGreaterThan(-1);
    expect(at('.themed-footer-note')).toBeGreaterThan(at('@media print'));
    expect(at('--bd-c-brand: #0b6e4f')).toBeGreaterThan(at('.themed-footer-note'));
    expect(css.trimEnd().endsWith('.bd-footer{border-top-style:dashed}')).toBe(true);
  });

  it('should bundle again when a theme file is added or removed, and carry everything over when none is', async () => {
    const again = await build({ root });
    expect(again.phases.map((p) => p.name)).toContain('unchanged: output already up to date');

    fs.writeFileSync(
      theme('slots/doc-after.tsx'),
      'export default function After() { return <p className="themed-doc-after">After the page</p>; }\n',
    );
    await build({ root });
    expect(between(read(out(), 'guide/index.html'), '<article class="bd-doc">', '</article>')).toMatch(
      /<p class="themed-doc-after">After the page<\/p><\/article>$/,
    );

    fs.rmSync(theme('Footer.jsx'));
    await build({ root });
    const html = read(out(), 'guide/index.html');
    expect(html).not.toContain('themed-footer');
    expect(html).toContain('<footer class="bd-footer"><div class="bd-footer-message">');
  });

  it('should report an override that throws as an error at its line, naming the page, and keep the previous output', async () => {
    fs.writeFileSync(
      theme('Footer.tsx'),
      "export default function Footer(): never {\n  throw new Error('footer is broken');\n}\n",
    );
    const before = read(out(), 'guide/index.html');
    const failed = await build({ root }).catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(BuildFailed);
    // The pages fail (the build stops before the not-found page).
    const errors = (failed as BuildFailed).diagnostics.filter((d) => d.severity === 'error');
    expect(errors.length).toBe(3);
    for (const d of errors) {
      expect(d).toMatchObject({ rule: 'render-error', line: 2, file: expect.stringMatching(/theme\/Footer\.tsx$/) });
      expect(d.message).toMatch(
        /^could not render \S*docs\/\S+\.md: the theme file \S*theme\/Footer\.tsx threw: footer is broken$/,
      );
    }
    expect(errors.map((d) => /docs\/\S+\.md/.exec(d.message)![0]).sort()).toEqual([
      'docs/guide/README.md',
      'docs/guide/second.md',
      'docs/index.md',
    ]);
    expect(read(out(), 'guide/index.html')).toBe(before);
  });

  it('should report a NotFound override that throws as an error at its line, not as a crash', async () => {
    fs.rmSync(theme('Footer.tsx'));
    fs.writeFileSync(
      theme('NotFound.tsx'),
      "export default function NotFound(): never {\n  throw new Error('lost');\n}\n",
    );
    const failed = (await build({ root }).catch((err: unknown) => err)) as BuildFailed;
    expect(failed.diagnostics.filter((d) => d.severity === 'error')).toEqual([
      expect.objectContaining({
        rule: 'render-error',
        line: 2,
        file: expect.stringMatching(/theme\/NotFound\.tsx$/),
        message: expect.stringMatching(/^could not render 404\.html: the theme file .*lost$/),
      }),
    ]);
    fs.rmSync(theme('NotFound.tsx'));
  });

  it('should report an override that does not compile at its line', async () => {
    fs.writeFileSync(theme('Footer.tsx'), 'export default function Footer() {\n  return <div>oops</span>;\n}\n');
    const failed = (await build({ root }).catch((err: unknown) => err)) as BuildFailed;
    expect(failed.diagnostics).toEqual([
      expect.objectContaining({ rule: 'bundle-error', line: 2, file: expect.stringMatching(/theme\/Footer\.tsx$/) }),
    ]);
  });
});

describe("a theme folder's CSS beside components' CSS", () => {
  it('should keep url(/…) to the public folder (with the base) and leave components’ CSS to their pages', async () => {
    const root = copyFixture('theme-site');
    fs.writeFileSync(
      path.join(root, 'theme', 'backdrop.css'),
      '.themed-backdrop { background: url(/images/bg.png) }\n',
    );
    fs.mkdirSync(path.join(root, 'components'));
    fs.writeFileSync(path.join(root, 'components', 'styled.css'), '.styled { color: rgb(1, 2, 3) }\n');
    fs.writeFileSync(
      path.join(root, 'components', 'Styled.tsx'),
      'import \'./styled.css\';\n\nexport default function Styled() {\n  return <p className="styled">styled</p>;\n}\n',
    );
    fs.appendFileSync(path.join(root, 'docs', 'guide', 'second.md'), '\n<Styled />\n');
    await build({ root, base: '/docs/' });
    const html = read(path.join(root, 'dist'), 'guide/index.html');
    const css = read(
      path.join(root, 'dist'),
      /<link rel="stylesheet" href="\/docs\/(assets\/main\.[A-Z0-9_-]+\.css)"/.exec(html)![1]!,
    );
    expect(css).toContain('.themed-backdrop{background:url(/docs/images/bg.png)}');
    expect(css).not.toContain('.styled');
    expect(css.indexOf('.themed-backdrop')).toBeGreaterThan(css.indexOf('.bd-navbar'));
    expect(css.indexOf('--bd-c-brand: #0b6e4f')).toBeGreaterThan(css.indexOf('.themed-backdrop'));
  });
});
