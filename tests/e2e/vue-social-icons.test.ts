// VitePress's VPSocialLink, as a project's page uses it (a team page's member links): its icon is
// drawn without reaching another host. VitePress's component fetches an icon from api.iconify.design
// when the page's stylesheet gives its `vpi-social-*` span no mask; bookdocs gives one to every such
// span, its own social icons for the names it knows, nothing drawn for the others.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hydrated, SITE_MODES, useBuiltSite } from '../helpers/browser.js';

const COMPONENTS = 'node_modules/vitepress/dist/client/theme-default/components';

/** VitePress 1's VPSocialLink, as it decides to fetch (its other props left out). */
const SOCIAL_LINK = `<script setup>
import { nextTick, onMounted, ref } from 'vue'
const props = defineProps({ icon: String, link: String })
const el = ref()
onMounted(async () => {
  await nextTick()
  const span = el.value?.children[0]
  if (
    span instanceof HTMLElement &&
    span.className.startsWith('vpi-social-') &&
    (getComputedStyle(span).maskImage || getComputedStyle(span).webkitMaskImage) === 'none'
  ) {
    span.style.setProperty('--icon', \`url('https://api.iconify.design/simple-icons/\${props.icon}.svg')\`)
  }
})
</script>
<template><a ref="el" class="VPSocialLink" :href="link" :aria-label="icon"><span :class="\`vpi-social-\${icon}\`"></span></a></template>
<style scoped>.VPSocialLink > :deep([class^='vpi-social-']) { width: 20px; height: 20px; }</style>
`;

const PAGE = `<script setup>
import { VPSocialLink } from 'vitepress/theme'
const github = 'https://github.com/example'
</script>

# Social

<VPSocialLink icon="github" :link="github" />

<VPSocialLink icon="mastodon" link="https://example.social/@x" />
`;

describe.each(SITE_MODES)("VitePress's VPSocialLink (%s)", (mode) => {
  const site = useBuiltSite(
    'vue-site',
    (root) => {
      fs.mkdirSync(path.join(root, COMPONENTS), { recursive: true });
      fs.writeFileSync(
        path.join(root, 'node_modules/vitepress/package.json'),
        '{ "name": "vitepress", "version": "1.6.3" }\n',
      );
      fs.writeFileSync(path.join(root, COMPONENTS, 'VPSocialLink.vue'), SOCIAL_LINK);
      fs.writeFileSync(path.join(root, 'docs/social.md'), PAGE);
    },
    mode,
  );

  it('draws a known icon from the page itself and fetches none from api.iconify.design', async () => {
    const page = await site.browser.newPage();
    const hosts = new Set<string>();
    page.on('request', (r) => hosts.add(new URL(r.url()).hostname));
    await page.goto(`${site.url}/social`);
    await page.waitForFunction(hydrated);
    const icons = page.locator('.VPSocialLink > span');
    await expect.poll(() => icons.count()).toBe(2);
    // Mounted (its onMounted has run once Vue took over: give it a frame).
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
    const drawn = await icons.evaluateAll((spans) =>
      spans.map((s) => ({
        icon: s.className,
        mask: getComputedStyle(s).maskImage.slice(0, 30),
        fetched: s.style.getPropertyValue('--icon'),
        width: getComputedStyle(s).width,
      })),
    );
    expect(drawn).toEqual([
      { icon: 'vpi-social-github', mask: 'url("data:image/svg+xml,%3Csvg', fetched: '', width: '20px' },
      // A name bookdocs has no icon for: nothing drawn, nothing fetched (the link keeps its name).
      {
        icon: 'vpi-social-mastodon',
        mask: expect.stringMatching(/^linear-gradient\(/) as string,
        fetched: '',
        width: '20px',
      },
    ]);
    expect([...hosts].filter((h) => h !== '127.0.0.1' && h !== 'localhost')).toEqual([]);
    await page.close();
  });
});
