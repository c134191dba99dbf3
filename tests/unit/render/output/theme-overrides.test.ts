import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clientBuildOptions,
  serverBuildOptions,
  writeServerBundle,
  type ServerBundle,
} from '../../../../src/render/output/bundle.js';
import { renderFailure } from '../../../../src/render/output/render-page.js';
import { ThemeFrames } from '../../../../src/render/output/theme-error.js';
import { redirectedPart, THEME_INDEX } from '../../../../src/render/output/theme-overrides.js';
import { TOOLKIT_ROOT } from '../../../../src/render/toolkit.js';
import { listTheme, NO_THEME, type SiteTheme } from '../../../../src/render/site/theme.js';

const THEME_SRC = path.join(TOOLKIT_ROOT, 'src', 'client', 'theme');

let dir: string;
const bundles: ServerBundle[] = [];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-theme-'));
});
afterEach(() => {
  for (const b of bundles.splice(0)) b.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A theme folder with these files. */
function theme(list: Record<string, string>): SiteTheme {
  for (const [rel, text] of Object.entries(list)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'theme', rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'theme', rel), text);
  }
  return listTheme(path.join(dir, 'theme'));
}

type Probe = { html(value: unknown): string };

/**
 * The SSR bundle's options with a probe module for an entry, importing `parts` of the theme (from
 * src/client/theme, as the theme's own modules import each other) and rendering them in a site context.
 */
async function ssrProbe(t: SiteTheme, element: string, imports: string): Promise<Probe> {
  const { entryPoints: _, ...options } = serverBuildOptions(new Map(), t);
  const result = await esbuild.build({
    ...options,
    stdin: {
      contents: `import { renderToString } from 'react-dom/server';\nimport { SiteContext } from '../context.js';\n${imports}\nexport const html = (value) => renderToString(<SiteContext.Provider value={value}>${element}</SiteContext.Provider>);`,
      resolveDir: THEME_SRC,
      sourcefile: 'probe.tsx',
      loader: 'tsx',
    },
  });
  const bundle = await writeServerBundle(result.outputFiles, t);
  bundles.push(bundle);
  return bundle.renderer as unknown as Probe;
}

const context = {
  site: { base: '/' },
  locale: { labels: { prev: 'Previous', next: 'Next' } },
  page: { route: '/a.html', title: 'A', prev: { text: 'Before', link: '/before.html' } },
};

describe('redirectedPart', () => {
  const t = () => theme({ 'Footer.tsx': '', 'Outline.tsx': '' });

  it("should redirect the theme's own import of an overridden part's module", () => {
    const own = t();
    expect(redirectedPart(own, './SiteFooter.js', path.join(THEME_SRC, 'Layout.tsx'), THEME_SRC)?.name).toBe('Footer');
    expect(redirectedPart(own, './Outline.js', path.join(THEME_SRC, 'DocPage.tsx'), THEME_SRC)?.name).toBe('Outline');
    expect(
      redirectedPart(
        own,
        './theme/SiteFooter',
        path.join(TOOLKIT_ROOT, 'src', 'client', 'App.tsx'),
        path.join(TOOLKIT_ROOT, 'src', 'client'),
      )?.name,
    ).toBe('Footer');
  });

  it('should not redirect a part the site does not override, nor other modules', () => {
    const own = t();
    expect(redirectedPart(own, './Navbar.js', path.join(THEME_SRC, 'Layout.tsx'), THEME_SRC)).toBeUndefined();
    expect(redirectedPart(own, './active.js', path.join(THEME_SRC, 'Sidebar.tsx'), THEME_SRC)).toBeUndefined();
    expect(redirectedPart(NO_THEME, './SiteFooter.js', path.join(THEME_SRC, 'Layout.tsx'), THEME_SRC)).toBeUndefined();
  });

  it('should give the defaults to bookdocs/theme, to the theme folder and to code outside the toolkit', () => {
    const own = t();
    expect(redirectedPart(own, './SiteFooter.js', THEME_INDEX, THEME_SRC)).toBeUndefined();
    const themeDir = own.dir!;
    expect(
      redirectedPart(own, '../../src/client/theme/SiteFooter.js', path.join(themeDir, 'Footer.tsx'), themeDir),
    ).toBeUndefined();
    expect(redirectedPart(own, './SiteFooter.js', path.join(dir, 'components', 'X.tsx'), THEME_SRC)).toBeUndefined();
  });
});

