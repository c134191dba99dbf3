// Real pages (this repository's docs/ and the test fixtures' pages) parsed twice: on the fast path, and
// through remark and rehype with a remark plugin that does nothing (which forces the tree path). What
// the site is made of must be the same: headings and their ids, links and images with their lines,
// code blocks, and the words of the search text. The differences known and accepted are listed
// (KNOWN), each with its reason; anything else is a bug of the tree path.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPage } from '../../src/render/page/page.js';
import type { PageData } from '../../src/render/page/page-types.js';
import type { UnifiedSettings } from '../../src/render/markdown/unified/unified-plugins.js';
import { FIXTURES, REPO } from '../helpers/fixtures.js';
import { instantiate } from '../../src/render/plugins/plugin-instances.js';

/** Every Markdown file under `dir` (relative, posix), node_modules and dist left out. */
function markdownFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.md') && !/(^|\/)(node_modules|dist)\//.test(f));
}

/** The site's pages: each file with the docs folder it is read from (its includes resolve there). */
function pages(): { root: string; file: string }[] {
  const docs = path.join(REPO, 'docs');
  return [
    ...markdownFiles(docs).map((file) => ({ root: docs, file })),
    ...markdownFiles(FIXTURES).map((file) => ({ root: FIXTURES, file })),
  ];
}

/** The `<pre>` blocks of a page's HTML. */
const codeBlocks = (html: string) => html.match(/<pre[\s\S]*?<\/pre>/g) ?? [];
const words = (text: string) => text.split(/\s+/).filter(Boolean);

interface Facts {
  headers: string[];
  ids: string[];
  links: string[];
  images: string[];
  code: string[];
  words: string[];
}

function facts(page: PageData): Facts {
  return {
    headers: page.headers.map((h) => `${h.level} ${h.slug} ${h.title}`),
    ids: [...page.ids].sort(),
    links: page.links.map((l) => `${l.line}:${l.column} ${l.raw} → ${l.url}`),
    images: page.images.map((l) => `${l.line} ${l.raw} → ${l.url}`),
    code: codeBlocks(page.html),
    words: words(page.text),
  };
}

describe('the remark path gives what the fast path gives, on real pages', () => {
  let unified: UnifiedSettings;
  beforeAll(() => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-remark-parity-'));
    const module = path.join(dir, 'noop.mjs');
    // It does nothing to the tree, but counts the pages it saw: the tree path did run.
    fs.writeFileSync(
      module,
      'export default function remarkNoop() { return () => { globalThis.remarkNoopPages = (globalThis.remarkNoopPages ?? 0) + 1; }; }\n',
    );
    unified = { plugins: [{ spec: './noop.mjs', list: 'remarkPlugins', index: 0, module, key: 'noop' }] };
  });

  const all = pages();
  it('has pages to compare', () => {
    expect(all.length).toBeGreaterThan(50);
  });

  // The math site's pages again, with bookdocs' math plugin: its formulas are slices of the page.
  const math = all.filter((p) => p.file.startsWith('math-site/')).map((p) => [`${p.file} (math)`, p, true] as const);
  it.each([...all.map((p) => [p.file, p, false] as const), ...math])('%s', async (_name, { root, file }, withMath) => {
    const raw = fs.readFileSync(path.join(root, file), 'utf8');
    const plugins = withMath
      ? [
          await instantiate({
            spec: 'bookdocs/math',
            module: path.join(REPO, 'lib/plugins/math/index.js'),
            key: 'math',
          }),
        ]
      : [];
    const opts = {
      base: '/',
      components: new Set(['Badge', 'Callout', 'Hello', 'Chart', 'Pill', 'Greeting', 'Counter']),
      label: file,
      root,
      highlight: false as const,
      plugins,
    };
    let fast: PageData;
    try {
      fast = await loadPage(file, raw, opts);
    } catch {
      // A page the fast path refuses (a fixture of a failure) has nothing to compare.
      return;
    }
    const seen = (globalThis as { remarkNoopPages?: number }).remarkNoopPages ?? 0;
    const tree = await loadPage(file, raw, { ...opts, unified });
    expect((globalThis as { remarkNoopPages?: number }).remarkNoopPages).toBe(seen + 1);
    const a = facts(fast);
    const b = facts(tree);
    expect(b.headers).toEqual(a.headers);
    expect(b.links).toEqual(a.links);
    expect(b.images).toEqual(a.images);
    expect(b.code).toEqual(a.code);
    expect(b.words).toEqual(a.words);
    // Ids: the tree path may add ids the fast path does not list (footnotes'); none go missing.
    expect(a.ids.filter((id) => !b.ids.includes(id))).toEqual([]);
    expect(tree.title).toBe(fast.title);
    if (withMath) expect(tree.html.match(/class="katex"/g)).toEqual(fast.html.match(/class="katex"/g));
  });
});
