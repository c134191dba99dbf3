// What `bookdocs preview` and `bookdocs dev` answer alike: a request path is decoded once before
// anything is looked up; hidden files and dot-segments are refused in every encoding; pages whose
// names hold reserved characters are linked so that their links reach them, and are served; only GET
// and HEAD are answered, and only requests that name the server (Host).
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { createPreviewServer } from '../../src/server/preview.js';
import { fileToRoute, routeToDataFile } from '../../src/shared/routes.js';
import { startTestDevServer } from '../helpers/dev.js';
import { rawRequest } from '../helpers/raw-request.js';
import { RESERVED_PAGES, RESERVED_SITE_TITLE, writeReservedSite } from '../helpers/reserved-site.js';

const SECRET = 'TOP SECRET';
/** Hidden files a folder may hold (a repository's, an editor's): none is ever served. */
const HIDDEN_FILES = ['.env', '.npmrc', '.git/config', '.git/index'];
/** Requests for them (or beside them) in every encoding a probe tried. */
const HIDDEN_PATHS = [
  '/.env',
  '/%2eenv',
  '/%2Eenv',
  '/%2enpmrc',
  '/%2egit/config',
  '/%2egit/index',
  '/%2E%67it/config',
  '/%2egit%2fconfig',
  '/%2egit%2Findex',
  '/%2egit%5cconfig',
  '/.git%2Fconfig',
  '/%252eenv',
  '/%252egit/config',
  '/%252Egit%252Fconfig',
  '/c%23/%2e%2e/%2eenv',
  '/c%23/..%2f%2eenv',
  '/c%23/%2e%2e%5c%2eenv',
  '/%2eenv%00',
  '/%00/%2eenv',
  '/public/%2eenv',
  '/public/.env',
];

const writeSecrets = (dir: string) => {
  for (const rel of HIDDEN_FILES) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), `${SECRET} ${rel}\n`);
  }
};

type Mode = 'preview' | 'dev';

/** The reserved-characters site, served by `mode`, with hidden files where that server reads files. */
function useServer(mode: Mode, host = '127.0.0.1'): { readonly url: string } {
  let url = '';
  let close: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), `bd-requests-${mode}-`));
    writeReservedSite(root);
    if (mode === 'dev') {
      // The docs folder and the public folder: dev serves files from both.
      writeSecrets(path.join(root, 'docs'));
      writeSecrets(path.join(root, 'docs', 'public'));
      const dev = await startTestDevServer(root);
      url = dev.url.replace(/\/$/, '');
      close = () => dev.close();
      return;
    }
    await build({ root });
    const dist = path.join(root, 'dist');
    writeSecrets(dist);
    writeSecrets(path.join(dist, 'public'));
    const server = createPreviewServer(dist, '/', host);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    close = () => new Promise<void>((r) => server.close(() => r()));
  });
  afterAll(() => close());
  return {
    get url() {
      return url;
    },
  };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const unescapeAttr = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** The site's own links in a document (not its bundles), without their fragment. */
function pageLinks(html: string): string[] {
  return [...html.matchAll(/<a [^>]*?href="(\/[^"]*)"/g)]
    .map((m) => unescapeAttr(m[1]!).replace(/#.*$/, ''))
    .filter((h) => h && !h.startsWith('/assets/'));
}

describe.each<Mode>(['preview', 'dev'])('%s: requests', (mode) => {
  const site = useServer(mode);

  it('never serves a hidden file or a dot-segment, however the path is encoded', async () => {
    for (const p of HIDDEN_PATHS) {
      const r = await rawRequest(site.url, p);
      expect(r.status, p).toBe(404);
      expect(r.body, p).not.toContain(SECRET);
    }
  });

  it('serves the pages whose names hold reserved characters, and every link to them reaches them', async () => {
    // Every link of every page reached from the home page (sidebar, navbar, prev/next, Markdown).
    const seen = new Map<string, { status: number; title?: string }>();
    const queue = ['/'];
    while (queue.length && seen.size < 100) {
      const href = queue.shift()!;
      if (seen.has(href)) continue;
      const res = await fetch(`${site.url}${href}`);
      const html = await res.text();
      seen.set(href, { status: res.status, title: titleOf(html) });
      if (res.ok) queue.push(...pageLinks(html));
    }
    const failed = [...seen].filter(([, r]) => r.status !== 200).map(([href, r]) => `${href} → ${r.status}`);
    expect(failed).toEqual([]);
    const titles = new Set([...seen.values()].map((r) => r.title));
    for (const p of RESERVED_PAGES) expect(titles, p.file).toContain(`${p.title} | ${RESERVED_SITE_TITLE}`);

    // The sidebar of the home page: each link answers with the page it names.
    const home = await (await fetch(`${site.url}/`)).text();
    const sidebar = [...home.matchAll(/<a class="bd-sidebar-link[^"]*" href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(
      (m) => [unescapeAttr(m[1]!), m[2]!] as const,
    );
    expect(sidebar.map(([, text]) => text)).toEqual(
      expect.arrayContaining(RESERVED_PAGES.filter((p) => !p.file.includes('/')).map((p) => p.title)),
    );
    for (const [href, text] of sidebar) {
      const res = await fetch(`${site.url}${href}`);
      expect(res.status, href).toBe(200);
      expect(titleOf(await res.text()), href).toBe(`${text} | ${RESERVED_SITE_TITLE}`);
    }
  });

  it("serves each page's data chunk at its percent-encoded name", async () => {
    for (const p of RESERVED_PAGES) {
      const route = fileToRoute(p.file);
      const file = routeToDataFile(route);
      const res = await fetch(`${site.url}/assets/pages/${encodeURIComponent(file.slice('assets/pages/'.length))}`);
      expect(res.status, file).toBe(200);
      expect(((await res.json()) as { route: string }).route).toBe(route);
    }
  });

  it('answers GET and HEAD only', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const r = await rawRequest(site.url, '/c%23.html', { method });
      expect(r.status, method).toBe(405);
      expect(r.headers.allow, method).toBe('GET, HEAD');
      expect(r.body, method).not.toContain('C Sharp');
    }
    const options = await rawRequest(site.url, '/c%23.html', { method: 'OPTIONS' });
    expect([options.status, options.headers.allow, options.body]).toEqual([204, 'GET, HEAD', '']);
    const head = await rawRequest(site.url, '/c%23.html', { method: 'HEAD' });
    expect([head.status, head.body]).toEqual([200, '']);
  });

  it('answers only requests that name it (no DNS rebinding)', async () => {
    const port = new URL(site.url).port;
    for (const host of ['evil.example', `rebind.evil:${port}`, `localhost.evil:${port}`]) {
      const r = await rawRequest(site.url, '/c%23.html', { headers: { host } });
      expect(r.status, host).toBe(403);
      expect(r.body, host).not.toContain('C Sharp');
    }
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `docs.localhost:${port}`]) {
      expect((await rawRequest(site.url, '/c%23.html', { headers: { host } })).status, host).toBe(200);
    }
  });
});

describe('preview --host 0.0.0.0', () => {
  const site = useServer('preview', '0.0.0.0');

  it('answers requests naming it by an address, and refuses other names, as dev does', async () => {
    const port = new URL(site.url).port;
    expect((await rawRequest(site.url, '/', { headers: { host: `192.168.1.20:${port}` } })).status).toBe(200);
    expect((await rawRequest(site.url, '/', { headers: { host: `localhost:${port}` } })).status).toBe(200);
    expect((await rawRequest(site.url, '/', { headers: { host: `rebind.evil:${port}` } })).status).toBe(403);
  });
});
