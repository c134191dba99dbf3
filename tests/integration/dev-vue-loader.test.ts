// A VitePress data loader that starts throwing under `bookdocs dev`: its Vue page is shown as a build
// shows it (plain Markdown, one warning naming the loader's error), the other pages are not touched,
// and fixing the loader brings its data back, without a restart.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDevServer, type TestDevServer } from '../helpers/dev.js';
import { copyFixture } from '../helpers/fixtures.js';

describe('a data loader that throws under bookdocs dev', () => {
  let root: string;
  let dev: TestDevServer;
  beforeAll(async () => {
    root = copyFixture('vue-site');
    dev = await startTestDevServer(root);
  });
  afterAll(async () => {
    await dev?.close();
  });
  const page = async (route: string) => (await fetch(new URL(route, dev.url))).text();

  it('shows its page as plain Markdown with a warning, not an error over every page, and recovers when fixed', async () => {
    expect(await page('fruits.html')).toContain('We sell 3 fruits');
    const loader = path.join(root, 'docs/stock.data.js');
    const good = fs.readFileSync(loader, 'utf8');
    fs.writeFileSync(
      loader,
      good.replace('load(files) {', "load(files) {\n    throw new Error('stock service down');"),
    );
    await expect
      .poll(() => dev.logs.join('\n'), { timeout: 60_000 })
      .toMatch(/docs\/stock\.data\.js {2}warning\s+vue-page\s+Vue page: [^\n]*data loader failed: stock service down/);
    const broken = await page('fruits.html');
    expect(broken).not.toContain('bd-dev-error');
    expect(broken).toContain('<h1 id="fruits"');
    expect(broken).not.toContain('We sell 3 fruits');
    expect(dev.logs.join('\n')).not.toContain('bundle-error');
    expect(await page('plain.html')).toContain('No Vue here.');

    fs.writeFileSync(loader, good);
    await expect.poll(() => page('fruits.html'), { timeout: 60_000 }).toContain('We sell 3 fruits');
  });
});
