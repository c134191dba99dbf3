// A VitePress folder (no config of ours) as a reader sees it, built and under `bookdocs dev`: its home
// page, an alert, diff and focus code blocks, and the Chinese half of the bilingual folder.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';
import { REPO } from '../helpers/fixtures.js';

const SHOTS = path.join(REPO, 'tests', 'artifacts', 'screenshots');

describe.each(SITE_MODES)('a VitePress folder (%s)', (mode) => {
  const site = useBuiltSite('vitepress', undefined, mode);

  it('shows its home page: hero, actions and linked features', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/`);
    await page.waitForFunction(hydrated);
    expect(await page.title()).toBe('Fixture');
    expect(await page.locator('.bd-hero-name').textContent()).toBe('Fixture');
    expect(await page.locator('.bd-hero-subtext').textContent()).toBe('A VitePress folder');
    expect(await page.locator('.bd-hero-actions a').allTextContents()).toEqual(['Get Started', '中文']);
    expect(await page.locator('a.bd-feature').getAttribute('href')).toBe('/guide/start.html');
    // The Vue <script setup> block is not shown.
    expect(await page.locator('main').textContent()).not.toContain('import Home');
    if (mode === 'build') {
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, 'vitepress-home.png') });
    }
    await page.close();
  });

  it('shows an alert, diff and focus code blocks, and details open', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await page.goto(`${site.url}/guide/start.html`);
    await page.waitForFunction(hydrated);
    // Titled by its first heading, the site by its home page.
    expect(await page.title()).toBe('Getting started | Fixture');
    const alert = page.locator('.custom-block.tip.github-alert');
    expect(await alert.locator('.custom-block-title').textContent()).toBe('TIP');
    expect(await alert.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    const added = page.locator('.line.diff.add');
    expect(await added.textContent()).toContain("msg: 'Added'");
    expect(await added.textContent()).not.toContain('[!code');
    expect(await added.evaluate((el) => getComputedStyle(el, '::before').content)).toContain('+');
    const dimmed = page.locator('pre.has-focused-lines .line:not(.focused)').first();
    expect(await dimmed.evaluate((el) => getComputedStyle(el).filter)).toContain('blur');
    await page.locator('pre.has-focused-lines').hover();
    await expect.poll(() => dimmed.evaluate((el) => getComputedStyle(el).filter)).toBe('none');
    expect(await page.locator('details.custom-block').evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    if (mode === 'build') await page.screenshot({ path: path.join(SHOTS, 'vitepress-guide.png'), fullPage: true });
    await page.close();
  });

  it('shows its Chinese page in Chinese: lang, labels, search box, sidebar and container title', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${site.url}/zh/guide/start.html`);
    await page.waitForFunction(hydrated);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await page.title()).toBe('开始 | 示例');
    expect(await page.locator('.bd-search input').getAttribute('placeholder')).toBe('搜索');
    expect(await page.locator('.custom-block.tip .custom-block-title').textContent()).toBe('提示');
    const links = await page.locator('.bd-sidebar-link').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(links).toEqual(['/zh/guide/start.html']);
    if (mode === 'build') await page.screenshot({ path: path.join(SHOTS, 'vitepress-zh-phone.png') });
    await page.close();
  });
});
