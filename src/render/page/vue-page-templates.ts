// The templates of a site's Vue pages for its bundles (render/vue/vue-page-template.ts compiles them
// into each page's chunk): a Vue page's Markdown rendered as its page is (same settings, same
// options), and its template taken (page/vue-page-island.ts). The bundles are made beside the pages'
// parse and the render waits for them, so they cannot wait for the parse to reach a Vue page: they
// parse the few Vue pages themselves, on this thread, and the build's page step takes each of those
// pages from here instead of parsing it again (`page`).
import path from 'node:path';
import { fileToRoute } from '../../shared/routes.js';
import { langOfRoute } from '../model/locale-lang.js';
import type { VuePageTemplates } from '../vue/vue-sfc.js';
import { readMarkdownSourceAsync } from './markdown-source.js';
import { pageOptions, pageSettings, type SettingsSource } from './page-settings.js';
import type { PageData, PageInput } from './page-types.js';
import { siteLanguages } from './page-pool.js';
import { addSearchFields } from './search-fields.js';

/** A site's Vue pages, each parsed once for both its template and its page. */
export interface VuePageParses {
  /** What the bundles compile: a Vue page's template (undefined: the file is no Vue page). */
  templates: VuePageTemplates;
  /**
   * The page step's: the Vue page `input`, parsed (or being parsed) for its template; undefined when
   * it is no Vue page or its page was taken already (each is handed on once, then only its template is kept).
   */
  page(input: PageInput): Promise<ParsedElsewhere> | undefined;
}

/** A page parsed, and how long that took (milliseconds). */
export interface ParsedElsewhere {
  page: PageData;
  ms: number;
}

interface Parse {
  /** Until the page step takes it. */
  page?: Promise<ParsedElsewhere>;
  template: Promise<string | undefined>;
}

/**
 * The Vue pages of `site`; `inputs`: the build's pages (their language and own file), else they are
 * found from the file's route. Each page is parsed at most once, by whichever asks first.
 */
export function vuePageParses(site: SettingsSource, inputs: readonly PageInput[] = []): VuePageParses {
  const byAbs = new Map(inputs.map((i) => [path.resolve(i.abs), i]));
  const settings = pageSettings(site);
  // Their code is highlighted as the pool highlights the others' (page-pool.ts): every grammar the
  // site names loaded first, so a grammar that embeds another colours the same whichever page came first.
  const languages = siteLanguages(inputs);
  const made = new Map<string, Parse>();
  // One after another: this thread gains nothing from interleaving them, and each one's time is its own.
  let previous: Promise<unknown> = Promise.resolve();
  const parse = (abs: string): Promise<ParsedElsewhere> | undefined => {
    const own = path.relative(site.rc.srcDir, abs).split(path.sep).join('/');
    const input = byAbs.get(abs);
    const file = input?.file ?? own;
    if (!settings.vuePages?.[input?.ownFile ?? own]) return undefined;
    const given = input?.source;
    const parsed = previous.then(async () => {
      const [{ loadPage }, { highlightFromCache }] = await Promise.all([import('./page.js'), import('./code-fill.js')]);
      const source = given ?? (await readMarkdownSourceAsync(abs));
      const start = performance.now();
      const page = await loadPage(file, source, {
        ...pageOptions(
          settings,
          {
            label: input?.label ?? own,
            lang: input?.lang ?? langOfRoute(site.rc.config, fileToRoute(file)),
            ...(input?.ownFile !== undefined && { ownFile: input.ownFile }),
          },
          'defer',
        ),
      });
      await highlightFromCache(page, new Map(), () => languages);
      addSearchFields(page);
      return { page, ms: performance.now() - start };
    });
    previous = parsed.catch(() => undefined);
    return parsed;
  };
  const start = (abs: string): Parse => {
    let entry = made.get(abs);
    if (entry) return entry;
    const page = parse(abs);
    const template = page ? page.then((p) => p.page.vueTemplate ?? '') : Promise.resolve(undefined);
    // Whoever does not ask is not told of a failure (the bundles may be the previous build's).
    page?.catch(() => undefined);
    template.catch(() => undefined);
    made.set(abs, (entry = { ...(page && { page }), template }));
    return entry;
  };
  return {
    templates: (file) => start(path.resolve(file)).template,
    page: (input) => {
      const entry = start(path.resolve(input.abs));
      const { page } = entry;
      delete entry.page;
      return page;
    },
  };
}

/**
 * The templates of `site`'s Vue pages, each rendered once (`memo`) or at each call (the dev server's,
 * whose pages change between two bundles).
 */
export function vuePageTemplates(
  site: SettingsSource,
  inputs: readonly PageInput[] = [],
  memo = true,
): VuePageTemplates {
  if (memo) return vuePageParses(site, inputs).templates;
  return (file) => vuePageParses(site, inputs).templates(file);
}
