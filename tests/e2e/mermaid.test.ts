// bookdocs/mermaid in Chromium: diagrams drawn from a lazy chunk in the site's colour mode, their source
// readable without JavaScript, a broken one explained, and nothing of Mermaid on pages without one.
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEV_CLIENT_PATH } from '../../src/shared/dev-protocol.js';
import { collectProblems, hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

/** The first-load budget: gzipped JavaScript of a page's first load, React included (90 KB = 90,000 bytes, as tests/integration/first-load-budget.test.ts reads it). */
const JS_BUDGET = 90_000;

const drawn = (page: Page, count: number) =>
  page.waitForFunction((n) => document.querySelectorAll('#bd-content .bd-mermaid-diagram > svg').length === n, count, {
    timeout: 30_000,
  });

/** The fill of the flowchart's first node, as the browser paints it. */
const nodeFill = (page: Page) =>
  page.evaluate(
    () =>
      getComputedStyle(
        document.querySelector(
          '#bd-content .bd-mermaid-diagram svg .node rect, #bd-content .bd-mermaid-diagram svg .node polygon',
        )!,
      ).fill,
  );

describe.each(SITE_MODES)('bookdocs/mermaid in Chromium (%s)', (mode) => {
  const site = useBuiltSite('mermaid-site', undefined, mode);
  /** The diagrams page in a light-mode browser, hydrated and with both diagrams drawn. */
  const diagramsPage = async () => {
    const context = await site.browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/guide/diagrams.html`);
    await page.waitForFunction(hydrated);
    await drawn(page, 2);
    return { context, page, problems };
  };

  it('serves the source of each diagram in the HTML, readable without JavaScript', async () => {
    const html = await (await fetch(`${site.url}/guide/diagrams.html`)).text();
    expect(html).toContain(
      '<pre class="bd-mermaid-source"><code>flowchart LR\n  A[Write Markdown] --&gt; B{Has a diagram?}',
    );
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/guide/diagrams.html`);
    const sources = await page.locator('#bd-content .bd-mermaid-source').allInnerTexts();
    expect(sources).toHaveLength(2);
    expect(sources[1]).toBe(
      'sequenceDiagram\n  participant R as Reader\n  participant S as Site\n  R->>S: GET /guide/diagrams.html\n  S-->>R: HTML with the source\n  R->>R: draw with Mermaid',
    );
    await context.close();
  });

  it('draws every diagram of a page as an SVG in light mode, hydrating without a warning', async () => {
    const { context, page, problems } = await diagramsPage();
    const diagrams = await page.evaluate(() =>
      [...document.querySelectorAll('#bd-content .bd-mermaid')].map((d) => ({
        theme: d.getAttribute('data-theme'),
        id: d.querySelector('svg')!.id,
        text: d.querySelector('svg')!.textContent,
        source: d.querySelectorAll('.bd-mermaid-source').length,
      })),
    );
    expect(diagrams.map((d) => d.theme)).toEqual(['default', 'default']);
    expect(new Set(diagrams.map((d) => d.id)).size).toBe(2);
    expect(diagrams[0]!.text).toContain('Mermaid draws it');
    expect(diagrams[1]!.text).toContain('Reader');
    expect(diagrams.map((d) => d.source)).toEqual([0, 0]);
    // Mermaid's scratch elements are gone from the body.
    expect(await page.evaluate(() => document.querySelectorAll('body > [id^="dbd-mermaid-"]').length)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('draws again in dark colours when the reader switches to dark mode, and in dark from the start', async () => {
    const { context, page, problems } = await diagramsPage();
    const light = await nodeFill(page);
    await page.click('.bd-color-mode'); // auto (light system) → dark
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#bd-content .bd-mermaid')].every((d) => d.getAttribute('data-theme') === 'dark'),
    );
    const dark = await nodeFill(page);
    expect(dark).not.toBe(light);
    // Back to light: light colours again.
    await page.click('.bd-color-mode'); // dark → light
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#bd-content .bd-mermaid')].every(
        (d) => d.getAttribute('data-theme') === 'default',
      ),
    );
    expect(await nodeFill(page)).toBe(light);
    // A reader whose choice is dark gets dark diagrams on a fresh load.
    await page.evaluate(() => localStorage.setItem('bookdocs-color-mode', 'dark'));
    await page.reload();
    await drawn(page, 2);
    await page.waitForFunction(
      () => document.querySelector('#bd-content .bd-mermaid')!.getAttribute('data-theme') === 'dark',
    );
    expect(await nodeFill(page)).toBe(dark);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('downloads no Mermaid code on a page without diagrams, and loads it on navigating to one', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    const scripts: { url: string; body: Buffer }[] = [];
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script' || r.url().endsWith('.js'))
        scripts.push({ url: r.url(), body: await r.body().catch(() => Buffer.alloc(0)) });
    });
    await page.goto(`${site.url}/guide/plain.html`);
    await page.waitForFunction(hydrated);
    await page.waitForLoadState('networkidle');
    // Mermaid's own code, and the plugin's component (the only code that sets Mermaid's securityLevel).
    const mermaidCode = (s: { url: string; body: Buffer }) =>
      /mermaid/i.test(new URL(s.url).pathname) || /securityLevel|sequenceDiagram/.test(s.body.toString());
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(mermaidCode).map((s) => s.url)).toEqual([]);
    // The site's own scripts: dev serves the build's, and adds its browser module (not the site's).
    const firstLoad = scripts
      .filter((s) => new URL(s.url).pathname !== DEV_CLIENT_PATH)
      .reduce((sum, s) => sum + zlib.gzipSync(s.body, { level: 9 }).length, 0);
    expect(firstLoad).toBeLessThanOrEqual(JS_BUDGET);
    // A client-side navigation to a page with diagrams fetches the chunks then and draws them.
    await page.click('.bd-sidebar a[href="/guide/diagrams.html"]');
    await drawn(page, 2);
    expect(scripts.filter(mermaidCode).length).toBeGreaterThan(0);
    // Away and back: the old diagrams are unmounted, the new ones drawn with ids of their own.
    await page.click('.bd-sidebar a[href="/guide/plain.html"]');
    await page.waitForSelector('#bd-content h1:has-text("No diagram")');
    await page.goBack();
    await drawn(page, 2);
    expect(
      await page.evaluate(
        () => new Set([...document.querySelectorAll('svg[id^="bd-mermaid-"]')].map((s) => s.id)).size,
      ),
    ).toBe(2);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows the source and Mermaid's message for a diagram with a syntax error", async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/guide/broken.html`);
    await page.waitForFunction(hydrated);
    const error = page.locator('#bd-content .bd-mermaid-error');
    await error.waitFor({ timeout: 30_000 });
    expect(await error.innerText()).toMatch(
      /could not draw this diagram:\s*Parse error on line \d+:[^]*\^\s*Expecting /,
    );
    expect(await page.locator('#bd-content .bd-mermaid-source').innerText()).toBe('flowchart TD\n  A --> B[unclosed');
    expect(await page.locator('#bd-content .bd-mermaid svg').count()).toBe(0);
    expect(await page.evaluate(() => document.querySelectorAll('body > [id^="dbd-mermaid-"]').length)).toBe(0);
    // The rest of the page is there.
    await page.waitForSelector('#bd-content p:has-text("Text after the broken diagram.")');
    expect(problems).toEqual([]);
    await page.close();
  });
});
