import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../../src/render/model/site.js';
import type { ClientAssets, ServerRenderer } from '../../../../src/render/output/bundle.js';
import { RenderStream, type RenderTarget } from '../../../../src/render/output/render-stream.js';
import type { PageData } from '../../../../src/render/page/page-types.js';
import { routeToDataFile, routeToHtmlFile } from '../../../../src/shared/routes.js';
import type { PageView, SidebarItem } from '../../../../src/shared/types.js';
import { page, siteConfig } from '../model/model-helpers.js';

const assets: ClientAssets = {
  entryJs: '/assets/main.js',
  entryImports: [],
  componentChunks: new Map(),
  componentCss: new Map(),
  files: [],
  bytes: 0,
};
const target = (renderer: ServerRenderer): RenderTarget => ({
  renderer: () => Promise.resolve(renderer),
  assets,
  key: 'k',
});
const texts = (items: SidebarItem[]): string[] =>
  items.flatMap((i) => ('children' in i ? [i.text ?? '', ...texts(i.children)] : [i.text]));

/** Renders a page as its sidebar texts, prev/next and content; `fail` routes throw. Records every call. */
function fakeRenderer(fail: (route: string, call: number) => boolean = () => false) {
  const calls: string[] = [];
  const renderer: ServerRenderer = {
    render(_site, v: PageView) {
      calls.push(v.route);
      if (fail(v.route, calls.filter((r) => r === v.route).length)) throw new Error(`cannot render ${v.route}`);
      return `<nav>${texts(v.sidebar).join(',')}</nav><p>prev=${v.prev?.text ?? '-'} next=${v.next?.text ?? '-'}</p><main>${v.html}</main>`;
    },
  };
  return { renderer, calls };
}

// Two sidebars: a title in one must not make the other's pages render again.
const config = siteConfig({
  sidebar: {
    '/a/': [{ text: 'A', children: ['/a/one', '/a/two', '/a/three'] }],
    '/b/': [{ text: 'B', children: ['/b/one', '/b/two'] }],
  },
});
const files = ['a/one.md', 'a/two.md', 'a/three.md', 'b/one.md', 'b/two.md'];
const titles: Record<string, string> = {
  'a/one.md': 'One',
  'a/two.md': 'Two',
  'a/three.md': 'Three',
  'b/one.md': 'B one',
  'b/two.md': 'B two',
};
/** Parsed pages, as the workers hand them over. */
const parsed = (): PageData[] => files.map((f) => page(f, titles[f], { html: `<p>body of ${f}</p>` }));
const modelOf = (list: PageData[]) => buildSiteModel(config, list, {});
const finalModel = () => modelOf(parsed());

let out: string;
beforeEach(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-render-stream-'));
});
afterEach(() => fs.rmSync(out, { recursive: true, force: true }));

/** A render failure as finish() reports it: an error at the page's file, carrying the renderer's message. */
const failure = (file: string, message: string) =>
  expect.objectContaining({ severity: 'error', file, message: expect.stringContaining(message) });
const html = (route: string) => fs.readFileSync(path.join(out, routeToHtmlFile(route)), 'utf8');
const data = (route: string) => JSON.parse(fs.readFileSync(path.join(out, routeToDataFile(route)), 'utf8')) as PageView;
const written = (route: string) => fs.existsSync(path.join(out, routeToHtmlFile(route)));

