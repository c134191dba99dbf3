// The load step's run of plugins' `data` then `pages` hooks: the data files and generated pages of
// this load, the files they came from (dev follows them), and their problems. Files a previous load
// generated and this one did not are removed.
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import type { LoadedPlugin } from '../plugins/plugin-instances.js';
import type { ResolvedConfig } from '../site/config.js';
import type { GeneratedSource } from './generate-pages.js';
import { generatedDir, pruneFolder } from './generated-dir.js';

export interface SiteHooks {
  /** Generated pages: path as a docs-folder file → where it is written. */
  generated: Map<string, GeneratedSource>;
  /** Data name → its JSON file. */
  dataFiles: Map<string, string>;
  /** Files the hooks read or named (absolute). */
  watched: string[];
  diagnostics: Diagnostic[];
}

/** `markdownFiles`: the docs folder's Markdown files (relative, sorted), listed only if a hook asks for content. */
export async function runSiteHooks(
  rc: ResolvedConfig,
  plugins: readonly LoadedPlugin[],
  markdownFiles: () => readonly string[],
): Promise<SiteHooks> {
  const dir = generatedDir(rc.srcDir);
  const out: SiteHooks = { generated: new Map(), dataFiles: new Map(), watched: [], diagnostics: [] };
  if (!plugins.some((p) => p.plugin.data || p.plugin.pages)) {
    if (fs.existsSync(dir)) fs.rmSync(dir, { recursive: true, force: true });
    return out;
  }
  // What runs the hooks (a YAML writer and a glob matcher among it) is loaded only for a site whose plugins have any.
  const [{ runDataLoaders }, { generatePages }, { HookInputs }] = await Promise.all([
    import('./data-loaders.js'),
    import('./generate-pages.js'),
    import('./plugin-site.js'),
  ]);
  const inputs = new HookInputs(rc, markdownFiles);
  const data = await runDataLoaders(plugins, inputs, path.join(dir, 'data'));
  const pages = await generatePages(plugins, inputs, data.values, path.join(dir, 'pages'));
  pruneFolder(dir, new Set([...data.files.values(), ...[...pages.files.values()].map((g) => g.abs)]));
  return {
    generated: pages.files,
    dataFiles: data.files,
    watched: [...inputs.watched],
    diagnostics: [...data.diagnostics, ...pages.diagnostics],
  };
}
