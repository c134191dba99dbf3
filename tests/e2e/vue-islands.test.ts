// A VitePress project's own Vue component in Chromium, built and in dev: the server's HTML is there
// before any script runs, the island hydrates with Vue (its button counts clicks) with its Markdown
// slots intact, and it mounts again after a client-side navigation back to the page. A page without
// Vue components loads no Vue. Under dev, edits to a component or a data loader's file reach the tabs
// showing them, and no other.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

describe.each(SITE_MODES)('Vue islands (%s)', (mode) => {
  const site = useBuiltSite('vue-site', undefined, mode);

  it('hydrates a Vue component: its button counts, its slots keep their Markdown', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/`);
    await page.waitForFunction(hydrated);
    const button = page.locator('.counter button');
    await expect.poll(() => button.textContent()).toBe('Clicked 3 times');
    // Vue has taken over the server's HTML once a click counts.
    await expect
      .poll(async () => {
        await button.click();
        return Number(/(\d+)/.exec((await button.textContent()) ?? '')?.[1]);
      })
      .toBeGreaterThan(3);
    const clicks = Number(/(\d+)/.exec((await button.textContent()) ?? '')?.[1]);
    await button.click();
    await expect.poll(() => button.textContent()).toBe(`Clicked ${clicks + 1} times`);
    expect(await page.locator('.counter .body strong').textContent()).toBe('bold');
    expect(await page.locator('.counter footer em').textContent()).toBe('md');
    expect(await page.locator('.counter').count()).toBe(1);
    // Its scoped style applies.
    expect(await page.locator('.counter').evaluate((e) => getComputedStyle(e).borderTopColor)).toBe('rgb(255, 0, 0)');
    // Its button has VitePress's element reset, which its author wrote against: no box of the browser's own.
    expect(
      await button.evaluate((e) => {
        const s = getComputedStyle(e);
        return [
          s.backgroundColor,
          s.borderTopStyle,
          s.paddingLeft,
          s.fontFamily === getComputedStyle(document.body).fontFamily,
        ];
      }),
    ).toEqual(['rgba(0, 0, 0, 0)', 'none', '0px', true]);
    // Those variables make no cycle with the ones bookdocs reads from the project's theme (its
    // custom.css sets --vp-c-brand-1): the project's value still wins, and bookdocs' own stand in for the rest.
    expect(
      await page.evaluate(() =>
        ['--bd-c-brand', '--vp-c-brand-1', '--vp-c-text-1', '--bd-font-mono'].map((v) =>
          getComputedStyle(document.documentElement).getPropertyValue(v).trim(),
        ),
      ),
    ).toEqual(['#c00', '#c00', '#213547', expect.stringContaining('monospace')]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("hydrates a Vue component inside another's slot: both count on their own", async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/nested.html`);
    await page.waitForFunction(hydrated);
    const outer = page.locator('.counter').first().locator('> button');
    const inner = page.locator('.counter .counter button');
    await expect.poll(() => inner.textContent()).toBe('Clicked 7 times');
    // The inner island's Vue has taken over once a click counts.
    await expect
      .poll(async () => {
        await inner.click();
        return Number(/(\d+)/.exec((await inner.textContent()) ?? '')?.[1]);
      })
      .toBeGreaterThan(7);
    await outer.click();
    await expect.poll(() => outer.textContent()).toBe('Clicked 2 times');
    expect(await page.locator('.counter').count()).toBe(2);
    expect(await page.locator('.counter .counter .body strong').textContent()).toBe('text');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('mounts it again after a client-side navigation, and a page without it loads no Vue', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
    await page.goto(`${site.url}/plain.html`);
    await page.waitForFunction(hydrated);
    expect(scripts.some((u) => u.includes('Counter'))).toBe(false);
    // Nor VitePress's variables and reset: they come with a Vue island.
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--vp-c-text-1')),
    ).toBe('');
    await page.click('#bd-content a[href="/"]');
    const button = page.locator('.counter button');
    await expect.poll(() => button.textContent()).toBe('Clicked 3 times');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Clicked 4 times');
    expect(await page.locator('.counter .body strong').textContent()).toBe('bold');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe.each(SITE_MODES)('Vue pages (%s)', (mode) => {
  const site = useBuiltSite('vue-site', undefined, mode);

  it('renders a page of Vue template on the server and hydrates it: {{ }}, v-for, v-if, useData, a data loader, a kebab-case tag', async () => {
    const page = await site.browser.newPage();
    await page.route('**/*.js', (route) => route.abort());
    // With no script at all, the server's HTML already has what the template computes.
    await page.goto(`${site.url}/fruits.html`);
    const content = page.locator('#bd-content');
    expect(await content.locator('p').first().textContent()).toBe(
      'We sell 3 fruits, in en-US, on fruits.md titled Fruits.',
    );
    expect(await content.locator('ul.fruits li').allTextContents()).toEqual([
      'apple: 3 left',
      'pear: 0 left',
      'plum: 7 left',
    ]);
    expect(await content.locator('.counter h4').textContent()).toBe('Kebab');
    expect(await content.locator('code').first().textContent()).toBe('{{ not evaluated }}');
    expect(await content.locator('pre').textContent()).toContain("'{{ kept as written }}'");
    expect(await content.locator('a.home').getAttribute('href')).toBe('/plain.html');
    await page.close();

    // Hydrated: the page's own state and its component's both respond.
    const live = await site.browser.newPage();
    const liveProblems = collectProblems(live);
    await live.goto(`${site.url}/fruits.html`);
    await live.waitForFunction(hydrated);
    const picked = live.locator('#bd-content .picked');
    expect(await picked.textContent()).toBe('Nothing picked');
    await expect
      .poll(async () => {
        await live.click('#bd-content .pick');
        return picked.textContent();
      })
      .toMatch(/^Picked \d+$/);
    const counter = live.locator('#bd-content .counter button');
    await expect
      .poll(async () => {
        await counter.click();
        return counter.textContent();
      })
      .toMatch(/^Clicked ([6-9]|\d\d) times$/);
    expect(await live.locator('#bd-content ul.fruits li').count()).toBe(3);
    // useData().theme: the config's themeConfig, the same in the browser as on the server.
    expect(await live.locator('#bd-content .theme-config').textContent()).toBe(
      'Grown locally in late autumn, see Fruits',
    );
    expect(await live.locator('#bd-content code').first().textContent()).toBe('{{ not evaluated }}');
    expect(liveProblems).toEqual([]);
    await live.close();
  });
});

describe('Vue islands: edits under bookdocs dev', () => {
  let root = '';
  const site = useBuiltSite('vue-site', (r) => void (root = r), 'dev');

  it('picks up a page that becomes a Vue page, and one that imports a new component, without a restart', async () => {
    const tab = await site.browser.newPage();
    const problems = collectProblems(tab);
    await tab.goto(`${site.url}/plain.html`);
    await tab.waitForFunction(hydrated);
    const plain = path.join(root, 'docs/plain.md');
    const before = fs.readFileSync(plain, 'utf8');
    fs.writeFileSync(plain, `<script setup>\nconst n = 21\n</script>\n\n${before}\nTwice {{ n * 2 }}.\n`);
    await expect.poll(() => tab.locator('#bd-content p').last().textContent(), { timeout: 60_000 }).toBe('Twice 42.');
    await tab.waitForFunction(hydrated);

    fs.writeFileSync(
      path.join(root, 'docs/components/Hello.vue'),
      '<script setup>\nconst who = "dev"\n</script>\n<template><p class="hello">Hello {{ who }}</p></template>\n',
    );
    fs.writeFileSync(
      plain,
      `<script setup>\nimport Hello from './components/Hello.vue'\n</script>\n\n${before}\n<Hello />\n`,
    );
    await expect.poll(() => tab.locator('#bd-content .hello').textContent(), { timeout: 60_000 }).toBe('Hello dev');
    fs.writeFileSync(plain, before);
    await expect.poll(() => tab.locator('#bd-content .hello').count(), { timeout: 60_000 }).toBe(0);
    expect(problems).toEqual([]);
    await tab.close();
  });

  it("shows a component's edit and a data loader's new data in the tabs using them, leaves the other tabs alone, and survives a broken component", async () => {
    const home = await site.browser.newPage();
    const fruits = await site.browser.newPage();
    const plain = await site.browser.newPage();
    const problems = [...collectProblems(home), ...collectProblems(fruits)];
    for (const [tab, route] of [
      [home, '/'],
      [fruits, '/fruits.html'],
      [plain, '/plain.html'],
    ] as const) {
      await tab.goto(`${site.url}${route}`);
      await tab.waitForFunction(hydrated);
    }
    // A tab that reloads loses this.
    await plain.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const counter = path.join(root, 'docs/components/Counter.vue');
    const good = fs.readFileSync(counter, 'utf8');

    fs.writeFileSync(counter, good.replace('Clicked', 'Pressed'));
    const button = home.locator('.counter button');
    await expect.poll(() => button.textContent(), { timeout: 60_000 }).toBe('Pressed 3 times');
    await home.waitForFunction(hydrated);
    // The new code is live: it counts.
    await expect
      .poll(
        async () => {
          await button.click();
          return button.textContent();
        },
        { timeout: 20_000 },
      )
      .toMatch(/^Pressed ([4-9]|\d\d) times$/);
    await expect
      .poll(() => fruits.locator('#bd-content .counter button').textContent(), { timeout: 60_000 })
      .toBe('Pressed 5 times');

    fs.writeFileSync(path.join(root, 'docs/stock.json'), '{ "apple": 42, "pear": 0, "plum": 7 }\n');
    await expect
      .poll(() => fruits.locator('#bd-content ul.fruits li').first().textContent(), { timeout: 60_000 })
      .toBe('apple: 42 left');

    // Broken: the page shows its content, as a build does; fixed: the component is back.
    fs.writeFileSync(counter, good.replace('</h4>', '</h4'));
    await expect.poll(() => home.locator('bd-x[data-name="Counter"] strong').count(), { timeout: 60_000 }).toBe(1);
    expect(await home.locator('.counter').count()).toBe(0);
    fs.writeFileSync(counter, good);
    await expect.poll(() => button.textContent(), { timeout: 60_000 }).toBe('Clicked 3 times');

    expect(await plain.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(problems).toEqual([]);
    await Promise.all([home.close(), fruits.close(), plain.close()]);
  }, 240_000);
});
