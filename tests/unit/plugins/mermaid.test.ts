// bookdocs/mermaid through the real plugin path: the plugin instantiated from its module, its
// components merged as the load step merges them, a page parsed by loadPage with it. The block
// becomes an island of <Mermaid> whose `code` prop is the block's exact text; the island's server
// render is that text, escaped, in a code block.
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Mermaid from '../../../src/plugins/mermaid/client/Mermaid.js';
import { mayHaveMermaid } from '../../../src/plugins/mermaid/index.js';
import { loadPage } from '../../../src/render/page/page.js';
import { type PageData } from '../../../src/render/page/page-types.js';
import { instantiate, PluginLoadError, type LoadedPlugin } from '../../../src/render/plugins/plugin-instances.js';
import { sitePluginParts } from '../../../src/render/plugins/site-plugins.js';
import { REPO } from '../../helpers/fixtures.js';

const MODULE = path.join(REPO, 'src', 'plugins', 'mermaid', 'index.ts');

const mermaidPlugin = (): Promise<LoadedPlugin> =>
  instantiate({ spec: 'bookdocs/mermaid', module: MODULE, key: 'test' });

async function page(source: string, withPlugin = true): Promise<PageData> {
  const plugins = withPlugin ? [await mermaidPlugin()] : [];
  const components = new Set((await sitePluginParts(plugins, new Map())).components.keys());
  return loadPage('guide/d.md', source, { base: '/', components, label: 'docs/guide/d.md', highlight: false, plugins });
}

const island = (index: number) => `<div class="bd-island" data-bd-island="${index}"></div>`;

describe('bookdocs/mermaid: the Markdown side', () => {
  it('declares its <Mermaid> component, the browser file the site bundles', async () => {
    const { plugin } = await mermaidPlugin();
    expect(plugin.name).toBe('mermaid');
    const parts = await sitePluginParts([await mermaidPlugin()], new Map());
    expect(parts.diagnostics).toEqual([]);
    expect([...parts.components]).toEqual([
      ['Mermaid', path.join(REPO, 'src', 'plugins', 'mermaid', 'client', 'Mermaid.tsx')],
    ]);
    expect(fs.existsSync(parts.components.get('Mermaid')!)).toBe(true);
  });

  it('refuses options, naming them', async () => {
    const made = instantiate({
      spec: 'bookdocs/mermaid',
      module: MODULE,
      key: 'test-options',
      options: { theme: 'forest' },
    });
    await expect(made).rejects.toThrow(PluginLoadError);
    await expect(made).rejects.toThrow('plugin "bookdocs/mermaid" failed to start: it takes no options (got "theme")');
  });

  it('renders a ```mermaid block as an island of <Mermaid> with the code as its prop', async () => {
    const p = await page('Before.\n\n```mermaid\ngraph TD\n  A --> B\n```\n\nAfter.\n');
    expect(p.html).toBe(`<p>Before.</p>\n${island(0)}\n<p>After.</p>\n`);
    expect(p.components).toEqual([{ name: 'Mermaid', props: { code: 'graph TD\n  A --> B' } }]);
    expect(p.warnings).toEqual([]);
  });

  it('passes the code exactly: markup characters, quotes, tabs, blank lines and trailing spaces', async () => {
    const code =
      'flowchart LR\n\tA["<b>bold</b> & \'q\'"] -->|"a|b"| B{{`x`}}\n\n  %% comment  \n  B --> C[中文 &amp; é]';
    const p = await page(`~~~mermaid\n${code}\n~~~\n`);
    expect(p.components).toEqual([{ name: 'Mermaid', props: { code } }]);
    expect(p.html).toBe(`${island(0)}\n`);
  });

  it('gives every block of a page its own island, in a list and under any case of the language name', async () => {
    const p = await page(
      '```mermaid\npie\n  "a": 1\n```\n\n- item\n\n  ```Mermaid {title=x}\n  sequenceDiagram\n    A->>B: hi\n  ```\n',
    );
    expect(p.html).toBe(`${island(0)}\n<ul>\n<li>\n<p>item</p>\n${island(1)}</li>\n</ul>\n`);
    expect(p.components).toEqual([
      { name: 'Mermaid', props: { code: 'pie\n  "a": 1' } },
      { name: 'Mermaid', props: { code: 'sequenceDiagram\n  A->>B: hi' } },
    ]);
  });

  it('keeps the diagram source out of the search text (it is Mermaid syntax, not prose)', async () => {
    const p = await page('Intro words.\n\n```mermaid\nflowchart LR\n  Alpha --> Beta\n```\n\nOutro words.\n');
    expect(p.text).toBe('Intro words. Outro words.');
  });

  it('leaves pages without a mermaid block exactly as they are without the plugin', async () => {
    const source =
      '# Plain\n\nThe word mermaid, `mermaid` inline, and code:\n\n```js\nconst mermaid = 1;\n```\n\n```mermaidjs\nnot a diagram\n```\n';
    const [withIt, without] = [await page(source), await page(source, false)];
    expect(withIt).toEqual(without);
    expect(withIt.components).toEqual([]);
    expect(withIt.html).toContain('<span class="bd-code-lang">mermaidjs</span>');
  });
});

describe('bookdocs/mermaid: which pages it applies to', () => {
  it('should apply to pages with a mermaid fence, wherever it is', () => {
    for (const source of [
      '```mermaid\nx\n```',
      '~~~ mermaid\nx\n~~~',
      '> ```Mermaid\n> x\n> ```',
      '- a\n\n      ````mermaid title\n      x\n      ````',
    ]) {
      expect(mayHaveMermaid(source), source).toBe(true);
    }
  });

  it('should not apply to pages that only name mermaid', () => {
    for (const source of [
      'mermaid diagrams',
      '`mermaid`',
      '```js\nmermaid()\n```',
      '```mermaidjs\nx\n```',
      '```mermaid-like\nx\n```',
    ]) {
      expect(mayHaveMermaid(source), source).toBe(false);
    }
  });
});

describe('bookdocs/mermaid: the server render of <Mermaid>', () => {
  it('renders the source, escaped, in a code block (readable without JavaScript)', () => {
    const html = renderToString(createElement(Mermaid, { code: 'graph TD\n  A["<script>x</script>"] --> B & C' }));
    expect(html).toBe(
      '<div class="bd-mermaid"><pre class="bd-mermaid-source"><code>graph TD\n  A[&quot;&lt;script&gt;x&lt;/script&gt;&quot;] --&gt; B &amp; C</code></pre></div>',
    );
  });
});
