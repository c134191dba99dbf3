// What a Vue page costs a build and a reader: its Markdown is rendered once per build, for its
// template (compiled into its chunk) and its page alike; its page data (the page's JSON and the data
// its HTML hydrates from) does not carry that template, which nothing in the browser reads.
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { pageContent } from '../helpers/built-site.js';
import { read, writeTree } from '../helpers/fixtures.js';
import type * as PageModule from '../../src/render/page/page.js';

/** Page file → how many times its Markdown was rendered in this process. */
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('../../src/render/page/page.js', async (importOriginal) => {
  const real = await importOriginal<typeof PageModule>();
  return {
    ...real,
    loadPage: (...args: Parameters<typeof real.loadPage>) => {
      renders.set(args[0], (renders.get(args[0]) ?? 0) + 1);
      return real.loadPage(...args);
    },
  };
});

const SITE = {
  'docs/.vitepress/config.mts': "export default { title: 'T' }\n",
  'docs/list.md': [
    '---',
    'items: [one, two]',
    '---',
    '',
    '<script setup>',
    "import { useData } from 'vitepress'",
    'const { frontmatter } = useData()',
    '</script>',
    '',
    '# List',
    '',
    '<ol><li v-for="item in frontmatter.items">{{ item }} is a fruit</li></ol>',
    '',
    '```js',
    'const template = "a unique line of code"',
    '```',
    '',
  ].join('\n'),
  'docs/plain.md': '# Plain\n\nNo Vue here.\n',
};

describe('a Vue page in a build', () => {
  it('is rendered from its Markdown once, for its template and its page', async () => {
    const root = writeTree(SITE);
    renders.clear();
    await build({ root, cache: false });
    expect(pageContent(read(path.join(root, 'dist'), 'list.html'))).toContain(
      '<ol><!--[--><li>one is a fruit</li><li>two is a fruit</li><!--]--></ol>',
    );
    expect(Object.fromEntries(renders)).toEqual({ 'list.md': 1, 'plain.md': 1 });
  });

  it('ships no template in its page data: the HTML has it rendered, the JSON and the hydration data do not', async () => {
    const root = writeTree(SITE);
    await build({ root, cache: false });
    const out = path.join(root, 'dist');
    const html = read(out, 'list.html');
    // Rendered by the server (code highlighted, `{{ }}` evaluated)…
    expect(pageContent(html)).toContain('a unique line of code');
    expect(pageContent(html)).toContain('<li>one is a fruit</li>');
    // …but the template itself is nowhere in the page's data: not in its JSON, not in what the HTML
    // inlines for hydration (outside the rendered content).
    const json = read(out, 'assets/pages/list.json');
    expect(json).not.toContain('is a fruit');
    expect(json).not.toContain('a unique line of code');
    expect(JSON.parse(json).components).toEqual([
      expect.not.objectContaining({ children: expect.anything() as unknown }),
    ]);
    expect(html.replace(pageContent(html), '')).not.toContain('is a fruit');
  });
});
