// Multi-locale sites: a language menu that links to the same page in the other locale (or its home),
// and labels, search placeholder and <html lang> that follow the current locale; in a build and in
// `bookdocs dev` alike.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

const menuLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.bd-navbar .bd-languages a')].map((a) => [a.textContent, a.getAttribute('href')]),
  );

/** A zh locale with a home page and one of the guide's pages. */
function withChinese(root: string): void {
  fs.mkdirSync(path.join(root, 'docs/zh/guide'), { recursive: true });
  fs.writeFileSync(path.join(root, 'docs/zh/index.md'), '# 首页\n');
  fs.writeFileSync(path.join(root, 'docs/zh/guide/first.md'), '# 第一页\n\n[返回](../index.md)\n');
  const configFile = path.join(root, 'site.config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  config.locales = {
    '/': { label: 'English', lang: 'en-US' },
    '/zh/': {
      label: '简体中文',
      lang: 'zh-CN',
      searchPlaceholder: '搜索',
      labels: { languages: '选择语言' },
      navbar: [{ text: '指南', link: '/zh/guide/first.md' }],
    },
  };
  fs.writeFileSync(configFile, JSON.stringify(config));
}

describe.each(SITE_MODES)('locales (%s)', (mode) => {
  const site = useBuiltSite('basic', withChinese, mode);

  it('links to the same page in the other locale, or to that locale’s home when there is none', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    expect(await page.textContent('.bd-navbar .bd-languages .bd-nav-dropdown-title')).toBe('Languages');
    expect(await menuLinks(page)).toEqual([
      ['English', '/guide/first.html'],
      ['简体中文', '/zh/guide/first.html'],
    ]);
    await page.click('.bd-navbar .bd-languages .bd-nav-dropdown-title');
    await page.click('.bd-navbar .bd-languages a:has-text("简体中文")');
    await page.waitForSelector('#bd-content h1:has-text("第一页")');
    // The menu, labels, search placeholder and document language now follow the zh locale.
    expect(await page.textContent('.bd-navbar .bd-languages .bd-nav-dropdown-title')).toBe('选择语言');
    expect(await page.getAttribute('.bd-navbar input[type="search"], .bd-navbar .bd-search input', 'placeholder')).toBe(
      '搜索',
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await page.textContent('.bd-navbar-nav .bd-nav-link')).toBe('指南');
    await page.goto(`${site.url}/guide/second.html`);
    expect(await menuLinks(page)).toEqual([
      ['English', '/guide/second.html'],
      ['简体中文', '/zh/'],
    ]);
    // The language menu is not highlighted as the current section.
    expect(await page.getAttribute('.bd-navbar .bd-languages .bd-nav-dropdown', 'class')).not.toContain('active');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('server-renders the locale’s language and placeholder', async () => {
    const res = await fetch(`${site.url}/zh/guide/first.html`);
    const html = await res.text();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toMatch(/placeholder="搜索"/);
  });
});

describe.each(SITE_MODES)('single-locale site (%s)', (mode) => {
  const site = useBuiltSite('basic', undefined, mode);
  it('has no language menu', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}/guide/first.html`);
    expect(await page.$('.bd-languages')).toBeNull();
    await page.close();
  });
});
