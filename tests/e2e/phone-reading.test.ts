// Reading a long reference page, on a phone (375px) and on desktop: a wide table scrolls with a hint
// and keeps a readable first column, outline entries wrap only where a reader expects, and the
// back-to-top button never covers the prev/next cards or a code block's label and copy button.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, useBuiltSite } from '../helpers/browser.js';

const ENDPOINTS = [
  '1.查询首页列表数据, getHomeList->/home/list',
  '4.随机推荐书籍, getRandomRecommendBook->/novel/getRandomRecommendBook',
  '5.查询分类统计, getCatStatistics->/novel/cat/statistics',
  '6.查询子分类列表, getCatMinorList->/novel/cat/minor-list',
  '25.获取系统头像列表, getSystemAvatarList->/user/avatar/system-list',
  'useReadingProgressPersistenceWithRemoteSynchronisation',
];

function withReferencePage(root: string): void {
  const configFile = path.join(root, 'site.config.json');
  const config = fs
    .readFileSync(configFile, 'utf8')
    .replace('"/guide/first.md",', '"/guide/first.md", "/guide/reference.md",');
  fs.writeFileSync(configFile, config);
  const row = (i: number) =>
    `| 书城首页（频道、轮播图、推荐、猜你喜欢）${i} | ✅ | ✅ | 基础版只包含首页的频道与轮播 | 专业版还有金币奖励与用户体系 |`;
  fs.writeFileSync(
    path.join(root, 'docs/guide/reference.md'),
    [
      '# 接口说明',
      '',
      '## 功能对比',
      '',
      '| 功能 | 基础版 v2.0.2 | 专业版 v3.0.0 | 说明 | 备注 |',
      '| --- | :---: | :---: | --- | --- |',
      ...Array.from({ length: 6 }, (_, i) => row(i)),
      '',
      '## 小表',
      '',
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
      '',
      ...ENDPOINTS.flatMap((title) => [
        `### ${title}`,
        '',
        '```js',
        `request('${title.split('->')[1] ?? '/x'}', { page: 1, size: 20 })`,
        '```',
        '',
        ...Array.from({ length: 6 }, (_, i) => `说明文字第 ${i} 行，足够长以便页面可以滚动。\n`),
      ]),
    ].join('\n'),
  );
}

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

describe('reading a long reference page', () => {
  const site = useBuiltSite('basic', withReferencePage);

  async function open(viewport: { width: number; height: number }): Promise<Page> {
    const page = await site.browser.newPage({ viewport });
    await page.goto(`${site.url}/guide/reference.html`);
    await page.waitForFunction(hydrated);
    return page;
  }

  it('scrolls a wide table on a phone with a fading edge, a readable first column, focus and a name', async () => {
    const page = await open(PHONE);
    const table = page.locator('#bd-content table').first();
    await expect.poll(() => table.getAttribute('data-bd-overflow')).toBe('end');
    const state = await table.evaluate((t: HTMLTableElement) => ({
      overflows: t.scrollWidth > t.clientWidth,
      tabIndex: t.tabIndex,
      name: t.getAttribute('aria-label'),
      mask: getComputedStyle(t).maskImage,
      firstColumn: Math.round(t.querySelector('td')!.getBoundingClientRect().width),
      fontSize: parseFloat(getComputedStyle(t.querySelector('td')!).fontSize),
    }));
    expect(state).toMatchObject({ overflows: true, tabIndex: 0, name: '功能对比' });
    expect(state.mask).toContain('linear-gradient');
    // Room for about six Chinese characters a line, not two or three.
    expect(state.firstColumn).toBeGreaterThanOrEqual(state.fontSize * 8 - 1);
    // The keyboard scrolls it; at its end the fade is on the other side only.
    await table.focus();
    await page.keyboard.press('End');
    await table.evaluate((t) => t.scrollTo({ left: t.scrollWidth }));
    await expect.poll(() => table.getAttribute('data-bd-overflow')).toBe('start');
    // A table that fits is not a tab stop and has no fade.
    const small = await page
      .locator('#bd-content table')
      .nth(1)
      .evaluate((t) => [t.getAttribute('tabindex'), t.getAttribute('data-bd-overflow'), getComputedStyle(t).maskImage]);
    expect(small).toEqual([null, null, 'none']);
    await page.close();
  });

  for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    it(`wraps outline entries only between words and code pieces, never inside -> or a name (${size})`, async () => {
      const page = await open(viewport);
      if (size === 'phone') await page.click('.bd-outline-menu-button');
      const list = size === 'phone' ? '.bd-outline-menu' : '.bd-outline-aside';
      const breaks = await page.evaluate((list) => {
        const out: { title: string; before: string; after: string; lineWidth: number }[] = [];
        for (const link of document.querySelectorAll<HTMLElement>(`${list} .bd-outline-link`)) {
          const chars: { ch: string; top: number }[] = [];
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let i = 0; i < node.textContent!.length; i++) {
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              const rect = range.getClientRects()[0];
              if (rect) chars.push({ ch: node.textContent![i]!, top: rect.top });
            }
          }
          for (let i = 1; i < chars.length; i++) {
            if (chars[i]!.top - chars[i - 1]!.top > 4)
              out.push({
                title: link.textContent!,
                before: chars
                  .slice(0, i)
                  .map((c) => c.ch)
                  .join(''),
                after: chars
                  .slice(i)
                  .map((c) => c.ch)
                  .join(''),
                lineWidth: link.clientWidth,
              });
          }
        }
        return out;
      }, list);
      expect(breaks.length).toBeGreaterThan(0);
      for (const b of breaks) {
        const pair = `${b.before.trimEnd().at(-1)}${b.after[0]}`;
        expect(pair, `${b.title} broke inside an arrow`).not.toBe('->');
        // Inside a run of letters only at a camelCase hump, and only for a name wider than the line.
        if (/^[A-Za-z0-9][A-Za-z0-9]$/.test(pair)) {
          expect(pair, `${b.title} broke mid-word: ${b.before} | ${b.after}`).toMatch(/^[a-z0-9][A-Z]$/);
          expect(b.title).toContain('useReadingProgressPersistenceWithRemoteSynchronisation');
        }
      }
      // The screen reader's name is the title as written.
      const name = await page
        .locator(`${list} .bd-outline-link`, { hasText: 'getRandomRecommendBook' })
        .evaluate((a) => a.getAttribute('aria-label') ?? a.textContent);
      expect(name).toBe(ENDPOINTS[1]);
      await page.close();
    });
  }

  for (const [size, viewport] of Object.entries({
    phone: PHONE,
    tablet: { width: 1024, height: 768 },
    desktop: DESKTOP,
  })) {
    it(`keeps back-to-top off the prev/next cards and code labels (${size})`, async () => {
      const page = await open(viewport);
      await page.waitForSelector('.bd-next', { state: 'attached' });
      await page.waitForSelector('.bd-copy-code', { state: 'attached' });
      const covered = () =>
        page.evaluate(() => {
          const button = document.querySelector('.bd-back-to-top')!;
          if (!button.classList.contains('show')) return 'hidden';
          const box = button.getBoundingClientRect();
          const under = [
            ...document.querySelectorAll('.bd-prev-next a, .bd-code-lang, .bd-copy-code, .bd-code-title'),
          ].filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
          });
          return under.map((el) => el.className).join(' ');
        });
      // At the very end of the page it is there to be used, over nothing (the page leaves it room).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(covered).toBe('');
      // With a code block's label right where the button is, mid-page: it steps aside.
      await page.evaluate(() => {
        const button = document.querySelector('.bd-back-to-top')!.getBoundingClientRect();
        const label = [...document.querySelectorAll('.bd-code-lang')].at(-2)!.getBoundingClientRect();
        window.scrollBy(0, label.top + label.height / 2 - (button.top + button.height / 2));
      });
      await expect.poll(covered).toMatch(/^(hidden)?$/);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      await page.close();
    });
  }
});

