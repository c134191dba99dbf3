// Zero-config mode: a VitePress or VuePress config that imports a Markdown plugin one of bookdocs'
// own stands in for gets that plugin (Graphviz), whether the config imports it or a module of its own does.
import { describe, expect, it } from 'vitest';
import { writeTree } from '../../../helpers/fixtures.js';
import { equivalentPlugins, packageName } from '../../../../src/render/site/foreign-plugins.js';
import { loadConfig } from '../../../../src/render/site/config.js';
import { loadSite } from '../../../../src/render/load.js';

describe('bookdocs plugins standing in for a foreign config’s Markdown plugins', () => {
  it('names the package an import is of', () => {
    expect(packageName('vitepress-plugin-graphviz/style.css')).toBe('vitepress-plugin-graphviz');
    expect(packageName('@hpcc-js/wasm-graphviz')).toBe('@hpcc-js/wasm-graphviz');
    expect(packageName('@hpcc-js/wasm/graphviz')).toBe('@hpcc-js/wasm');
    expect(packageName('./graphviz.ts')).toBeUndefined();
    expect(packageName('node:fs')).toBeUndefined();
  });

  it('maps the common Graphviz plugins to bookdocs/graphviz, once', () => {
    expect(equivalentPlugins(['vitepress', 'vitepress-plugin-graphviz', 'markdown-it-graphviz'])).toEqual([
      'bookdocs/graphviz',
    ]);
    expect(equivalentPlugins(['vitepress', 'vitepress-plugin-mermaid', './graphviz.ts'])).toEqual([]);
  });

  it('turns bookdocs/graphviz on for a VitePress config that uses vitepress-plugin-graphviz', async () => {
    const root = writeTree({
      'docs/index.md': '# Home\n\n```dot\ndigraph { a -> b }\n```\n',
      'docs/.vitepress/config.mts': [
        "import { defineConfig } from 'vitepress'",
        "import { graphvizMarkdownPlugin } from 'vitepress-plugin-graphviz'",
        'export default defineConfig({',
        "  title: 'G',",
        '  markdown: { async config(md) { await graphvizMarkdownPlugin(md) } },',
        '})',
        '',
      ].join('\n'),
    });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config!.config.plugins).toEqual(['bookdocs/graphviz']);
    const { site, diagnostics } = await loadSite(root);
    expect(diagnostics).toEqual([]);
    expect(site!.plugins.map((p) => p.plugin.name)).toEqual(['graphviz']);
  });

  it('sees the import in a module of the config’s own', async () => {
    const root = writeTree({
      'docs/index.md': '# Home\n',
      'docs/.vitepress/graphviz.ts': "import { Graphviz } from '@hpcc-js/wasm-graphviz'\nexport const g = Graphviz\n",
      'docs/.vitepress/config.mts': "import { g } from './graphviz'\nexport default { title: 'G', markdown: { g } }\n",
    });
    const loaded = await loadConfig(root);
    expect(loaded.config!.config.plugins).toEqual(['bookdocs/graphviz']);
  });

  it('adds no plugin to a VitePress config without one', async () => {
    const root = writeTree({
      'docs/index.md': '# Home\n',
      'docs/.vitepress/config.mts':
        "import { defineConfig } from 'vitepress'\nexport default defineConfig({ title: 'G' })\n",
    });
    const loaded = await loadConfig(root);
    expect(loaded.config!.config.plugins).toEqual([]);
  });
});
