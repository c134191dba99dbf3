// bookdocs' own plugins that stand in for the Markdown plugins a VitePress or VuePress config
// uses: a config that imports one of these packages (itself or through a module of its own) gets
// the bookdocs plugin that renders the same fences, with no setting of the site's.

/** Package imported by a config → the bookdocs plugin that does its work. */
const EQUIVALENTS: Record<string, string> = {
  // Graphviz: ```dot / ```graphviz fences drawn as SVG.
  'vitepress-plugin-graphviz': 'bookdocs/graphviz',
  'vitepress-plugin-viz': 'bookdocs/graphviz',
  'vuepress-plugin-graphviz': 'bookdocs/graphviz',
  'markdown-it-graphviz': 'bookdocs/graphviz',
  'markdown-it-graphviz-exec': 'bookdocs/graphviz',
  '@hpcc-js/wasm': 'bookdocs/graphviz',
  '@hpcc-js/wasm-graphviz': 'bookdocs/graphviz',
  '@viz-js/viz': 'bookdocs/graphviz',
  'viz.js': 'bookdocs/graphviz',
};

/** The package an import names (`a/b.css` → `a`, `@s/a/b` → `@s/a`); undefined for a path. */
export function packageName(specifier: string): string | undefined {
  if (/^[./]|^[a-z]+:/i.test(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The bookdocs plugins standing in for the packages a config imports, in a stable order. */
export function equivalentPlugins(imported: Iterable<string>): string[] {
  const plugins = new Set<string>();
  for (const specifier of imported) {
    const name = packageName(specifier);
    const plugin = name === undefined ? undefined : EQUIVALENTS[name];
    if (plugin) plugins.add(plugin);
  }
  return [...plugins].sort();
}