/** A page of 40 sections, each a heading and a table too wide for a phone. */
function withTablesPage(root: string): void {
  const section = (i: number) => [
    `## 接口 ${i}`,
    '',
    '| 参数 | 类型 | 必填 | 默认值 | 说明 |',
    '| --- | --- | --- | --- | --- |',
    ...Array.from(
      { length: 5 },
      (_, r) => `| param${r} | string | 否 | 无 | 第 ${i} 个接口的第 ${r} 个参数的说明文字 |`,
    ),
    '',
  ];
  fs.writeFileSync(
    path.join(root, 'docs/guide/tables.md'),
    ['# 很多表格', '', ...Array.from({ length: 40 }, (_, i) => section(i)).flat()].join('\n'),
  );
}

describe('a long page of wide tables, on a phone', () => {
  const site = useBuiltSite('basic', withTablesPage);

  async function open(): Promise<Page> {
    const page = await site.browser.newPage({ viewport: PHONE });
    await page.goto(`${site.url}/guide/tables.html`);
    await page.waitForFunction(hydrated);
    return page;
  }

  /** Whether a table's cells are laid out (not skipped as away from the screen). */
  const laidOut = (page: Page, n: number) =>
    page
      .locator('#bd-content table')
      .nth(n)
      .evaluate((t) => t.querySelector('td')!.checkVisibility({ contentVisibilityAuto: true }));

  it('lays out a table only once the reader comes near it, then marks its overflow and names it', async () => {
    const page = await open();
    const first = page.locator('#bd-content table').first();
    await expect.poll(() => first.getAttribute('data-bd-overflow')).toBe('end');
    expect(await laidOut(page, 0)).toBe(true);
    expect(await laidOut(page, 39)).toBe(false);
    const last = page.locator('#bd-content table').nth(39);
    await last.evaluate((t) => t.scrollIntoView({ block: 'center' }));
    await expect.poll(() => laidOut(page, 39)).toBe(true);
    await expect.poll(() => last.getAttribute('data-bd-overflow')).toBe('end');
    expect(await last.evaluate((t) => [t.tabIndex, t.getAttribute('aria-label')])).toEqual([0, '接口 39']);
    await page.close();
  });

  it('returns to the same place after a reload, though the tables above were never laid out', async () => {
    const page = await open();
    const heading = page.locator('#接口-30');
    // Tables laid out as they come near move the heading: scroll until it stays 100px from the top.
    const top = () => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top));
    await expect
      .poll(async () => {
        await heading.evaluate((h) =>
          window.scrollBy({ top: h.getBoundingClientRect().top - 100, behavior: 'instant' }),
        );
        await page.waitForTimeout(100);
        return top();
      })
      .toBe(100);
    await page.reload();
    await page.waitForFunction(hydrated);
    await expect.poll(top).toBe(100);
    await page.close();
  });
});
