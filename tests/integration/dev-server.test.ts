// bookdocs dev without a browser: on-request rendering, what the WebSocket says on each kind of
// change, errors that never stop the server, and what it refuses to serve or accept.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMessage } from '../../src/shared/dev-protocol.js';
import { allowedHost, allowedOrigin } from '../../src/server/origin.js';
import { startDevServer } from '../../src/server/dev/server.js';
import { copyFixture, writeTree } from '../helpers/fixtures.js';
import { devSocket, startTestDevServer, type TestDevServer } from '../helpers/dev.js';
import { rawRequest } from '../helpers/raw-request.js';

/** GET with the path sent exactly as written (fetch would normalise `/../`). */
const rawGet = (url: string, rawPath: string, headers: Record<string, string> = {}) =>
  rawRequest(url, rawPath, { headers });

/** The first message `pick` accepts, polled every 25 ms for `ms` (bundle rebuilds get longer: on a loaded CI machine three chained esbuild rebuilds took over 5 s). */
async function until<T>(
  messages: DevMessage[],
  pick: (m: DevMessage) => T | undefined,
  what: string,
  ms = 5000,
): Promise<T> {
  for (let i = 0; i < ms / 25; i++) {
    for (const m of messages) {
      const v = pick(m);
      if (v !== undefined) return v;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no ${what} message; got ${JSON.stringify(messages.map((m) => m.type))}`);
}

describe('bookdocs dev server', () => {
  let root: string;
  let dev: TestDevServer;
  const docs = (rel: string) => path.join(root, 'docs', rel);
  beforeAll(async () => {
    root = copyFixture('basic');
    fs.writeFileSync(path.join(root, 'secret.txt'), 'TOP SECRET');
    fs.symlinkSync(path.join(root, 'secret.txt'), docs('leak.txt'));
    fs.symlinkSync(path.join(root, 'secret.txt'), docs('public/leak2.txt'));
    dev = await startTestDevServer(root);
  });
  afterAll(() => dev.close());

  it('renders pages on request, with the dev module added and the same data chunks as a build', async () => {
    const res = await fetch(`${dev.url}guide/first`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1 id="first"');
    expect(html).toMatch(/<script type="module" src="\/@bookdocs\/client.js" data-bd-generation="0"><\/script>/);
    const data = (await (await fetch(`${dev.url}assets/pages/guide~1second.json`)).json()) as {
      route: string;
      prev: { link: string };
    };
    expect(data.route).toBe('/guide/second.html');
    expect(data.prev.link).toBe('/guide/first.html');
    expect((await fetch(`${dev.url}@bookdocs/client.js`)).headers.get('content-type')).toMatch(/javascript/);
    expect((await fetch(`${dev.url}logo.svg`)).status).toBe(200);
    const missing = await fetch(`${dev.url}nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="app">');
    // A source is not a file of the site: its URL is the page's clean Markdown copy for agents (no
    // frontmatter, `{#id}` and containers rendered), never the file as written.
    const copy = await fetch(`${dev.url}guide/first.md`);
    expect(copy.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const text = await copy.text();
    expect(text).not.toBe(fs.readFileSync(docs('guide/first.md'), 'utf8'));
    expect(text).not.toContain('title: First page');
    expect(text).not.toContain('{#install}');
    expect(text).toContain('## 安装');
    expect((await fetch(`${dev.url}guide/nothing-here.md`)).status).toBe(404);
  });

  it('never serves a file outside the site', async () => {
    for (const p of [
      '/../secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/%2e%2e%5csecret.txt',
      '/guide/..%2f..%2fsecret.txt',
      '/leak.txt',
      '/leak2.txt',
      '/assets/..%2f..%2fsecret.txt',
    ]) {
      const r = await rawGet(dev.url, p);
      expect(r.status, p).toBe(404);
      expect(r.body, p).not.toContain('TOP SECRET');
    }
  });

  it('refuses requests naming a foreign host, and WebSockets from foreign origins', async () => {
    expect((await rawGet(dev.url, '/', { host: 'evil.example' })).status).toBe(403);
    const port = new URL(dev.url).port;
    expect((await rawGet(dev.url, '/', { host: `localhost:${port}` })).status).toBe(200);
    await expect(devSocket(dev.url, 'http://evil.example')).rejects.toThrow(/403/);
    await expect(devSocket(dev.url, `http://evil.example:${port}`)).rejects.toThrow(/403/);
    const ok = await devSocket(dev.url);
    ok.close();
    expect(allowedOrigin(undefined, `127.0.0.1:${port}`, '127.0.0.1')).toBe(false);
    expect(allowedOrigin(`http://127.0.0.1:${port}`, `127.0.0.1:${port}`, '127.0.0.1')).toBe(true);
    // DNS rebinding: the attacker's name resolves to 127.0.0.1, so Origin and Host agree — the Host is refused.
    expect(allowedOrigin(`http://rebind.evil:${port}`, `rebind.evil:${port}`, '127.0.0.1')).toBe(false);
    expect(allowedHost('[::1]:5173', '127.0.0.1')).toBe(true);
    expect(allowedHost('docs.lan:5173', 'docs.lan')).toBe(true);
  });

  it('re-renders only the edited page and sends it to the tabs; an error is reported and cleared', async () => {
    await fetch(`${dev.url}guide/first.html`);
    const ws = await devSocket(dev.url);
    try {
      fs.writeFileSync(docs('guide/first.md'), '---\ntitle: First page\n---\n\n# First\n\nEdited text.\n');
      const view = await until(
        ws.messages,
        (m) => (m.type === 'page' && m.view.html.includes('Edited text') ? m.view : undefined),
        'page',
      );
      expect(view.route).toBe('/guide/first.html');
      // Only that page: no other page was announced.
      expect(
        ws.messages.filter((m) => m.type === 'page').every((m) => m.type === 'page' && m.route === '/guide/first.html'),
      ).toBe(true);

      fs.writeFileSync(docs('guide/first.md'), '---\ntitle: a: b\n---\n\n# First\n');
      const error = await until(ws.messages, (m) => (m.type === 'error' ? m : undefined), 'error');
      expect(error.route).toBe('/guide/first.html');
      expect(error.error.file).toMatch(/docs\/guide\/first\.md$/);
      expect(error.error.line).toBe(2);
      expect(error.error.message).toMatch(/invalid frontmatter/);
      // The terminal has it too, as `check` prints it, once the site's checks ran again.
      expect((await dev.diagnostics()).filter((d) => d.severity === 'error')).toEqual([
        expect.objectContaining({ rule: 'invalid-frontmatter', line: 2, file: error.error.file }),
      ]);
      expect(
        dev.logs.some((l) => l.startsWith('error: ') && /first\.md:2(:\d+)? {2}error {4}invalid-frontmatter/.test(l)),
      ).toBe(true);
      // The failing page answers with an error document; the others keep working.
      const failing = await fetch(`${dev.url}guide/first.html`);
      expect(failing.status).toBe(500);
      expect(await failing.text()).toContain('id="bd-dev-error"');
      expect((await fetch(`${dev.url}guide/second.html`)).status).toBe(200);
      // A new tab is told about the error as soon as it connects.
      const late = await devSocket(dev.url);
      await until(
        late.messages,
        (m) => (m.type === 'error' && m.route === '/guide/first.html' ? true : undefined),
        'error on connect',
      );
      late.close();

      fs.writeFileSync(docs('guide/first.md'), '---\ntitle: First page\n---\n\n# First\n\nFixed.\n');
      await until(
        ws.messages,
        (m) => (m.type === 'clear' && m.route === '/guide/first.html' ? true : undefined),
        'clear',
      );
      await until(
        ws.messages,
        (m) => (m.type === 'page' && m.view.html.includes('Fixed.') ? true : undefined),
        'page after fix',
      );
      expect((await fetch(`${dev.url}guide/first.html`)).status).toBe(200);
    } finally {
      ws.close();
    }
  });

  it('reads a page emptied by a save again a moment later: an in-place write is never shown as an empty page', async () => {
    await fetch(`${dev.url}guide/second.html`);
    const ws = await devSocket(dev.url);
    const file = docs('guide/second.md');
    const source = fs.readFileSync(file, 'utf8');
    try {
      // As an editor writing in place: truncate, then the text 20 ms later.
      fs.writeFileSync(file, '');
      await new Promise((resolve) => setTimeout(resolve, 20));
      fs.writeFileSync(file, `${source}\nWritten after the truncate.\n`);
      await until(
        ws.messages,
        (m) => (m.type === 'page' && m.view.html.includes('Written after the truncate') ? true : undefined),
        'page',
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const pages = ws.messages.filter((m) => m.type === 'page');
      expect(pages.every((m) => m.type === 'page' && m.view.html.includes('Written after the truncate'))).toBe(true);
      // Its title never changed, so the tabs got no site update.
      expect(ws.messages.filter((m) => m.type === 'site')).toEqual([]);
    } finally {
      ws.close();
      fs.writeFileSync(file, source);
    }
  });

  it('adds, renames and removes pages: routes, sidebar and prev/next follow', async () => {
    const ws = await devSocket(dev.url);
    try {
      fs.writeFileSync(docs('guide/third.md'), '# Third\n');
      await until(ws.messages, (m) => (m.type === 'site' ? true : undefined), 'site');
      expect((await fetch(`${dev.url}guide/third`)).status).toBe(200);
      ws.messages.length = 0;
      fs.renameSync(docs('guide/third.md'), docs('guide/fourth.md'));
      await until(ws.messages, (m) => (m.type === 'site' ? true : undefined), 'site');
      await expect.poll(async () => (await fetch(`${dev.url}guide/third`)).status).toBe(404);
      expect((await fetch(`${dev.url}guide/fourth`)).status).toBe(200);
      ws.messages.length = 0;
      fs.rmSync(docs('guide/second.md'));
      await until(ws.messages, (m) => (m.type === 'site' ? true : undefined), 'site');
      await expect.poll(async () => (await fetch(`${dev.url}guide/second.html`)).status).toBe(404);
      // The configured sidebar's link to it stays (check reports it), but prev/next skip nothing that exists.
      const first = (await (await fetch(`${dev.url}assets/pages/guide~1first.json`)).json()) as {
        prev?: { link: string };
      };
      expect(first.prev?.link).toBe('/guide/');
      // A title change reaches the other pages' sidebars.
      ws.messages.length = 0;
      fs.writeFileSync(docs('guide/README.md'), '# Guide home renamed\n');
      await until(ws.messages, (m) => (m.type === 'site' ? true : undefined), 'site');
      const again = (await (await fetch(`${dev.url}assets/pages/guide~1first.json`)).json()) as {
        sidebar: { children: { text: string }[] }[];
      };
      expect(again.sidebar[0]!.children[0]!.text).toBe('Guide home renamed');
    } finally {
      ws.close();
    }
  });

  it('builds the search index when search is first used, and again after a page changed', async () => {
    const data = (await (await fetch(`${dev.url}assets/pages/guide~1first.json`)).json()) as { route: string };
    expect(data.route).toBe('/guide/first.html');
    const html = await (await fetch(`${dev.url}guide/first.html`)).text();
    const indexes = (
      JSON.parse(/<script id="bd-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as {
        site: { search: { indexes: Record<string, string> } };
      }
    ).site.search.indexes;
    expect(indexes['/']).toBe('/assets/search/root.json');
    const meta = async () =>
      (await (await fetch(`${dev.url}${indexes['/']!.slice(1)}`)).json()) as {
        pages: [string, string][];
        terms: string[];
      };
    const before = await meta();
    expect(before.pages.map((p) => p[0])).toContain('/guide/first.html');
    const shard = await fetch(`${dev.url}${before.terms[0]!.slice(1)}`);
    expect(shard.status).toBe(200);
    const ws = await devSocket(dev.url);
    fs.writeFileSync(docs('guide/first.md'), '---\ntitle: Searchable new title\n---\n\n# First\n');
    await until(
      ws.messages,
      (m) => (m.type === 'page' && m.view.title === 'Searchable new title' ? true : undefined),
      'page',
    );
    ws.close();
    expect((await meta()).pages.find((p) => p[0] === '/guide/first.html')?.[1]).toBe('Searchable new title');
  });

  it('shows a bad site.config.json to every tab and keeps serving; fixing it reloads them', async () => {
    const ws = await devSocket(dev.url);
    const configFile = path.join(root, 'site.config.json');
    const good = fs.readFileSync(configFile, 'utf8');
    try {
      fs.writeFileSync(configFile, good.replace('"title": "Fixture",', '"title": "Fixture",\n  "sidbar": 1,'));
      const error = await until(
        ws.messages,
        (m) => (m.type === 'error' && !m.route ? m.error : undefined),
        'config error',
      );
      expect(error.message).toMatch(/sidbar.*did you mean "sidebar"/);
      const page = await fetch(`${dev.url}guide/first.html`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(500);
      expect(await page.text()).toContain('sidbar');
      fs.writeFileSync(configFile, good.replace('"title": "Fixture"', '"title": "Fixture renamed"'));
      await until(ws.messages, (m) => (m.type === 'reload' ? true : undefined), 'reload');
      expect(await (await fetch(`${dev.url}guide/first.html`)).text()).toContain('Fixture renamed');
    } finally {
      ws.close();
    }
  });

  it('rebuilds components on change and reloads the tabs; a broken component shows an error', async () => {
    const ws = await devSocket(dev.url);
    const file = path.join(root, 'components', 'Hello.tsx');
    const good = fs.readFileSync(file, 'utf8');
    try {
      fs.writeFileSync(file, good.replace('Hello {name}', 'Hi {name}'));
      await until(ws.messages, (m) => (m.type === 'reload' ? true : undefined), 'reload', 20_000);
      fs.writeFileSync(file, good.replace('return (', 'return ((('));
      const error = await until(
        ws.messages,
        (m) => (m.type === 'error' && !m.route ? m.error : undefined),
        'bundle error',
        20_000,
      );
      expect(error.file).toMatch(/Hello\.tsx$/);
      expect(error.line).toBeGreaterThan(0);
      fs.writeFileSync(file, good);
      await until(ws.messages, (m) => (m.type === 'clear' && !m.route ? true : undefined), 'clear', 20_000);
    } catch (e) {
      console.error(dev.logs.join('\n'));
      throw e;
    } finally {
      ws.close();
    }
  });
});

describe('bookdocs dev: a component that throws while rendering', () => {
  it('shows the page as an error naming its file, and serves the others', async () => {
    const root = copyFixture('basic');
    fs.writeFileSync(
      path.join(root, 'components', 'Boom.tsx'),
      "export default function Boom({ fail }: { fail?: string }) {\n  if (fail) throw new Error('boom: ' + fail);\n  return <b>fine</b>;\n}\n",
    );
    fs.writeFileSync(path.join(root, 'docs', 'guide', 'boom.md'), '# Boom\n\n<Boom fail="always" />\n');
    const dev = await startTestDevServer(root);
    try {
      const res = await fetch(`${dev.url}guide/boom.html`);
      expect(res.status).toBe(500);
      const body = await res.text();
      expect(body).toContain('could not render this page: boom: always');
      expect(body).toContain('docs/guide/boom.md');
      await dev.diagnostics();
      expect(dev.logs.join('\n')).toMatch(
        /docs\/guide\/boom\.md +error +render-error +could not render this page: boom: always/,
      );
      expect((await fetch(`${dev.url}guide/first.html`)).status).toBe(200);
      // Public assets: a change reloads the tabs.
      const generationOf = async () =>
        /data-bd-generation="(\d+)"/.exec(await (await fetch(`${dev.url}guide/first.html`)).text())?.[1];
      const before = await generationOf();
      const ws = await devSocket(dev.url);
      const hello = await until(ws.messages, (m) => (m.type === 'hello' ? m.generation : undefined), 'hello');
      expect(String(hello)).toBe(before);
      const logo = async () =>
        /<img src="\/logo\.svg"[^>]*>/.exec(await (await fetch(`${dev.url}guide/first.html`)).text())?.[0];
      expect(await logo()).toContain('width="32" height="32"');
      fs.writeFileSync(
        path.join(root, 'docs', 'public', 'logo.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="16"/>',
      );
      await until(ws.messages, (m) => (m.type === 'reload' ? true : undefined), 'reload');
      ws.close();
      // The page that shows it has its new size.
      expect(await logo()).toContain('width="48" height="16"');
      // A tab that loaded its page before that reload and connects only now is told it missed one
      // (the dev client then reloads); a page loaded now is up to date.
      const late = await devSocket(dev.url);
      expect(await until(late.messages, (m) => (m.type === 'hello' ? m.generation : undefined), 'hello')).toBe(
        hello + 1,
      );
      expect(await generationOf()).toBe(String(hello + 1));
      // So is a tab that loaded before a title changed (the sidebar of every page): it missed a 'site'.
      fs.writeFileSync(
        path.join(root, 'docs', 'guide', 'first.md'),
        fs
          .readFileSync(path.join(root, 'docs', 'guide', 'first.md'), 'utf8')
          .replace('title: First page', 'title: First, renamed'),
      );
      await until(late.messages, (m) => (m.type === 'site' ? true : undefined), 'site');
      late.close();
      const later = await devSocket(dev.url);
      expect(
        await until(later.messages, (m) => (m.type === 'hello' ? m.generation : undefined), 'hello'),
      ).toBeGreaterThan(hello + 1);
      later.close();
    } finally {
      await dev.close();
    }
  });
});

describe('bookdocs dev start-up', () => {
  it('moves to the next port when the requested one is taken, and says which', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const taken = (blocker.address() as net.AddressInfo).port;
    const dev = await startDevServer({
      root: copyFixture('basic'),
      port: taken,
      watchTheme: false,
      log: { info: () => undefined, error: () => undefined },
    });
    try {
      expect(dev.requestedPort).toBe(taken);
      expect(dev.port).not.toBe(taken);
      expect(dev.url).toBe(`http://127.0.0.1:${dev.port}/`);
    } finally {
      await dev.close();
      blocker.close();
    }
  });

  it('serves the site under its base, like the build, and never reports page views', async () => {
    const root = copyFixture('basic');
    const configFile = path.join(root, 'site.config.json');
    fs.writeFileSync(
      configFile,
      fs
        .readFileSync(configFile, 'utf8')
        .replace(
          '"title": "Fixture",',
          '"title": "Fixture",\n  "analytics": { "provider": "google", "id": "G-DEVTEST" },',
        ),
    );
    const dev = await startDevServer({
      root,
      port: 0,
      base: '/docs/',
      watchTheme: false,
      log: { info: () => undefined, error: () => undefined },
    });
    try {
      expect(dev.url).toMatch(/\/docs\/$/);
      const page = await fetch(`${dev.url}guide/first.html`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<h1 id="first"');
      expect(html).not.toContain('G-DEVTEST');
      const script = /<script type="module" src="(\/docs\/assets\/main\.[\w-]+\.js)"/.exec(html);
      expect(script).not.toBeNull();
      expect((await fetch(new URL(script![1]!, dev.url))).status).toBe(200);
      expect((await fetch(`${dev.url}assets/pages/guide~1first.json`)).status).toBe(200);
      expect((await fetch(`${dev.url}logo.svg`)).status).toBe(200);
      const root = await fetch(new URL('/', dev.url), { redirect: 'manual' });
      expect([root.status, root.headers.get('location')]).toEqual([302, '/docs/']);
      expect((await fetch(new URL('/guide/first.html', dev.url))).status).toBe(404);
    } finally {
      await dev.close();
    }
  });

  it('starts with a broken config, shows it, and recovers when it is fixed', async () => {
    const root = copyFixture('basic');
    const configFile = path.join(root, 'site.config.json');
    const good = fs.readFileSync(configFile, 'utf8');
    fs.writeFileSync(configFile, '{ "title": "x", }');
    const dev = await startTestDevServer(root);
    try {
      const res = await fetch(dev.url);
      expect(res.status).toBe(500);
      expect(await res.text()).toMatch(/invalid JSON/);
      await dev.diagnostics();
      expect(dev.logs.join('\n')).toMatch(/site\.config\.json:1:\d+ {2}error {4}invalid-config {2}invalid JSON/);
      const ws = await devSocket(dev.url);
      fs.writeFileSync(configFile, good);
      await until(ws.messages, (m) => (m.type === 'reload' ? true : undefined), 'reload');
      expect((await fetch(`${dev.url}guide/first.html`)).status).toBe(200);
      ws.close();
    } finally {
      await dev.close();
    }
  });
});

describe('bookdocs dev on a VitePress folder', () => {
  it("takes its navbar from .vitepress/config and follows the config's edits", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-dev-vitepress-'));
    const config = path.join(root, '.vitepress', 'config.mts');
    fs.mkdirSync(path.dirname(config), { recursive: true });
    fs.mkdirSync(path.join(root, 'guide'));
    fs.writeFileSync(path.join(root, 'index.md'), '# Home\n');
    fs.writeFileSync(path.join(root, 'guide', 'a.md'), '# A\n');
    fs.writeFileSync(
      config,
      "import { defineConfig } from 'vitepress'\nexport default defineConfig({ themeConfig: { nav: [{ text: 'NavOne', link: '/guide/a' }] } })\n",
    );
    const dev = await startTestDevServer(root);
    try {
      const page = async () => (await fetch(`${dev.url}guide/a.html`)).text();
      expect(await page()).toContain('NavOne');
      const ws = await devSocket(dev.url);
      await until(ws.messages, (m) => (m.type === 'hello' ? true : undefined), 'hello');
      fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('NavOne', 'NavTwo'));
      await until(ws.messages, (m) => (m.type === 'reload' ? true : undefined), 'reload');
      ws.close();
      expect(await page()).toContain('NavTwo');
      expect(dev.logs.join('\n')).toContain(`${path.join('.vitepress', 'config.mts')} changed`);
    } finally {
      await dev.close();
    }
  });

  it("serves a page at the route of the config's rewrites and pushes its edits there", async () => {
    const root = writeTree({
      '.vitepress/config.mts': "export default { rewrites: { 'en/:rest*': ':rest*' } }\n",
      'en/index.md': '# Home\n\n[A](./guide/a.md)\n',
      'en/guide/a.md': '# A\n',
    });
    const dev = await startTestDevServer(root);
    try {
      const home = await fetch(dev.url);
      expect(await home.text()).toContain('href="/guide/a.html"');
      expect((await fetch(`${dev.url}guide/a.html`)).status).toBe(200);
      expect((await fetch(`${dev.url}en/guide/a.html`)).status).toBe(404);
      const ws = await devSocket(dev.url);
      await until(ws.messages, (m) => (m.type === 'hello' ? true : undefined), 'hello');
      fs.writeFileSync(path.join(root, 'en', 'guide', 'a.md'), '# A\n\nEdited.\n');
      const view = await until(
        ws.messages,
        (m) => (m.type === 'page' && m.view.html.includes('Edited.') ? m.view : undefined),
        'page',
      );
      ws.close();
      expect(view.route).toBe('/guide/a.html');
    } finally {
      await dev.close();
    }
  });
});
