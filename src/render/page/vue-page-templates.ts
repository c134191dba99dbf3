// The templates of a site's Vue pages for its bundles (render/vue/vue-page-template.ts compiles them
// into each page's chunk): a Vue page's Markdown rendered as its page is (same settings, same
// options), and its island's HTML taken. The bundles are made beside the pages' parse, so they render
// the few Vue pages themselves rather than wait for it.
import path from 'node:path';
import { fileToRoute } from '../../shared/routes.js';
import { langOfRoute } from '../model/locale-lang.js';
import type { VuePageTemplates } from '../vue/vue-sfc.js';
import { readMarkdownSourceAsync } from './markdown-source.js';
import { pageOptions, pageSettings, type SettingsSource } from './page-settings.js';
import type { PageInput } from './page-types.js';

/**
 * The templates of `site`'s Vue pages; `inputs`: the build's pages (their language and own file),
 * else they are found from the file's route. Each page is rendered once (`memo`) or at each call
 * (the dev server's, whose pages change between two bundles).
 */
export function vuePageTemplates(
  site: SettingsSource,
  inputs: readonly PageInput[] = [],
  memo = true,
): VuePageTemplates {
  const byAbs = new Map(inputs.map((i) => [path.resolve(i.abs), i]));
  const made = new Map<string, Promise<string | undefined>>();
  const render = async (abs: string): Promise<string | undefined> => {
    const settings = pageSettings(site);
    const own = path.relative(site.rc.srcDir, abs).split(path.sep).join('/');
    const input = byAbs.get(abs);
    const file = input?.file ?? own;
    const name = settings.vuePages?.[input?.ownFile ?? own];
    if (!name) return undefined;
    const { loadPage } = await import('./page.js');
    const page = await loadPage(file, await readMarkdownSourceAsync(abs), {
      ...pageOptions(
        settings,
        {
          label: input?.label ?? own,
          lang: input?.lang ?? langOfRoute(site.rc.config, fileToRoute(file)),
          ...(input?.ownFile !== undefined && { ownFile: input.ownFile }),
        },
        true,
      ),
    });
    return page.components.find((c) => c.name === name)?.children ?? '';
  };
  return (file) => {
    const abs = path.resolve(file);
    if (!memo) return render(abs);
    let p = made.get(abs);
    if (!p) made.set(abs, (p = render(abs)));
    return p;
  };
}
