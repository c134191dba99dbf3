// bookdocs dev in Chromium with a third-party-style plugin: an edit of its stylesheet (one of its
// static files), of its component's file, and of its module's Markdown output each shows in an open
// tab without restarting the server.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, hydrated, launchBrowser } from '../helpers/browser.js';
import { startTestDevServer, type TestDevServer } from '../helpers/dev.js';
import { writeTree } from '../helpers/fixtures.js';
import { widgetPlugin } from '../helpers/widget-plugin.js';

const WIDGET = (word: string) => widgetPlugin(`'${word}'`);
const COMPONENT = (label: string) =>
  `import { useState } from 'react';\n\nexport default function Wid({ text }) {\n  const [n, setN] = useState(0);\n  return <button className="wid" onClick={() => setN(n + 1)}>${label} {text} {n}</button>;\n}\n`;

describe("bookdocs dev in Chromium: a plugin's files", () => {
  let root: string;
  let dev: TestDevServer;
  let browser: Browser;
  const write = (rel: string, text: string) => fs.writeFileSync(path.join(root, rel), text);
  const colour = (page: Page, selector: string) =>
    page.evaluate((s) => getComputedStyle(document.querySelector(s)!).color, selector);

  beforeAll(async () => {
    root = writeTree({
      'site.config.json': JSON.stringify({ title: 'T', lastUpdated: false, plugins: ['./plugins/widget.mjs'] }),
      'plugins/widget.mjs': WIDGET('Before'),
      'plugins/widget/Wid.jsx': COMPONENT('Old'),
      'plugins/widget-assets/style.css': '.w { color: rgb(1, 2, 3); }\n',
      'docs/index.md': '# Home\n\n```w\nhello\n```\n',
    });
    dev = await startTestDevServer(root);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await dev?.close();
  });

  it("shows an edit of the plugin's stylesheet", async () => {
    const page = await browser.newPage();
    const problems = collectProblems(page);
    await page.goto(dev.url);
    await page.waitForFunction(hydrated);
    expect(await colour(page, '.w')).toBe('rgb(1, 2, 3)');
    write('plugins/widget-assets/style.css', '.w { color: rgb(4, 5, 6); }\n');
    await expect.poll(() => colour(page, '.w').catch(() => ''), { timeout: 30_000 }).toBe('rgb(4, 5, 6)');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows an edit of the plugin's component file, hydrated", async () => {
    const page = await browser.newPage();
    const problems = collectProblems(page);
    await page.goto(dev.url);
    await page.waitForFunction(hydrated);
    await page.waitForSelector('button.wid:has-text("Old hello")');
    write('plugins/widget/Wid.jsx', COMPONENT('New'));
    await page.waitForSelector('button.wid:has-text("New hello 0")', { timeout: 30_000 });
    await page.waitForFunction(hydrated);
    // The new component's code runs in the page: it counts clicks.
    await page.click('button.wid');
    await page.waitForSelector('button.wid:has-text("New hello 1")');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows an edit of the plugin module's Markdown output", async () => {
    const page = await browser.newPage();
    const problems = collectProblems(page);
    await page.goto(dev.url);
    await page.waitForFunction(hydrated);
    await page.waitForSelector('p.w:has-text("Before hello")');
    write('plugins/widget.mjs', WIDGET('After'));
    await page.waitForSelector('p.w:has-text("After hello")', { timeout: 30_000 });
    expect(await colour(page, '.w')).toBe('rgb(4, 5, 6)');
    expect(problems).toEqual([]);
    await page.close();
  });
});
