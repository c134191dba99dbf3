// dev ships what build ships: on a site with components (one with a stylesheet), an included file, a
// plugin, theme styles and git dates, every document and data file `bookdocs dev` serves is the one
// the build of the same folder wrote, byte for byte, once dev's browser module is taken out of the
// document; so are the stylesheets and scripts they load, and the update dev pushes after a save.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { DEV_CLIENT_PATH, type DevMessage } from '../../src/shared/dev-protocol.js';
import { copyFixture } from '../helpers/fixtures.js';
import { devSocket, startTestDevServer, type TestDevServer } from '../helpers/dev.js';
import { tree } from '../helpers/tree.js';

/** The fixture in a git repository of one commit, so that pages have a last-updated time and contributors. */
function committedCopy(): string {
  const root = copyFixture('parity');
  const date = '2024-05-06T07:08:09Z';
  const env = {
    ...process.env,
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
    GIT_AUTHOR_NAME: 'Ada',
    GIT_AUTHOR_EMAIL: 'ada@example.com',
    GIT_COMMITTER_NAME: 'Ada',
    GIT_COMMITTER_EMAIL: 'ada@example.com',
  };
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['commit', '-q', '-m', 'pages'],
  ])
    execFileSync('git', args, { cwd: root, env, stdio: 'ignore' });
  return root;
}

/** What only dev adds to a document: its browser module's script element (with the update count). */
const DEV_SCRIPT = new RegExp(
  `\\n {4}<script type="module" src="${DEV_CLIENT_PATH}" data-bd-generation="\\d+"></script>`,
);

/** A document as dev serves it, without its browser module: what a build writes for the page. */
function withoutDevScript(html: string): string {
  expect(html).toMatch(DEV_SCRIPT);
  return html.replace(DEV_SCRIPT, '');
}

/** The files of the build's own assets a document loads (stylesheets, scripts, preloaded chunks). */
const assetUrls = (html: string) =>
  [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/g)].map((m) => m[1]!);

describe('dev and build', () => {
  let root: string;
  /** The build's output: relative path → text. */
  let built: Map<string, string>;
  let dev: TestDevServer;
  const get = async (rel: string) => {
    const res = await fetch(`${dev.url}${rel}`);
    return { status: res.status, body: await res.text() };
  };
  beforeAll(async () => {
    root = committedCopy();
    await build({ root, cache: false });
    built = new Map([...tree(path.join(root, 'dist'))].map(([rel, bytes]) => [rel, bytes.toString('utf8')]));
    // Once its background checks ran, every page's real title is known, as in a build.
    dev = await startTestDevServer(root);
    await dev.diagnostics();
  });
  afterAll(() => dev?.close());

  it('serve the same document for every page, the not-found page included', async () => {
    const documents = [...built.keys()].filter((f) => f.endsWith('.html'));
    expect(documents.sort()).toEqual([
      '404.html',
      'guide/index.html',
      'guide/plain.html',
      'guide/styled.html',
      'index.html',
    ]);
    for (const rel of documents) {
      const served = await get(rel);
      expect(served.status, rel).toBe(rel === '404.html' ? 404 : 200);
      expect(withoutDevScript(served.body), rel).toBe(built.get(rel));
    }
    // What the comparison covers: the component's own stylesheet on its page only, the plugin's
    // head element and output, the included text, the theme's stylesheet, the git date.
    const styled = built.get('guide/styled.html');
    expect(styled).toMatch(/<link rel="stylesheet" href="\/assets\/chunks\/Badge\.\w+\.css">/);
    expect(built.get('guide/plain.html')).not.toMatch(/Badge\.\w+\.css/);
    const guide = built.get('guide/index.html');
    expect(guide).toContain('<meta name="has-callouts" content="yes">');
    expect(guide).toContain('<aside class="callout callout-tip">');
    expect(guide).toContain('This paragraph comes from an included file.');
    expect(guide).toContain('"lastUpdated":1714979289000');
  });

  it('serve the same data file for every page', async () => {
    const data = [...built.keys()].filter((f) => f.startsWith('assets/pages/'));
    expect(data).toHaveLength(4);
    for (const rel of data) {
      const served = await get(rel);
      expect(served.status, rel).toBe(200);
      expect(served.body, rel).toBe(built.get(rel));
    }
  });

  it('serve the same stylesheets and scripts under the same names', async () => {
    const urls = new Set([...built].filter(([rel]) => rel.endsWith('.html')).flatMap(([, html]) => assetUrls(html)));
    expect([...urls].filter((u) => u.endsWith('.css'))).toHaveLength(2);
    for (const url of urls) {
      const served = await get(url.slice(1));
      expect(served.status, url).toBe(200);
      expect(served.body, url).toBe(built.get(url.slice(1)));
    }
  });

  it('push the view of the data file after a save', async () => {
    const ws = await devSocket(dev.url);
    try {
      const file = path.join(root, 'docs/guide/styled.md');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8'));
      let pushed: Extract<DevMessage, { type: 'page' }> | undefined;
      for (let i = 0; i < 400 && !pushed; i++) {
        pushed = ws.messages.find((m): m is Extract<DevMessage, { type: 'page' }> => m.type === 'page');
        if (!pushed) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(pushed?.route).toBe('/guide/styled.html');
      expect(JSON.stringify(pushed!.view)).toBe(built.get('assets/pages/guide~1styled.json'));
    } finally {
      ws.close();
    }
  });
});
