// A site whose theme speaks one language (its <html lang>, labels, dates) and whose pages are written in
// another (config `contentLang`, a locale's own, a page's frontmatter `lang`): the author's text carries
// its language, so a screen reader reads it with the right voice; the theme's words keep the <html lang>.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

function writtenInChinese(root: string): void {
  const configFile = path.join(root, 'site.config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(
    configFile,
    JSON.stringify({
      ...config,
      lang: 'en-US',
      contentLang: 'zh-CN',
      footer: { message: '页脚' },
      locales: { '/': { label: 'English' }, '/fr/': { lang: 'fr-FR', label: 'Français' } },
    }),
  );
  fs.writeFileSync(path.join(root, 'docs/guide/english.md'), '---\nlang: en-GB\n---\n\n# An English page\n\n## Part\n');
  fs.mkdirSync(path.join(root, 'docs/fr'), { recursive: true });
  fs.writeFileSync(path.join(root, 'docs/fr/index.md'), '# Bonjour\n\n## Partie\n');
}

/** The language each element is read in: its own `lang`, or its nearest ancestor's. */
function languages(page: Page, selectors: string[]): Promise<Record<string, string | null>> {
  return page.evaluate(
    (list) =>
      Object.fromEntries(
        list.map((s) => {
          const el = document.querySelector(s);
          return [s, el ? (el.closest<HTMLElement>('[lang]')?.lang ?? '') : null];
        }),
      ),
    selectors,
  );
}

const CONTENT = ['#bd-content', 'h1', '.bd-outline-aside', '.bd-sidebar-items', '.bd-navbar-nav .bd-nav-item'];
const CONTENT_MORE = ['.bd-search input', '.bd-prev-next', '.bd-footer', '#bd-route-announcer'];
const THEME = ['.bd-skip-link', '.bd-back-to-top', '.bd-color-mode', '.bd-copy-code'];

describe.each(SITE_MODES)('content language (%s)', (mode) => {
  const site = useBuiltSite('basic', writtenInChinese, mode);

  it('marks the author’s text zh-CN under an en-US <html lang>, the theme’s words staying en-US', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    await page.waitForSelector('.bd-copy-code', { state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    const found = await languages(page, [...CONTENT, ...CONTENT_MORE]);
    expect(found).toEqual(Object.fromEntries([...CONTENT, ...CONTENT_MORE].map((s) => [s, 'zh-CN'])));
    expect(await languages(page, THEME)).toEqual(Object.fromEntries(THEME.map((s) => [s, 'en-US'])));
    await page.close();
  });

  it('follows a page’s frontmatter lang, also after a client-side navigation, and a locale’s own language', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = 'english.html';
      a.id = 'to-english';
      a.textContent = 'go';
      document.getElementById('bd-content')!.append(a);
    });
    await page.click('#to-english');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('An English page'));
    expect(await languages(page, ['#bd-content', '.bd-outline-aside', '.bd-sidebar-items'])).toEqual({
      '#bd-content': 'en-GB',
      '.bd-outline-aside': 'en-GB',
      // The sidebar is the site's, written in its content language whatever the page.
      '.bd-sidebar-items': 'zh-CN',
    });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');

    await page.goto(`${site.url}/fr/`);
    await page.waitForFunction(hydrated);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
    // A locale with its own language is written in it: nothing inside says otherwise.
    expect(await page.evaluate(() => document.querySelectorAll('#app [lang]').length)).toBe(0);
    await page.close();
  });
});

describe('content language: a site written in its own language', () => {
  const site = useBuiltSite('basic');

  it('has its locale’s language on <html> and no other lang inside', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    await page.waitForSelector('.bd-copy-code', { state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect(await page.evaluate(() => document.querySelectorAll('#app [lang]').length)).toBe(0);
    await page.close();
  });
});
