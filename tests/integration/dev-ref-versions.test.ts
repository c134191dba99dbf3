// `bookdocs dev` serves the versions kept in git refs under their prefixes, as a build places them:
// each ref built once as dev starts (in the background), under the key `bookdocs build` uses.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { usePageCache } from '../helpers/cache-env.js';
import type { VersionRoutes } from '../../src/shared/version-routes.js';
import { startTestDevServer, type TestDevServer } from '../helpers/dev.js';
import { moveTag, refVersionsRepo } from '../helpers/ref-versions-repo.js';

describe('dev with versions from git refs', () => {
  usePageCache('bd-dev-ref-versions-cache-');
  let dev: TestDevServer | undefined;
  afterEach(async () => {
    await dev?.close();
    dev = undefined;
  });

  it("serves a ref's build under its prefix, its pages link into it, and build reuses what dev built", async () => {
    const root = refVersionsRepo();
    dev = await startTestDevServer(root);
    const get = (p: string) => fetch(new URL(p, dev!.url));
    // A request under the prefix waits for that ref's build.
    const old = await get('/1.x/guide/start.html');
    expect(old.status).toBe(200);
    expect(await old.text()).toContain('The old way to start.');
    expect(await (await get('/1.x/')).text()).toMatch(/<h1[^>]*>Home/);
    expect((await get('/1.x/assets/search/root.json')).status).toBe(200);
    expect((await get('/1.x/guide/nope.html')).status).toBe(404);
    await dev.refVersions;
    // The site's own pages: the switcher keeps the page in the ref's build where it has it.
    expect(await (await get('/guide/start.html')).text()).toContain('href="/1.x/guide/start.html" rel="external"');
    expect(await (await get('/guide/new.html')).text()).toContain('href="/1.x/" rel="external"');
    expect(await (await get('/guide/start.html')).text()).toContain('The new way to start.');
    await dev.close();
    dev = undefined;
    // The same cache key as a build's: the build reuses the ref dev built.
    expect((await build({ root })).refVersions).toEqual([{ name: '1.x', reused: true }]);
  });

  it("serves the versions' route list the ref's pages fetch, from the site's current routes", async () => {
    const root = refVersionsRepo();
    dev = await startTestDevServer(root);
    const get = (p: string) => fetch(new URL(p, dev!.url));
    await dev.refVersions;
    expect(await (await get('/1.x/guide/start.html')).text()).toContain('"routes":"/assets/versions.json"');
    const list = async () => (await (await get('/assets/versions.json')).json()) as VersionRoutes;
    expect(await list()).toEqual({
      base: '/',
      cleanUrls: false,
      versions: [
        { name: '2.x', root: '/guide/', routes: ['/guide/new.html', '/guide/start.html'] },
        { name: '1.x', root: '/1.x/', ref: true, routes: ['/', '/guide/old.html', '/guide/start.html'] },
      ],
    });
    // A page added while dev runs is in it once dev has seen the file.
    fs.writeFileSync(path.join(root, 'docs/guide/old.md'), '# Old\n\nBack in the new version.\n');
    await expect
      .poll(async () => (await list()).versions[0]!.routes, { timeout: 20_000 })
      .toEqual(['/guide/new.html', '/guide/old.html', '/guide/start.html']);
  });

  it('builds a ref again when it moves while dev runs, serving the previous build until then', async () => {
    const root = refVersionsRepo();
    dev = await startTestDevServer(root);
    const get = (p: string) => fetch(new URL(p, dev!.url));
    expect(await (await get('/1.x/guide/start.html')).text()).toContain('The old way to start.');
    // The tag moves (`git tag -f`) to a commit with other docs, and git packs it with the rest of its refs.
    moveTag(root, 'v1', 'docs/guide/start.md', '# Start\n\nThe fixed old way to start.\n');
    execFileSync('git', ['pack-refs', '--all'], { cwd: root });
    // Every answer meanwhile is a whole build's page: the old one until the new build is in.
    await expect
      .poll(
        async () => {
          const res = await get('/1.x/guide/start.html');
          expect(res.status).toBe(200);
          return /The (fixed )?old way to start\./.exec(await res.text())?.[0];
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe('The fixed old way to start.');
    await dev.close();
    dev = undefined;
    // Built under the key a build uses: the build reuses it.
    expect((await build({ root })).refVersions).toEqual([{ name: '1.x', reused: true }]);
  });
});
