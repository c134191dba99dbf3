// Plugins' `buildEnd`, run on the staged output before it replaces the old one: a failure fails the
// build (the old output stays). Files a plugin adds or replaces are recorded as its own, so the next
// build never carries one over as if a page had made it.
import fs from 'node:fs';
import path from 'node:path';
import { routeLink } from '../../shared/routes.js';
import type { Diagnostic } from '../diagnostics.js';
import type { OutputFiles } from '../incremental/build-record.js';
import { localeOf, type SiteModel } from '../model/site.js';
import type { WrittenPage } from '../page/page-types.js';
import type { SiteConfig } from '../site/config-schema.js';
import type { BuiltSite } from './plugin-api.js';
import type { PageTexts } from './page-texts.js';
import type { LoadedPlugin } from './plugin-instances.js';
import { readingOrder } from './reading-order.js';

/** The key of files a plugin wrote: no page or asset has it, so they are made again by every build that runs the hook. */
const PLUGIN_OUTPUT = 'plugin-output';

/** The site as buildEnd gets it: `model` is the site model of the written pages; their text is read from `texts`. */
export function builtSite(
  config: SiteConfig,
  pages: readonly WrittenPage[],
  model: Pick<SiteModel, 'site' | 'sidebarOf'>,
  texts: PageTexts | undefined,
): BuiltSite {
  const link = (route: string) => routeLink(route, config.base, config.cleanUrls);
  const order = readingOrder(pages, model, link);
  const { locales } = model.site;
  return {
    base: config.base,
    title: config.title,
    ...(config.hostname !== undefined && { hostname: config.hostname }),
    pages: pages.map((p) => {
      const description = p.description ?? p.excerpt;
      return {
        file: p.file,
        route: p.route,
        url: link(p.route),
        // A home page without a title of its own is called as its hero, else as its locale's site.
        title:
          p.title ||
          p.home?.heroText ||
          locales.find((l) => l.path === localeOf(p.route, locales))?.title ||
          config.title,
        ...(description !== undefined && { description }),
        frontmatter: p.frontmatter,
        headings: p.headers.map((h) => ({ depth: h.level, text: h.title, id: h.slug })),
        order: order.get(p.file)!,
        text: texts ? texts.reader(p) : () => Promise.resolve(''),
      };
    }),
  };
}

/** Every plugin's buildEnd in config order; their failures as diagnostics. */
export async function runBuildEnd(
  plugins: readonly LoadedPlugin[],
  site: () => BuiltSite,
  files: OutputFiles,
): Promise<Diagnostic[]> {
  const hooked = plugins.filter((p) => p.plugin.buildEnd);
  if (!hooked.length) return [];
  const built = site();
  // The hooks see the whole output: files kept in the output folder are linked into the staged one.
  files.materialize();
  const diagnostics: Diagnostic[] = [];
  for (const { plugin } of hooked) {
    try {
      await plugin.buildEnd!(built, files.dir);
    } catch (err) {
      diagnostics.push({
        severity: 'error',
        rule: 'plugin-error',
        message: `plugin "${plugin.name}" failed in buildEnd: ${err instanceof Error ? err.message : String(err)}`,
        hint: `the error is in plugin "${plugin.name}"; the previous output is left as it was`,
      });
    }
  }
  recordPluginOutput(files);
  return diagnostics;
}

/** Files in the staged output that bookdocs did not write as they are now. */
function recordPluginOutput(files: OutputFiles): void {
  const seen = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const rel = `${prefix}${e.name}`;
      if (e.isDirectory()) {
        walk(path.join(dir, e.name), `${rel}/`);
        continue;
      }
      seen.add(rel);
      const stat = fs.statSync(path.join(dir, e.name));
      const entry = files.entries[rel];
      if (!entry || entry.size !== stat.size || entry.mtimeMs !== stat.mtimeMs)
        files.recordWritten(rel, PLUGIN_OUTPUT, stat);
    }
  };
  walk(files.dir, '');
  // A file a plugin removed is no longer part of the output.
  for (const rel of Object.keys(files.entries)) if (!seen.has(rel)) delete files.entries[rel];
}
