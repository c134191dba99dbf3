// Page views reach the configured analytics provider on the first load and on every route change.
// Against a build only: `bookdocs dev` never reports page views, whatever the config says (an author's
// drafts and saves are not visits; dev-server.test.ts checks that it sends none).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hydrated, useBuiltSite } from '../helpers/browser.js';

describe('analytics', () => {
  const site = useBuiltSite('basic', (root) => {
    const file = path.join(root, 'site.config.json');
    const config = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...config, analytics: { provider: 'baidu', id: 'abc123' } }));
  });

  it('loads the provider script once and reports a page view per route', async () => {
    const page = await site.browser.newPage();
    const scripts: string[] = [];
    await page.route('https://hm.baidu.com/**', (route) => {
      scripts.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    const views = () =>
      page.evaluate(() =>
        ((window as unknown as { _hmt: unknown[][] })._hmt ?? [])
          .filter((c) => c[0] === '_trackPageview')
          .map((c) => c[1]),
      );
    await expect.poll(views).toEqual(['/guide/first.html']);
    await page.click('#bd-content a[href="/guide/second.html"]');
    await page.waitForSelector('#bd-content h1:has-text("Second")');
    await expect.poll(views).toEqual(['/guide/first.html', '/guide/second.html']);
    await page.goBack();
    await expect.poll(views).toEqual(['/guide/first.html', '/guide/second.html', '/guide/first.html']);
    expect(scripts).toEqual(['https://hm.baidu.com/hm.js?abc123']);
    await page.close();
  });
});
