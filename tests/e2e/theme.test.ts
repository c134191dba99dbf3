// Default-theme behaviours in Chromium, asserting the spec's constants at their edges.
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

describe.each(SITE_MODES)('default theme in Chromium (%s)', (mode) => {
  const site = useBuiltSite('basic', undefined, mode);
  let ctx: BrowserContext;

  it('switches colour mode auto → dark → light, remembers it, and applies it before first paint', async () => {
    ctx = await site.browser.newContext({ colorScheme: 'dark' });
    const page = await ctx.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true); // auto + dark system
    expect(await page.getAttribute('.bd-color-mode', 'data-mode')).toBe('auto');
    await page.click('.bd-color-mode');
    expect(await page.getAttribute('.bd-color-mode', 'data-mode')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('bookdocs-color-mode'))).toBe('dark');
    await page.click('.bd-color-mode');
    expect(
      await page.evaluate(() => [
        document.documentElement.classList.contains('dark'),
        localStorage.getItem('bookdocs-color-mode'),
      ]),
    ).toEqual([false, 'light']);
    // Reload with the app script blocked: only the inline head script can have applied the mode.
    await page.route('**/assets/main.*.js', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.evaluate(() => localStorage.setItem('bookdocs-color-mode', 'dark'));
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(problems.filter((p) => !p.includes('ERR_FAILED'))).toEqual([]);
    await ctx.close();
  });

  it('shows back-to-top after more than 100px of scroll', async () => {
    ctx = await site.browser.newContext({ viewport: { width: 1000, height: 600 } });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    await page.evaluate(() =>
      document.getElementById('bd-content')!.insertAdjacentHTML('beforeend', '<div style="height:3000px"></div>'),
    );
    const shown = () => page.evaluate(() => document.querySelector('.bd-back-to-top')!.classList.contains('show'));
    await page.evaluate(() => window.scrollTo(0, 99));
    await page.waitForTimeout(100);
    expect(await shown()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 101));
    await expect.poll(shown).toBe(true);
    await page.click('.bd-back-to-top');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(shown).toBe(false);
    await ctx.close();
  });

  it('adds copy buttons 500 ms after load, copies without shell prompts, says Copied for 2000 ms', async () => {
    ctx = await site.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForSelector('.bd-code .bd-copy-code', { state: 'attached' });
    await page.hover('.bd-code');
    // When "Copied" went away, timed in the page from the click (this side may see it late, never early).
    await page.evaluate(() => {
      const w = window as unknown as { copiedAt: number; uncopiedAt: number };
      const button = document.querySelector('.bd-copy-code')!;
      button.addEventListener('click', () => (w.copiedAt = performance.now()), { capture: true, once: true });
      new MutationObserver((_, o) => {
        if (!w.copiedAt || button.classList.contains('copied')) return;
        w.uncopiedAt = performance.now();
        o.disconnect();
      }).observe(button, { attributes: true, attributeFilter: ['class'] });
    });
    await page.click('.bd-copy-code');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const a = 1;\nconst b = 2;');
    expect(await page.getAttribute('.bd-copy-code', 'class')).toContain('copied');
    expect(await page.getAttribute('.bd-copy-code', 'data-copied')).toBe('Copied');
    await expect.poll(() => page.getAttribute('.bd-copy-code', 'class'), { timeout: 5000 }).not.toContain('copied');
    const shownFor = await page.evaluate(() => {
      const w = window as unknown as { copiedAt: number; uncopiedAt: number };
      return w.uncopiedAt - w.copiedAt;
    });
    expect(shownFor).toBeGreaterThanOrEqual(2000);
    // After a client-side navigation the new page's blocks get buttons too, 500 ms later (measured in
    // the page from the click: a lower bound that load cannot fake); `$ ` prompts are not copied.
    await page.evaluate(() => {
      const w = window as unknown as { clickedAt: number; buttonAt: number };
      document.addEventListener('click', () => (w.clickedAt = performance.now()), { capture: true, once: true });
      new MutationObserver((_, o) => {
        if (!document.querySelector('.language-bash .bd-copy-code')) return;
        w.buttonAt = performance.now();
        o.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.click('#bd-content a[href="/guide/second.html"]');
    await page.waitForSelector('.language-bash .bd-copy-code', { state: 'attached' });
    const delay = await page.evaluate(() => {
      const w = window as unknown as { clickedAt: number; buttonAt: number };
      return w.buttonAt - w.clickedAt;
    });
    expect(delay).toBeGreaterThanOrEqual(500);
    await page.hover('.language-bash');
    await page.click('.language-bash .bd-copy-code');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install bookdocs\nnpx bookdocs build');
    await ctx.close();
  });

  it('updates the URL hash to the heading in view, 300 ms after scrolling stops, without history entries', async () => {
    ctx = await site.browser.newContext({ viewport: { width: 1000, height: 600 } });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    await page.evaluate(() =>
      document.getElementById('bd-content')!.insertAdjacentHTML('beforeend', '<div style="height:3000px"></div>'),
    );
    const historyLength = await page.evaluate(() => history.length);
    // Put the "安装" heading 4px below the 5px offset line under where a link to it lands (below the
    // navbar): not yet current.
    const scrollHeadingTo = (delta: number) =>
      page.evaluate((d) => {
        const h = document.getElementById('install')!;
        h.scrollIntoView();
        window.scrollBy(0, -(5 + d));
      }, delta);
    // When the page last scrolled, and when it changed its URL: timed in the page, not from here (a
    // loaded machine delays what this side sees, never the page's own timer).
    await page.evaluate(() => {
      const w = window as unknown as { scrolledAt: number; hashAt: [number, string][] };
      w.hashAt = [];
      addEventListener('scroll', () => (w.scrolledAt = performance.now()), { passive: true });
      const replace = history.replaceState.bind(history);
      history.replaceState = (state, unused, url) => {
        w.hashAt.push([performance.now(), String(url)]);
        replace(state, unused, url);
      };
    });
    await scrollHeadingTo(4);
    await page.waitForTimeout(450);
    expect(new URL(page.url()).hash).toBe('');
    await scrollHeadingTo(-1);
    await expect.poll(() => new URL(page.url()).hash, { timeout: 3000 }).toBe('#install');
    const { scrolledAt, hashAt } = await page.evaluate(() => {
      const w = window as unknown as { scrolledAt: number; hashAt: [number, string][] };
      return { scrolledAt: w.scrolledAt, hashAt: w.hashAt };
    });
    // Once, and not before scrolling had stopped for 300 ms.
    expect(hashAt.map(([, url]) => url)).toEqual(['/guide/first.html#install']);
    expect(hashAt[0]![0] - scrolledAt).toBeGreaterThanOrEqual(299);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await ctx.close();
  });

  it('hides copy buttons on screens up to 419px wide', async () => {
    for (const [width, display] of [
      [419, 'none'],
      [420, 'flex'],
    ] as const) {
      ctx = await site.browser.newContext({ viewport: { width, height: 700 } });
      const page = await ctx.newPage();
      await page.goto(`${site.url}/guide/first.html`);
      await page.waitForSelector('.bd-copy-code', { state: 'attached' });
      expect(
        await page.evaluate(() => getComputedStyle(document.querySelector('.bd-copy-code')!).display),
        `${width}px`,
      ).toBe(display);
      await ctx.close();
    }
  });
});

describe.each(SITE_MODES)('default theme: navigation behaviours (%s)', (mode) => {
  const site = useBuiltSite('basic', undefined, mode);

  it('closes the navbar dropdown on Escape, outside click and navigation', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    const isOpen = () =>
      page.evaluate(() => document.querySelector('.bd-navbar .bd-nav-dropdown')!.classList.contains('open'));
    // Polled: the mouse coming over it opens it, and a click outside closes it, through updates React
    // renders in a task of its own (not inside the event), which a loaded machine may run after the
    // test has looked (CI saw the menu still closed once, under dev).
    await page.click('.bd-navbar .bd-nav-dropdown-title');
    await expect.poll(isOpen, { timeout: 5_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(isOpen, { timeout: 5_000 }).toBe(false);
    await page.click('.bd-navbar .bd-nav-dropdown-title');
    await expect.poll(isOpen, { timeout: 5_000 }).toBe(true);
    await page.mouse.click(700, 500);
    await expect.poll(isOpen, { timeout: 5_000 }).toBe(false);
    await page.click('.bd-navbar .bd-nav-dropdown-title');
    await page.click('.bd-navbar .bd-nav-dropdown-item[href="/guide/second.html"]');
    await page.waitForSelector('#bd-content h1:has-text("Second")');
    await expect.poll(isOpen).toBe(false);
    expect(await page.getAttribute('.bd-navbar .bd-nav-dropdown', 'class')).toContain('active');
    await page.close();
  });

  it('says when it is ready, once: data-bd-ready and bookdocs:ready, with the keys already bound', async () => {
    const page = await site.browser.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { readyEvents: number; readyBefore: boolean };
      w.readyEvents = 0;
      window.addEventListener('bookdocs:ready', () => {
        w.readyEvents++;
        w.readyBefore = document.documentElement.hasAttribute('data-bd-ready');
        // The very moment it is announced, the next-page key works.
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', altKey: true, bubbles: true }));
      });
    });
    const response = await page.goto(`${site.url}/guide/first.html`);
    expect(await response!.text()).not.toContain('data-bd-ready');
    await page.waitForSelector('#bd-content h1:has-text("Second")');
    expect(await page.evaluate(() => (window as unknown as { readyEvents: number }).readyEvents)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { readyBefore: boolean }).readyBefore)).toBe(true);
    await page.close();
  });

  it('goes to the previous and next page with Alt+Left and Alt+Right', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    await page.keyboard.press('Alt+ArrowRight');
    await page.waitForSelector('#bd-content h1:has-text("Second")');
    expect(page.url()).toBe(`${site.url}/guide/second.html`);
    await page.keyboard.press('Alt+ArrowLeft');
    await page.waitForSelector('#bd-content h1:has-text("First")');
    await page.keyboard.press('Alt+ArrowLeft');
    await page.waitForSelector('#bd-content h1:has-text("Guide")');
    expect(page.url()).toBe(`${site.url}/guide/`);
    await page.close();
  });

  it('opens the sidebar on a >40px swipe from within 80px of the left edge, and closes it', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 700 }, hasTouch: true });
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    const swipe = (from: number, to: number) =>
      page.evaluate(
        ([a, b]) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 300 });
          document.dispatchEvent(new TouchEvent('touchstart', { changedTouches: [touch(a!)] }));
          document.dispatchEvent(new TouchEvent('touchend', { changedTouches: [touch(b!)] }));
        },
        [from, to],
      );
    // Read after React has committed the state change the gesture caused.
    const open = () =>
      page.evaluate(
        () =>
          new Promise<boolean>((r) =>
            requestAnimationFrame(() => r(document.querySelector('.bd-layout')!.classList.contains('sidebar-open'))),
          ),
      );
    await swipe(79, 79 + 39);
    expect(await open()).toBe(false);
    await swipe(81, 81 + 41);
    expect(await open()).toBe(false);
    await swipe(79, 79 + 41);
    expect(await open()).toBe(true);
    await swipe(300, 300 - 41);
    expect(await open()).toBe(false);
    await swipe(10, 60);
    expect(await open()).toBe(true);
    await page.click('.bd-sidebar-mask', { position: { x: 350, y: 400 } });
    expect(await open()).toBe(false);
    await page.click('.bd-sidebar-toggle');
    expect(await open()).toBe(true);
    await page.click('.bd-sidebar-link[href="/guide/second.html"]');
    await page.waitForSelector('#bd-content h1:has-text("Second")');
    await expect.poll(open).toBe(false);
    await page.close();
  });

  it('shows the progress bar from 8% only for paths not visited before', async () => {
    const page = await site.browser.newPage();
    // Links in view are prefetched when idle: a chunk already fetched would make the bar finish at once.
    await page.addInitScript(() => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver);
    // The chunk is held until the bar has been read: a loaded machine must not let it finish first.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/assets/pages/guide~1second*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    // The bar's first position is recorded as it is inserted: its trickle moves it on later.
    await page.evaluate(() => {
      // (nprogress inserts it at -100% and moves it to its start in the same task.)
      new MutationObserver((_, observer) => {
        const bar = document.querySelector<HTMLElement>('#nprogress .bar');
        if (!bar || bar.style.transform.startsWith('translate3d(-100%')) return;
        (window as unknown as { firstBar: string }).firstBar = bar.style.transform;
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await page.click('#bd-content a[href="/guide/second.html"]');
    const transform = await (
      await page.waitForFunction(() => (window as unknown as { firstBar?: string }).firstBar)
    ).jsonValue();
    release();
    expect(transform).toMatch(/translate3d\(-92%/);
    await page.waitForURL('**/guide/second.html');
    await page.waitForSelector('#nprogress', { state: 'detached' });
    await page.goBack();
    await page.waitForURL('**/guide/first.html');
    await page.waitForTimeout(100);
    expect(await page.$('#nprogress')).toBeNull();
    await page.close();
  });

  it('dispatches a cancelable bookdocs:preload-error when a page chunk fails, and falls back to a full load', async () => {
    const page = await site.browser.newPage();
    await page.route('**/assets/pages/guide~1second.json*', (route) => route.abort());
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    await page.evaluate(() => {
      window.addEventListener('bookdocs:preload-error', (e) => {
        (window as unknown as { caught: string }).caught = (e as CustomEvent<{ url: string }>).detail.url;
        e.preventDefault();
      });
    });
    await page.click('#bd-content a[href="/guide/second.html"]');
    await page.waitForFunction(() => (window as unknown as { caught?: string }).caught);
    expect(await page.evaluate(() => (window as unknown as { caught: string }).caught)).toBe('/guide/second.html');
    expect(page.url()).toBe(`${site.url}/guide/first.html`);
    // Unhandled: the browser loads the page itself.
    await page.reload();
    await page.waitForFunction(hydrated);
    const documentLoad = page.waitForEvent('framenavigated');
    await page.click('#bd-content a[href="/guide/second.html"]');
    await documentLoad;
    await page.waitForSelector('#bd-content h1:has-text("Second")');
    expect(page.url()).toBe(`${site.url}/guide/second.html`);
    await page.close();
  });

  it('remembers the chosen tab of a tab group across pages', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}/guide/first.html`);
    await page.waitForFunction(hydrated);
    const visiblePanel = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.bd-tabs[data-group="pm"] .bd-tab-panel')]
          .find((p) => getComputedStyle(p).display !== 'none')
          ?.textContent?.trim(),
      );
    expect(await visiblePanel()).toBe('pnpm way');
    await page.click('.bd-tabs[data-group="pm"] label:has-text("npm"):not(:has-text("pnpm"))');
    expect(await visiblePanel()).toBe('npm way');
    await page.click('#bd-content a[href="/guide/second.html"]');
    await page.waitForSelector('#bd-content h1:has-text("Second")');
    await expect.poll(visiblePanel).toBe('npm again');
    await page.reload();
    await page.waitForFunction(hydrated);
    await expect.poll(visiblePanel).toBe('npm again');
    // Before the app's code has loaded too: no jump when it arrives.
    await page.route(/\/assets\/main\.[^/]*\.js$/, (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await visiblePanel()).toBe('npm again');
    await page.close();
  });
});
