// What plugins add to the whole site, applied by the load step: their components (the site's own
// `components/` file of the same name wins, so an owner can replace a plugin's), their `head`
// elements after the config's, and their static folders.
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import type { HeadElement } from '../site/head-schema.js';
import type { LoadedPlugin } from './plugin-instances.js';

/** A plugin's static folder, served at `<base><url>/…`, or one file, served at `<base><url>`. */
export interface PluginAssets {
  /** URL under the base, without slashes at either end (`assets/katex`). */
  url: string;
  /** The folder (or file) it serves. */
  dir: string;
  file?: true;
  plugin: string;
}

export interface SitePluginParts {
  components: Map<string, string>;
  head: HeadElement[];
  assets: PluginAssets[];
  diagnostics: Diagnostic[];
}

const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** Components, head elements and static folders of the site's plugins, each checked. */
export async function sitePluginParts(
  plugins: readonly LoadedPlugin[],
  ownComponents: ReadonlyMap<string, string>,
): Promise<SitePluginParts> {
  // The head schema (zod) only when a plugin gives head elements: loading zod is most of an unchanged build.
  const { headSchema } = plugins.some((p) => p.plugin.head !== undefined)
    ? await import('../site/head-schema.js')
    : { headSchema: undefined };
  const out: SitePluginParts = { components: new Map(), head: [], assets: [], diagnostics: [] };
  const problem = (plugin: string, message: string, hint: string) =>
    out.diagnostics.push({ severity: 'error', rule: 'plugin-error', message: `plugin "${plugin}": ${message}`, hint });
  for (const { plugin } of plugins) {
    for (const [name, file] of Object.entries(plugin.components ?? {})) {
      if (!COMPONENT_NAME.test(name))
        problem(
          plugin.name,
          `component name "${name}" must be PascalCase`,
          'name it like a React component: "MyWidget"',
        );
      else if (!path.isAbsolute(file) || !fs.existsSync(file))
        problem(
          plugin.name,
          `component "${name}": no file ${file}`,
          'give the absolute path of a .tsx/.jsx/.js file, e.g. fileURLToPath(new URL("./Widget.tsx", import.meta.url))',
        );
      else if (!ownComponents.has(name) && !out.components.has(name)) out.components.set(name, file);
    }
    if (plugin.head !== undefined) {
      const parsed = headSchema!.safeParse(plugin.head);
      if (parsed.success) out.head.push(...parsed.data);
      else
        problem(
          plugin.name,
          `"head" is not a list of head elements: ${parsed.error.issues[0]?.message ?? ''}`,
          'write it as the config\'s head: [["link", { rel: "stylesheet", href: "…" }]]',
        );
    }
    for (const [url, dir] of Object.entries(plugin.assets ?? {})) {
      const clean = url.replace(/^\/+|\/+$/g, '');
      if (!clean || clean.split('/').some((s) => s === '..' || s === '.' || s.startsWith('.')))
        problem(plugin.name, `asset URL "${url}" is not a plain path`, 'use a path like "assets/my-plugin"');
      else if (!path.isAbsolute(dir) || !fs.existsSync(dir))
        problem(
          plugin.name,
          `asset "${url}": no file or folder ${dir}`,
          'give the absolute path of an existing folder or file',
        );
      else
        out.assets.push({
          url: clean,
          dir,
          plugin: plugin.name,
          ...(fs.statSync(dir).isFile() && { file: true as const }),
        });
    }
  }
  return out;
}