describe('RenderStream', () => {
  it('holds pages pushed before the renderer is ready, then renders them in order', async () => {
    const { renderer, calls } = fakeRenderer();
    const done: string[] = [];
    const stream = new RenderStream(out, finalModel(), (p, ms) => {
      expect(ms).toBeGreaterThanOrEqual(0);
      done.push(p.route);
    });
    const [first, ...rest] = parsed();
    stream.push(first!);
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toEqual([]);
    expect(written('/a/one.html')).toBe(false);
    stream.ready(target(renderer));
    for (const p of rest) stream.push(p);
    expect(await stream.finish(undefined)).toEqual([]);
    const routes = ['/a/one.html', '/a/two.html', '/a/three.html', '/b/one.html', '/b/two.html'];
    expect(calls).toEqual(routes);
    expect(done).toEqual(routes);
    expect(html('/a/two.html')).toContain(
      '<nav>A,One,Two,Three</nav><p>prev=One next=Three</p><main><p>body of a/two.md</p></main>',
    );
    expect(html('/a/two.html')).toMatch(/<\/html>\n$/);
    expect(data('/b/one.html')).toMatchObject({
      route: '/b/one.html',
      title: 'B one',
      html: '<p>body of b/one.md</p>',
      next: { text: 'B two' },
    });
  });

  it('gives back every page as written: without its HTML, in push order, the pages it was handed left as they were', async () => {
    const { renderer } = fakeRenderer((route) => route === '/a/two.html');
    const stream = new RenderStream(out, finalModel(), () => undefined);
    const pages = parsed();
    stream.ready(target(renderer));
    for (const p of pages) stream.push(p);
    const done = await stream.written();
    // The page whose render failed is a page of the site still (check reads its links).
    expect(done.map((p) => p.file)).toEqual(files);
    for (const p of done) expect(p).not.toHaveProperty('html');
    expect(done[0]).toMatchObject({ title: 'One', route: '/a/one.html' });
    // A new value per stage: what the caller handed over is not emptied behind its back.
    expect(pages.map((p) => p.html)).toEqual(files.map((f) => `<p>body of ${f}</p>`));
    expect(await stream.finish(undefined)).toEqual([failure('a/two.md', 'cannot render /a/two.html')]);
  });

  it('gives back the pages it did not render once stopped, so that they are still checked', async () => {
    const stream = new RenderStream(out, finalModel(), () => undefined);
    for (const p of parsed()) stream.push(p);
    stream.stop();
    const done = await stream.written();
    expect(done.map((p) => p.file)).toEqual(files);
    for (const p of done) expect(p).not.toHaveProperty('html');
    expect(written('/a/one.html')).toBe(false);
  });

  it('rejects finish() when the renderer was never ready', async () => {
    const stream = new RenderStream(out, finalModel(), () => undefined);
    stream.push(parsed()[0]!);
    await expect(stream.finish(undefined)).rejects.toThrow(/before the bundles were ready/);
  });

  it('re-renders a page whose prev/next title changed, with its content and the final sidebar', async () => {
    // Quick titles: a/two.md had none (its file name stood in).
    const provisional = modelOf(files.map((f) => page(f, f === 'a/two.md' ? undefined : titles[f])));
    const { renderer, calls } = fakeRenderer();
    const stream = new RenderStream(out, provisional, () => undefined);
    stream.ready(target(renderer));
    for (const p of parsed()) stream.push(p);
    expect(await stream.finish(finalModel())).toEqual([]);
    expect(html('/a/one.html')).toContain(
      '<nav>A,One,Two,Three</nav><p>prev=- next=Two</p><main><p>body of a/one.md</p></main>',
    );
    expect(data('/a/three.html')).toMatchObject({
      prev: { text: 'Two', link: '/a/two.html' },
      html: '<p>body of a/three.md</p>',
    });
    expect(data('/a/two.html').sidebar).toEqual(finalModel().view(finalModel().pages.get('/a/two.html')!).sidebar);
    // Every page of the /a/ sidebar once more; the /b/ pages only once.
    expect(stream.rerendered).toBe(3);
    expect(calls.filter((r) => r.startsWith('/b/'))).toEqual(['/b/one.html', '/b/two.html']);
    expect(calls.filter((r) => r === '/a/one.html')).toHaveLength(2);
  });

  it('renders nothing again when the final titles change no sidebar', async () => {
    const { renderer, calls } = fakeRenderer();
    const stream = new RenderStream(out, finalModel(), () => undefined);
    stream.ready(target(renderer));
    for (const p of parsed()) stream.push(p);
    await stream.finish(finalModel());
    expect(stream.rerendered).toBe(0);
    expect(calls).toHaveLength(files.length);
  });

  it('reports a page that fails to render with its file, and still writes the others', async () => {
    const { renderer } = fakeRenderer((route) => route === '/a/two.html');
    const done: string[] = [];
    const stream = new RenderStream(
      out,
      finalModel(),
      (p) => done.push(p.route),
      (file) => `docs/${file}`,
    );
    stream.ready(target(renderer));
    for (const p of parsed()) stream.push(p);
    expect(await stream.finish(undefined)).toEqual([failure('docs/a/two.md', 'cannot render /a/two.html')]);
    expect(written('/a/two.html')).toBe(false);
    expect(written('/a/three.html')).toBe(true);
    // Progress counts it as done all the same.
    expect(done).toHaveLength(files.length);
  });

  it('reports a page that fails when it is rendered again', async () => {
    const provisional = modelOf(files.map((f) => page(f, f === 'b/two.md' ? undefined : titles[f])));
    const { renderer } = fakeRenderer((route, call) => route === '/b/one.html' && call === 2);
    const stream = new RenderStream(out, provisional, () => undefined);
    stream.ready(target(renderer));
    for (const p of parsed()) stream.push(p);
    expect(await stream.finish(finalModel())).toEqual([failure('b/one.md', 'cannot render /b/one.html')]);
  });

  it('fails finish() when a file cannot be written', async () => {
    fs.mkdirSync(path.join(out, routeToHtmlFile('/a/one.html')), { recursive: true });
    const stream = new RenderStream(out, finalModel(), () => undefined);
    stream.ready(target(fakeRenderer().renderer));
    for (const p of parsed()) stream.push(p);
    await expect(stream.finish(undefined)).rejects.toThrow(/EISDIR/);
  });

  it('renders nothing after stop(), and finish() then renders nothing again', async () => {
    const provisional = modelOf(files.map((f) => page(f)));
    const { renderer, calls } = fakeRenderer();
    const stream = new RenderStream(out, provisional, () => undefined);
    const [first, ...rest] = parsed();
    stream.push(first!);
    stream.stop();
    stream.ready(target(renderer));
    for (const p of rest) stream.push(p);
    expect(await stream.finish(finalModel())).toEqual([]);
    expect(calls).toEqual([]);
    expect(stream.rerendered).toBe(0);
    expect(fs.readdirSync(out)).toEqual([]);
  });

  it('abort() resolves once every page it started is fully written, and renders nothing after', async () => {
    const { renderer, calls } = fakeRenderer();
    const done: string[] = [];
    const stream = new RenderStream(out, finalModel(), (p) => done.push(p.route));
    stream.ready(target(renderer));
    const many = Array.from({ length: 40 }, () => parsed()).flat();
    for (const p of many) stream.push(p);
    await new Promise((r) => setImmediate(r));
    await stream.abort();
    const after = calls.length;
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(many.length);
    for (const route of new Set(done)) {
      expect(html(route)).toMatch(/<\/html>\n$/);
      expect(data(route).route).toBe(route);
    }
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.length).toBe(after);
  });

  it('abort() before the renderer is ready resolves at once and writes nothing', async () => {
    const stream = new RenderStream(out, finalModel(), () => undefined);
    for (const p of parsed()) stream.push(p);
    await stream.abort();
    stream.ready(target(fakeRenderer().renderer));
    await new Promise((r) => setTimeout(r, 10));
    expect(fs.readdirSync(out)).toEqual([]);
  });
});
