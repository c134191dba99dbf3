// axe-core on every page type of the shipped site, light and dark, phone (375px) and desktop: the home,
// a guide page, pages with tables, code and tabs, the about page, the 404 page, search open and the
// phone drawer open. No violation of WCAG 2.2 A/AA or axe's best practices. One build, one browser.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { hydrated, launchBrowser, serve } from '../helpers/browser.js';
import { REPO } from '../helpers/fixtures.js';

const PAGES = {
  home: '/',
  guide: '/guide/demo.html',
  reference: '/components/v3/interface-info.html',
  tables: '/cooperation/version_diff.html',
  tabs: '/components/v3/quickstart.html',
  about: '/cooperation/about.html',
  notFound: '/no-such-page',
};
const SIZES = { phone: { width: 375, height: 740 }, desktop: { width: 1280, height: 800 } };
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface Violation {
  id: string;
  nodes: { target: string[] }[];
}

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: Violation[] }> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags } },
      ),
    TAGS,
  );
  return found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('axe-core on the shipped site', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-axe-'));
    await build({ root: REPO, outDir });
    server = await serve(outDir);
    browser = await launchBrowser();
    // The whole shipped site is built: more than a fixture on a loaded two-core machine.
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(route: string, size: keyof typeof SIZES, colorScheme: 'light' | 'dark'): Promise<Page> {
    const page = await browser.newPage({ viewport: SIZES[size], colorScheme });
    await page.goto(`${server.url}${route}`);
    await page.waitForFunction(hydrated);
    // Copy buttons, zoomable images and table marks are added after load, from a chunk loaded then
    // (data-bd-content-bound once bound): check the page with them.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-bd-content-bound'));
    await page.waitForFunction(
      () => !document.querySelector('#bd-content .bd-code') || !!document.querySelector('.bd-copy-code'),
    );
    return page;
  }

  for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`finds nothing on any page type (${size}, ${colorScheme})`, async () => {
        const found: Record<string, string[]> = {};
        for (const [name, route] of Object.entries(PAGES)) {
          const page = await open(route, size, colorScheme);
          found[name] = await violations(page);
          await page.close();
        }
        expect(found).toEqual(Object.fromEntries(Object.keys(PAGES).map((k) => [k, []])));
        // Seven pages, each loaded and checked: a hang guard, not a measure.
      }, 240_000);

      it(`finds nothing with search open (${size}, ${colorScheme})`, async () => {
        const page = await open(PAGES.guide, size, colorScheme);
        await page.focus('.bd-search input');
        await page.keyboard.type('安装');
        // The index loads on first focus; a loaded CI machine can take a while (a hang guard, not a measure).
        await page.waitForSelector('.bd-search-suggestions:not([hidden]) .bd-search-result', { timeout: 90_000 });
        expect(await violations(page)).toEqual([]);
        await page.close();
      }, 150_000);
    }
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`finds nothing with the phone drawer open, and marks the Chinese content zh-CN (${colorScheme})`, async () => {
      const page = await open(PAGES.guide, 'phone', colorScheme);
      await page.click('.bd-sidebar-toggle');
      await page.waitForSelector('.bd-layout.sidebar-open');
      expect(await violations(page)).toEqual([]);
      // The spec keeps <html lang="en-US">; the text is Chinese and says so.
      expect(
        await page.evaluate(() => [
          document.documentElement.lang,
          document.getElementById('bd-content')!.closest<HTMLElement>('[lang]')!.lang,
        ]),
      ).toEqual(['en-US', 'zh-CN']);
      await page.close();
    });
  }
});
