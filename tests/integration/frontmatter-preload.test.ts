// Frontmatter `preload`: a page preloads the chunks of components it does not show, built and in dev;
// a name that is no component of the site, or a value that is no name, is a warning at its line.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { formatDiagnostic } from '../../src/render/diagnostics.js';
import { copyFixture, read } from '../helpers/fixtures.js';
import { startTestDevServer, type TestDevServer } from '../helpers/dev.js';

const HELLO_PRELOAD = /<link rel="modulepreload" href="\/assets\/chunks\/Hello\.[A-Z0-9]+\.js"/;

function preloadingSite(): string {
  const root = copyFixture('basic');
  const file = path.join(root, 'docs', 'guide', 'second.md');
  fs.writeFileSync(file, `---\ntitle: Second\npreload: [Hello, Nope]\n---\n\n${fs.readFileSync(file, 'utf8')}`);
  const first = path.join(root, 'docs', 'guide', 'first.md');
  fs.writeFileSync(first, fs.readFileSync(first, 'utf8').replace('title: First page', 'title: First page\npreload: 3'));
  return root;
}

describe('frontmatter preload', () => {
  let root: string;
  let dev: TestDevServer;
  beforeAll(async () => {
    root = preloadingSite();
  });
  afterAll(() => dev?.close());

  it('preloads the named components’ chunks in a build, and warns about the rest at their line', async () => {
    const result = await build({ root });
    const second = read(path.join(root, 'dist'), 'guide/second.html');
    expect(second).toMatch(HELLO_PRELOAD);
    // Preloaded, not shown.
    expect(second).not.toContain('class="hello"');
    expect(read(path.join(root, 'dist'), 'guide/first.html')).not.toMatch(HELLO_PRELOAD);
    const preloadProblems = result.diagnostics
      .filter((d) => d.message.includes('"preload"'))
      .map((d) => formatDiagnostic(d, { color: false }).replace(root + path.sep, ''));
    expect(preloadProblems).toEqual([
      'docs/guide/first.md:3:1  warning  invalid-frontmatter  frontmatter "preload" must be a component name or a list of them; what is not a name is left out\n' +
        '    hint: write it as preload: ShareQrcode or preload: [ShareQrcode, FriendLink]',
      'docs/guide/second.md:3:1  warning  unknown-component  frontmatter "preload" names Nope, which is not a component of this site: nothing is preloaded for it\n' +
        '    hint: add components/Nope.tsx, or correct the name (component names are case-sensitive)',
    ]);
  });

  it('preloads them in dev too', async () => {
    dev = await startTestDevServer(root);
    const second = await (await fetch(`${dev.url}guide/second.html`)).text();
    expect(second).toMatch(HELLO_PRELOAD);
    expect(await (await fetch(`${dev.url}guide/first.html`)).text()).not.toMatch(HELLO_PRELOAD);
  });
});
