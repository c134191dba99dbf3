// Versions kept in git refs (config `versions`, `{ name, ref }`): built from the ref's tree into the
// cache, placed under their prefix, reused while the ref's tree is the same, built again when it changes.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { sameRouteLinks, type VersionRoutes } from '../../src/shared/version-routes.js';
import { usePageCache } from '../helpers/cache-env.js';
import { read } from '../helpers/fixtures.js';
import { moveTag, REF_VERSIONS_CONFIG as CONFIG, refVersionsRepo as repo } from '../helpers/ref-versions-repo.js';

describe('versions from git refs', () => {
  usePageCache('bd-ref-versions-cache-');

  it("builds a ref's site under its prefix, reuses it while the ref is unchanged, and builds it again when it moves", async () => {
    const root = repo();
    const first = await build({ root });
    expect(first.refVersions).toEqual([{ name: '1.x', reused: false }]);
    const out = path.join(root, 'dist');
    expect(read(out, 'guide/start.html')).toContain('The new way to start.');
    const old = read(out, '1.x/guide/start.html');
    expect(old).toContain('The old way to start.');
    // Built for its prefix: its own assets and links are under /1.x/.
    expect(old).toMatch(/src="\/1\.x\/assets\/[^"]+\.js"/);
    expect(fs.existsSync(path.join(out, '1.x/assets/search/root.json'))).toBe(true);
    // The switcher (a menu: the navbar links to neither version) keeps the page in the ref's build when
    // that build has it, else opens its home; the router leaves both to the browser.
    expect(read(out, 'guide/start.html')).toContain('href="/1.x/guide/start.html" rel="external"');
    expect(read(out, 'guide/new.html')).toContain('href="/1.x/" rel="external"');
    expect(read(out, 'assets/pages/guide~1start.json')).toContain('"1.x":"/1.x/guide/start.html"');
    // The ref's pages are version 1.x of this site: a banner linking to the latest version's home (its
    // build is cached apart from this site's pages, so it cannot know which of them exist), and the switcher.
    expect(old).toMatch(/<section class="bd-version-banner[^>]*>.*<a href="\/guide\/new\.html">/s);
    expect(old).toContain('href="/guide/new.html" rel="external"');

    // Built again with nothing changed: the ref's files are part of the output the build recorded.
    const again = await build({ root });
    expect(again.upToDate).toBe(true);
    expect(read(out, '1.x/guide/start.html')).toBe(old);

    // Nothing changed in the ref: its build is reused, though the site's own pages changed.
    fs.writeFileSync(path.join(root, 'docs/guide/start.md'), '# Start\n\nThe newer way to start.\n');
    const second = await build({ root });
    expect(second.refVersions).toEqual([{ name: '1.x', reused: true }]);
    expect(read(out, 'guide/start.html')).toContain('The newer way to start.');
    expect(read(out, '1.x/guide/start.html')).toContain('The old way to start.');

    // The tag moves to a commit with other docs (made beside the working tree, which stays as it is): built again.
    moveTag(root, 'v1', 'docs/guide/start.md', '# Start\n\nThe fixed old way to start.\n');
    const third = await build({ root });
    expect(third.refVersions).toEqual([{ name: '1.x', reused: false }]);
    expect(read(out, '1.x/guide/start.html')).toContain('The fixed old way to start.');
  });

  it("writes the versions' route list for the ref's pages, kept exact by incremental builds that reuse the ref", async () => {
    const root = repo();
    await build({ root });
    const out = path.join(root, 'dist');
    const list = () => JSON.parse(read(out, 'assets/versions.json')) as VersionRoutes;
    expect(list()).toEqual({
      base: '/',
      cleanUrls: false,
      versions: [
        { name: '2.x', root: '/guide/', routes: ['/guide/new.html', '/guide/start.html'] },
        { name: '1.x', root: '/1.x/', ref: true, routes: ['/', '/guide/old.html', '/guide/start.html'] },
      ],
    });
    // The ref's pages know where it is (a fixed URL: the ref's build need not change when the site does).
    expect(read(out, '1.x/guide/start.html')).toContain('"routes":"/assets/versions.json"');
    // The same page in the latest version, where it has one; else nothing (the link stays the latest's home).
    expect(sameRouteLinks(list(), '1.x', '/guide/start.html')).toEqual({ '2.x': '/guide/start.html' });
    expect(sameRouteLinks(list(), '1.x', '/guide/old.html')).toEqual({});

    // A page added to the latest version: the list has it, and the ref's build is reused as it is.
    fs.writeFileSync(path.join(root, 'docs/guide/old.md'), '# Old\n\nBack in the new version.\n');
    expect((await build({ root })).refVersions).toEqual([{ name: '1.x', reused: true }]);
    expect(list().versions[0]!.routes).toEqual(['/guide/new.html', '/guide/old.html', '/guide/start.html']);
    expect(sameRouteLinks(list(), '1.x', '/guide/old.html')).toEqual({ '2.x': '/guide/old.html' });
    // A page removed (not the version's home, which the ref's pages link to as built).
    fs.rmSync(path.join(root, 'docs/guide/start.md'));
    expect((await build({ root })).refVersions).toEqual([{ name: '1.x', reused: true }]);
    expect(list().versions[0]!.routes).toEqual(['/guide/new.html', '/guide/old.html']);
    expect(sameRouteLinks(list(), '1.x', '/guide/start.html')).toEqual({});
  });

  it('puts the ref in the staged output: a ref that fails to build keeps the previous output of it, and the rest is written', async () => {
    const root = repo();
    await build({ root });
    const out = path.join(root, 'dist');
    const old = read(out, '1.x/guide/start.html');
    // The tag moves to a commit whose config is broken: that build fails.
    moveTag(root, 'v1', 'site.config.json', '{ "title": ');
    fs.writeFileSync(path.join(root, 'docs/guide/start.md'), '# Start\n\nThe newer way to start.\n');
    const result = await build({ root });
    expect(result.diagnostics.find((d) => d.rule === 'version-ref')).toMatchObject({
      severity: 'error',
      message: expect.stringContaining('building v1 failed'),
    });
    expect(read(out, 'guide/start.html')).toContain('The newer way to start.');
    expect(read(out, '1.x/guide/start.html')).toBe(old);
    expect(read(out, 'guide/start.html')).toContain('href="/1.x/guide/start.html" rel="external"');
    // Not reused whole while a ref fails: the next build tries it again.
    expect((await build({ root })).upToDate).toBeUndefined();
  });

  it('reports a ref that does not exist at the config, and still writes the site', async () => {
    const root = repo();
    fs.writeFileSync(
      path.join(root, 'site.config.json'),
      JSON.stringify({ ...CONFIG, versions: { list: [CONFIG.versions.list[0], { name: '0.x', ref: 'nope' }] } }),
    );
    const result = await build({ root });
    const problem = result.diagnostics.find((d) => d.rule === 'version-ref');
    expect(problem).toMatchObject({ severity: 'error', message: expect.stringContaining('no git ref "nope"') });
    expect(problem!.hint).toBeTruthy();
    expect(fs.existsSync(path.join(root, 'dist/guide/start.html'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'dist/0.x'))).toBe(false);
  });

  it('says that a shard and a merge of shards leave the ref versions out', async () => {
    const root = repo();
    const shard = path.join(root, 'shard-1');
    const shardResult = await build({ root, outDir: shard, shard: { index: 1, count: 1 } });
    const said = (r: typeof shardResult) => r.diagnostics.filter((d) => d.rule === 'version-ref');
    expect(said(shardResult)).toEqual([
      expect.objectContaining({ severity: 'warning', message: expect.stringContaining('not built by a shard') }),
    ]);
    const merged = await build({ root, outDir: path.join(root, 'merged'), merge: [shard] });
    expect(said(merged)).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: expect.stringContaining('not built by a merge of shards'),
      }),
    ]);
    expect(fs.existsSync(path.join(root, 'merged/1.x'))).toBe(false);
  });
});
