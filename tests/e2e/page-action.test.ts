// The page action (docs for agents) in Chromium: reached and opened with the keyboard, "Copy page as
// Markdown" puts the page's Markdown copy on the clipboard and says so in a live region, the chat
// links carry the copy's address; none of it, nor the hidden hint, with "agents": false.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { build } from '../../src/render/build/build.js';
import { writeTree } from '../helpers/fixtures.js';
import { collectProblems, hydrated, launchBrowser, serve } from '../helpers/browser.js';

const site = (agents?: boolean) => ({
  'site.config.json': JSON.stringify({ title: 'Shelf', ...(agents !== undefined && { agents }) }),
  'docs/index.md': '# Shelf\n\n[Guide](./guide.md)\n',
  'docs/guide.md': '# Guide\n\nText to copy, 中文也要完整。\n',
});

describe('the page action in Chromium', () => {
  let browser: Browser;
  let on: { url: string; close: () => Promise<void> };
  let off: { url: string; close: () => Promise<void> };
  let copy = '';
  beforeAll(async () => {
    const [a, b] = [writeTree(site(), 'bd-action-'), writeTree(site(false), 'bd-action-off-')];
    await build({ root: a });
    await build({ root: b });
    copy = fs.readFileSync(path.join(a, 'dist', 'guide.md'), 'utf8');
    [on, off, browser] = await Promise.all([serve(path.join(a, 'dist')), serve(path.join(b, 'dist')), launchBrowser()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await on?.close();
    await off?.close();
  });

  it('copies the page as Markdown from the keyboard and says so', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: on.url });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${on.url}/guide.html`);
    await page.waitForFunction(hydrated);
    const summary = page.locator('.bd-page-action > summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('.bd-page-action').getAttribute('open')).not.toBeNull();
    const button = page.getByRole('button', { name: 'Copy page as Markdown' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Page copied' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copy);
    const chatgpt = await page.getByRole('link', { name: 'Open in ChatGPT' }).getAttribute('href');
    expect(decodeURIComponent(chatgpt!)).toContain(`${on.url}/guide.md`);
    const claude = await page.getByRole('link', { name: 'Open in Claude' }).getAttribute('href');
    expect(claude).toMatch(/^https:\/\/claude\.ai\/new\?q=/);
    // The hint is in the DOM for agents, not in the accessibility tree.
    expect(await page.locator('.bd-agent-hint').getAttribute('aria-hidden')).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows neither the action nor the hint with "agents": false', async () => {
    const page = await browser.newPage();
    await page.goto(`${off.url}/guide.html`);
    expect(await page.locator('.bd-page-action').count()).toBe(0);
    expect(await page.locator('.bd-agent-hint').count()).toBe(0);
    await page.close();
  });
});
