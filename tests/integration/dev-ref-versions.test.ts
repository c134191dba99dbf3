// `bookdocs dev` serves the versions kept in git refs under their prefixes, as a build places them:
// each ref built once as dev starts (in the background), under the key `bookdocs build` uses.
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { usePageCache } from '../helpers/cache-env.js';
import { startTestDevServer, type TestDevServer } from '../helpers/dev.js';
import { refVersionsRepo } from '../helpers/ref-versions-repo.js';

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
});
