// Under `bookdocs dev`, an edit to a Vue component, to a file a data loader reads or to a Vue page's
// Markdown (its template) updates the tabs showing it in place, as a Markdown edit does: the new text
// is there, the tab did not reload (a mark set on its window stays), and the islands whose code did
// not change keep their state (a counter keeps its clicks). A component edited into a compile error
// shows its content (as a build does) by reloading those tabs, and so does its fix; edits after
// that are in place again. One edit of a Vue page's Markdown (its template, its title, its outline)
// mounts its island once, with its new code and its new data together.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, useBuiltSite } from '../helpers/browser.js';

/** A page with three islands: a counter, a component printing a data loader's data, a note. */
function addLivePage(root: string): void {
  const docs = path.join(root, 'docs');
  fs.writeFileSync(
    path.join(docs, 'components/StockLevel.vue'),
    "<script setup>\nimport { data as stock } from '../stock.data.js'\n</script>\n\n" +
      '<template><p class="stock-level">Apples: {{ stock.apple }}</p></template>\n',
  );
  const theme = path.join(docs, '.vitepress/theme/index.ts');
  fs.writeFileSync(
    theme,
    fs
      .readFileSync(theme, 'utf8')
      .replace(
        "import './custom.css';",
        "import StockLevel from '../../components/StockLevel.vue';\nimport './custom.css';",
      )
      .replace(
        "app.component('InfoNote', InfoNote);",
        "app.component('InfoNote', InfoNote);\n    app.component('StockLevel', StockLevel);",
      ),
  );
  fs.writeFileSync(
    path.join(docs, 'live.md'),
    '# Live\n\n<div class="spacer" style="height: 3000px"></div>\n\n<Counter :start="0" title="Kept" />\n\n<StockLevel />\n\n<info-note kind="tip">\n\nA *note*\n\n</info-note>\n',
  );
  // A Vue page that counts its mounts (its island's, with the Vue component in it).
  fs.writeFileSync(
    path.join(docs, 'mounts.md'),
    "---\nword: one\n---\n\n<script setup>\nimport { onMounted } from 'vue'\nimport { useData } from 'vitepress'\n" +
      'const { frontmatter } = useData()\nonMounted(() => { window.__pageMounts = (window.__pageMounts ?? 0) + 1 })\n</script>\n\n' +
      '# Mounts\n\n<p class="said">Said {{ 1 + 1 }} times</p>\n\n## Before\n\n<p class="word">{{ frontmatter.word }}</p>\n\n<counter title="Inner" :start="1" />\n',
  );
}

const MARK = '__markBeforeEdits';
const mark = (tab: Page) => tab.evaluate((k) => ((window as unknown as Record<string, boolean>)[k] = true), MARK);
/** False once the tab reloaded (a new window). */
const marked = (tab: Page) => tab.evaluate((k) => (window as unknown as Record<string, boolean>)[k] === true, MARK);

