// A VitePress home page whose `<script setup>` imports a stylesheet that styles its hero actions by
// their `theme` (Pinia's "Mastering Pinia" button: a logo drawn by `::before`, sized from the button):
// in Chromium, built and in dev, the stylesheet applies and the button is drawn as VitePress draws it,
// not an empty box.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

const LAUNCH = [
  '---',
  'layout: home',
  'hero:',
  '  name: Launch',
  '  actions:',
  '    - theme: brand',
  '      text: Start',
  '      link: /fruits',
  '    - theme: cta rocket',
  "      text: ' '",
  '      link: https://example.com/rocket',
  '---',
  '',
  '<script setup>',
  "import './launch.css'",
  '</script>',
  '',
  'Welcome aboard.',
  '',
].join('\n');

const CSS = `a.cta.rocket { display: flex; height: 100%; min-height: 41px; background-color: rgb(1, 2, 3); }
a.cta.rocket::before { content: ''; width: 100px; height: 100%; display: inline-block; background-color: rgb(4, 5, 6); }
`;

describe.each(SITE_MODES)('a Vue page that imports a stylesheet (%s)', (mode) => {
  const site = useBuiltSite(
    'vue-site',
    (root) => {
      fs.writeFileSync(path.join(root, 'docs/launch.md'), LAUNCH);
      fs.writeFileSync(path.join(root, 'docs/launch.css'), CSS);
    },
    mode,
  );

  it("applies it, and its hero action has its theme's classes in an element of its own, as VitePress's has", async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.url}/launch`);
    await page.waitForFunction(hydrated);
    const button = page.locator('.bd-hero-actions a[href="https://example.com/rocket"]');
    expect(await button.getAttribute('class')).toBe('bd-button VPButton medium cta rocket');
    expect(await button.evaluate((e) => e.parentElement!.className)).toBe('action');
    const look = await button.evaluate((e) => {
      const before = getComputedStyle(e, '::before');
      return {
        background: getComputedStyle(e).backgroundColor,
        before: [before.backgroundColor, before.width, Math.round(parseFloat(before.height)) > 30],
      };
    });
    expect(look).toEqual({ background: 'rgb(1, 2, 3)', before: ['rgb(4, 5, 6)', '100px', true] });
    // The brand action is bookdocs' own button, as it was.
    expect(await page.locator('.bd-hero-actions > a').getAttribute('class')).toBe('bd-button primary');
    expect(await page.locator('.bd-home').textContent()).toContain('Welcome aboard.');
    expect(problems).toEqual([]);
    await page.close();
  });
});