describe('theme overrides in the SSR bundle', () => {
  it('should render the override wherever the theme renders the part, wrapping the default it imports', async () => {
    const t = theme({
      'PrevNext.tsx': `import { PrevNext as Default, useSite } from 'bookdocs/theme';\nexport default function PrevNext() {\n  const { page } = useSite();\n  return <div className="own-prev-next">own for {page.title}<Default /></div>;\n}\n`,
    });
    // DocFooter (meta, then prev/next) is the theme's code: its import of PrevNext goes to the override.
    const probe = await ssrProbe(t, '<DocFooter />', "import { DocFooter } from './DocFooter.js';");
    expect(probe.html(context)).toBe(
      '<div class="own-prev-next">own for <!-- -->A<nav class="bd-prev-next" aria-label="Pagination"><a class="bd-prev" href="/before.html" rel="prev"><span class="bd-pn-label">Previous</span><span class="bd-pn-title">Before</span></a></nav></div>',
    );
  });

  it('should keep the default of an export the override leaves out, and the module’s other exports', async () => {
    const t = theme({
      'Outline.tsx': 'export function OutlineMenu() { return <p className="own-menu" />; }\n',
      'Navbar.tsx': 'export default () => <header className="own-navbar" />;\n',
    });
    const probe = await ssrProbe(
      t,
      '<><OutlineMenu /><OutlineAside headers={[{ level: 2, title: "T", slug: "t" }]} levels={[2, 3]} label="On" /><Navbar /><NavItems items={[]} /></>',
      "import { OutlineAside, OutlineMenu } from './Outline.js';\nimport { Navbar, NavItems } from './Navbar.js';",
    );
    const html = probe.html({ ...context, page: { ...context.page, translations: undefined } });
    expect(html).toContain('<p class="own-menu"></p>');
    expect(html).toContain('<nav class="bd-outline-aside"');
    expect(html).toContain('<header class="own-navbar"></header>');
    expect(html).toContain('<ul class="bd-nav-items"></ul>');
  });

  it('should render the default part when the site does not override it', async () => {
    const probe = await ssrProbe(
      theme({ 'custom.css': '' }),
      '<DocFooter />',
      "import { DocFooter } from './DocFooter.js';",
    );
    expect(probe.html(context)).toMatch(/^<nav class="bd-prev-next"/);
  });

  it('should fill the slots the site has files for, and render nothing in the others', async () => {
    const t = theme({
      'slots/doc-before.tsx':
        'import { useSite } from \'bookdocs/theme\';\nexport default function X() { return <aside className="own-slot">{useSite().page.route}</aside>; }\n',
    });
    const probe = await ssrProbe(
      t,
      '<><Slot name="doc-before" />|<Slot name="doc-after" /></>',
      "import { Slot } from './Slot.js';",
    );
    expect(probe.html(context)).toBe('<aside class="own-slot">/a.html</aside>|');
  });

  it('should throw a render error naming the file when an override has no default export', async () => {
    const t = theme({
      'Footer.tsx': 'export function Other() { return null; }\n',
      'slots/doc-after.tsx': 'export const x = 1;\n',
    });
    const footer = await ssrProbe(t, '<SiteFooter footer={{}} />', "import { SiteFooter } from './SiteFooter.js';");
    expect(() => footer.html(context)).toThrow(/theme\/Footer\.tsx exports no default export \(or "SiteFooter"\)/);
    const slot = await ssrProbe(t, '<Slot name="doc-after" />', "import { Slot } from './Slot.js';");
    let thrown: unknown;
    try {
      slot.html(context);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toMatchObject({ themeFile: path.join(t.dir!, 'slots', 'doc-after.tsx') });
  });
});

describe('theme stylesheets in the client bundle', () => {
  it("should put the folder's CSS after the theme's, custom.css last, also what an override imports itself", async () => {
    const t = theme({
      'custom.css': '.own-custom { color: red }',
      'PrevNext.tsx': "import './prev-next.css';\nexport default () => null;\n",
      'prev-next.css': '.own-prev-next { color: blue }',
    });
    const { entryPoints: _, ...options } = clientBuildOptions(path.join(dir, 'out'), '/', new Map(), t);
    const result = await esbuild.build({
      ...options,
      write: false,
      // As main.tsx: the app (whose parts import their CSS), then the theme's stylesheet, then the site's.
      stdin: {
        contents: "import './DocFooter.js';\nimport './styles.css';\nimport 'bookdocs:theme-css';",
        resolveDir: THEME_SRC,
        loader: 'ts',
      },
    });
    const css = result.outputFiles.find((f) => f.path.endsWith('.css'))!.text;
    const at = (s: string) => css.indexOf(s);
    expect(at('.bd-prev-next')).toBeGreaterThan(-1);
    expect(at('.own-prev-next')).toBeGreaterThan(at('.bd-prev-next'));
    expect(at('.own-custom')).toBeGreaterThan(at('.own-prev-next'));
    expect(css.match(/\.own-prev-next/g)).toHaveLength(1);
  });
});

describe('render errors in theme files', () => {
  const throwing = `import { Footer as Default } from 'bookdocs/theme';\n\nexport default function Footer(props) {\n  if (props.footer) throw new Error('no footer today');\n  return <Default {...props} />;\n}\n`;

  async function failure(t: SiteTheme): Promise<unknown> {
    const probe = await ssrProbe(
      t,
      '<SiteFooter footer={{ message: "m" }} />',
      "import { SiteFooter } from './SiteFooter.js';",
    );
    try {
      probe.html(context);
    } catch (err) {
      return err;
    }
    throw new Error('expected the render to throw');
  }

  it('should trace an error to the line of the theme file that threw, through the bundle’s source map', async () => {
    const t = theme({ 'Footer.jsx': throwing });
    const err = await failure(t);
    expect(new ThemeFrames().frameOf(err)).toEqual({
      file: path.join(t.dir!, 'Footer.jsx'),
      line: 4,
      column: expect.any(Number),
    });
    const d = renderFailure(err, 'docs/guide/a.md');
    expect(d).toMatchObject({ rule: 'render-error', line: 4, file: expect.stringMatching(/theme\/Footer\.jsx$/) });
    expect(d.message).toMatch(
      /^could not render docs\/guide\/a\.md: the theme file .*theme\/Footer\.jsx threw: no footer today$/,
    );
  });

  it('should leave an error elsewhere as it was', async () => {
    const err = new Error('a component broke');
    expect(new ThemeFrames().frameOf(err)).toBeUndefined();
    expect(renderFailure(err, 'docs/a.md')).toMatchObject({
      file: 'docs/a.md',
      message: 'could not render this page: a component broke',
    });
  });
});