/** Click the counter until its island counts (it is hydrated), then `more` times; returns its text. */
async function clickCounter(tab: Page, selector: string, more: number): Promise<string> {
  const button = tab.locator(selector);
  await expect
    .poll(
      async () => {
        await button.click();
        return Number(/(\d+)/.exec((await button.textContent()) ?? '')?.[1]);
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  for (let i = 0; i < more; i++) await button.click();
  const text = (await button.textContent())!;
  expect(text).toMatch(/^(Clicked|Pressed) [1-9]\d* times$/);
  return text;
}

describe('Vue islands: edits under bookdocs dev update the tabs in place', () => {
  let root = '';
  const site = useBuiltSite(
    'vue-site',
    (r) => {
      root = r;
      addLivePage(r);
    },
    'dev',
  );
  const docs = (rel: string) => path.join(root, 'docs', rel);
  const edit = (rel: string, from: string, to: string) =>
    fs.writeFileSync(docs(rel), fs.readFileSync(docs(rel), 'utf8').replace(from, to));

  it("swaps an edited component and a data loader's new data into the page, leaving the other islands and the tab as they were", async () => {
    const tab = await site.browser.newPage();
    const problems = collectProblems(tab);
    await tab.goto(`${site.url}/live.html`);
    await tab.waitForFunction(hydrated);
    // Another tab, on a page without the islands, goes to one with them after the edits.
    const other = await site.browser.newPage();
    problems.push(...collectProblems(other));
    await other.goto(`${site.url}/plain.html`);
    await other.waitForFunction(hydrated);
    const counter = '#bd-content .counter button';
    const clicked = await clickCounter(tab, counter, 2);
    expect(await tab.locator('#bd-content .stock-level').textContent()).toBe('Apples: 3');
    await tab.locator('#bd-content .info-note').scrollIntoViewIfNeeded();
    const scrolled = await tab.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    await mark(tab);

    // (1) A component's template: the note changes, the counter keeps its clicks.
    edit('components/InfoNote.vue', '<slot />', '<b class="lead">Tip:</b> <slot />');
    await expect.poll(() => tab.locator('#bd-content .info-note .lead').count(), { timeout: 60_000 }).toBe(1);
    expect(await tab.locator('#bd-content .info-note em').textContent()).toBe('note');
    expect(await marked(tab)).toBe(true);
    expect(await tab.locator(counter).textContent()).toBe(clicked);

    // (2) A file a data loader reads: its data is new, the counter keeps its clicks.
    fs.writeFileSync(docs('stock.json'), '{ "apple": 42, "pear": 0, "plum": 7 }\n');
    await expect
      .poll(() => tab.locator('#bd-content .stock-level').textContent(), { timeout: 60_000 })
      .toBe('Apples: 42');
    expect(await marked(tab)).toBe(true);
    expect(await tab.locator(counter).textContent()).toBe(clicked);
    expect(await tab.locator('#bd-content .info-note .lead').count()).toBe(1);
    expect(await tab.evaluate(() => window.scrollY)).toBe(scrolled);

    // The counter's style alone: its new stylesheet replaces the old one, and it keeps its clicks.
    edit('components/Counter.vue', 'red', 'green');
    const border = () => tab.locator('#bd-content .counter').evaluate((e) => getComputedStyle(e).borderTopColor);
    await expect.poll(border, { timeout: 60_000 }).toBe('rgb(0, 128, 0)');
    expect(await tab.locator(counter).textContent()).toBe(clicked);
    expect(await marked(tab)).toBe(true);

    // The counter's own code and style: it mounts again with them (its count starts over), and it counts.
    fs.writeFileSync(
      docs('components/Counter.vue'),
      fs.readFileSync(docs('components/Counter.vue'), 'utf8').replace('Clicked', 'Pressed').replace('green', 'blue'),
    );
    await expect.poll(() => tab.locator(counter).textContent(), { timeout: 60_000 }).toBe('Pressed 0 times');
    await tab.locator(counter).click();
    await expect.poll(() => tab.locator(counter).textContent()).toBe('Pressed 1 times');
    expect(await marked(tab)).toBe(true);
    // One copy of the counter, styled by its new stylesheet alone (the old one, with the same scope, is gone).
    expect(await tab.locator('#bd-content .counter').count()).toBe(1);
    await expect.poll(border).toBe('rgb(0, 0, 255)');
    expect(await tab.locator('link[rel="stylesheet"][href*="/Counter."]').count()).toBe(1);

    // The other tab reaches the home page by a client-side navigation: its counter has the new code.
    await other.click('#bd-content a[href="/"]');
    const otherCounter = other.locator('#bd-content .counter button');
    // Once mounted it counts, with the new text (the old code would write "Clicked").
    await expect
      .poll(
        async () => {
          await otherCounter.click();
          return otherCounter.textContent();
        },
        { timeout: 20_000 },
      )
      .toMatch(/^Pressed ([4-9]|\d\d) times$/);
    expect(await other.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(problems).toEqual([]);
    await Promise.all([tab.close(), other.close()]);
  }, 240_000);

  it("updates a Vue page in place when its Markdown's {{ }} expression changes", async () => {
    const tab = await site.browser.newPage();
    const problems = collectProblems(tab);
    await tab.goto(`${site.url}/fruits.html`);
    await tab.waitForFunction(hydrated);
    const first = tab.locator('#bd-content p').first();
    expect(await first.textContent()).toBe('We sell 3 fruits, in en-US, on fruits.md titled Fruits.');
    await mark(tab);
    edit('fruits.md', '{{ frontmatter.fruits.length }} fruits', '{{ frontmatter.fruits.length * 10 }} fruits');
    await expect
      .poll(() => first.textContent(), { timeout: 60_000 })
      .toBe('We sell 30 fruits, in en-US, on fruits.md titled Fruits.');
    expect(await marked(tab)).toBe(true);
    // Its code is live: the page's own state responds.
    await expect
      .poll(async () => {
        await tab.click('#bd-content .pick');
        return tab.locator('#bd-content .picked').textContent();
      })
      .toMatch(/^Picked \d+$/);
    expect(await marked(tab)).toBe(true);
    expect(problems).toEqual([]);
    await tab.close();
  }, 120_000);

  it("mounts a Vue page's island once for one edit of its Markdown, and updates its title and outline with it", async () => {
    const tab = await site.browser.newPage();
    const problems = collectProblems(tab);
    await tab.goto(`${site.url}/mounts.html`);
    await tab.waitForFunction(hydrated);
    const mounts = () => tab.evaluate(() => (window as unknown as { __pageMounts?: number }).__pageMounts ?? 0);
    await expect.poll(mounts).toBe(1);
    await mark(tab);
    const outline = () => tab.locator('.bd-outline-link').allTextContents();
    expect(await outline()).toContain('Before');
    // Its template and its headings: its chunk changes, and so do the page's title and outline.
    fs.writeFileSync(
      docs('mounts.md'),
      fs
        .readFileSync(docs('mounts.md'), 'utf8')
        .replace('Said {{ 1 + 1 }}', 'Said {{ 2 + 2 }}')
        .replace('# Mounts', '# Mounted')
        .replace('## Before', '## After'),
    );
    await expect.poll(() => tab.locator('#bd-content .said').textContent(), { timeout: 60_000 }).toBe('Said 4 times');
    await expect.poll(() => tab.title()).toMatch(/^Mounted\b/);
    await expect.poll(outline).toContain('After');
    // Its new title in its sidebar too: the page's own message had the site as it is now.
    await expect
      .poll(() => tab.locator('.bd-sidebar a.bd-sidebar-link[href$="/mounts.html"]').allTextContents())
      .toEqual(['Mounted']);
    // Its template alone (the page's view as it was, but for its island's code).
    edit('mounts.md', 'Said {{ 2 + 2 }}', 'Said {{ 3 + 3 }}');
    await expect.poll(() => tab.locator('#bd-content .said').textContent(), { timeout: 60_000 }).toBe('Said 6 times');
    // Then its frontmatter alone (its props, not its code): one more mount, and every update of the
    // edits before reached the tab before this one's (the tab handles them in order).
    fs.writeFileSync(docs('mounts.md'), fs.readFileSync(docs('mounts.md'), 'utf8').replace('word: one', 'word: two'));
    await expect.poll(() => tab.locator('#bd-content .word').textContent(), { timeout: 60_000 }).toBe('two');
    // Once per edit: not once for the page's new view and again for its island's new code.
    expect(await mounts()).toBe(4);
    expect(await tab.locator('#bd-content .counter').count()).toBe(1);
    expect(await marked(tab)).toBe(true);
    expect(problems).toEqual([]);
    await tab.close();
  }, 180_000);

  it('shows a component that no longer compiles as its content (the tab reloads), and is in place again once fixed', async () => {
    const tab = await site.browser.newPage();
    await tab.goto(`${site.url}/live.html`);
    await tab.waitForFunction(hydrated);
    const note = docs('components/InfoNote.vue');
    const good = fs.readFileSync(note, 'utf8');
    fs.writeFileSync(note, good.replace('</aside>', '</aside'));
    // As a build shows it: its content, without the component.
    await expect.poll(() => tab.locator('#bd-content info-note em').count(), { timeout: 60_000 }).toBe(1);
    expect(await tab.locator('#bd-content .info-note').count()).toBe(0);
    fs.writeFileSync(note, good);
    await expect.poll(() => tab.locator('#bd-content .info-note em').count(), { timeout: 60_000 }).toBe(1);
    await tab.waitForFunction(hydrated);
    const clicked = await clickCounter(tab, '#bd-content .counter button', 0);
    await mark(tab);
    // Fixed, the next edit is in place again.
    fs.writeFileSync(note, good.replace('<slot />', '<i class="again">Again:</i> <slot />'));
    await expect.poll(() => tab.locator('#bd-content .info-note .again').count(), { timeout: 60_000 }).toBe(1);
    expect(await marked(tab)).toBe(true);
    expect(await tab.locator('#bd-content .counter button').textContent()).toBe(clicked);
    await tab.close();
  }, 240_000);
});
