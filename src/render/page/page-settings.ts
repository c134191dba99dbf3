// A site's page settings, made once from the loaded site by every command that parses pages (build,
// check, dev), and one page's parse options made from them: no caller spells the settings out.
import path from 'node:path';
import type { LoadedPlugin, PluginRef } from '../plugins/plugin-instances.js';
import type { ResolvedConfig } from '../site/config.js';
import { isBuiltinComponent } from '../site/builtin-components.js';
import type { UnifiedSettings } from '../markdown/unified/unified-plugins.js';
import type { PageInput, PageOptions, PageSettings } from './page-types.js';
import { agentsSettings, wantsPageMarkdown } from '../agents/agents-settings.js';

/** What the settings are made from: the load step's site, or the dev server's current one. */
export interface SettingsSource {
  rc: ResolvedConfig;
  components: ReadonlyMap<string, string>;
  plugins: readonly LoadedPlugin[];
  unified?: UnifiedSettings;
}

export function pageSettings({ rc, components, plugins, unified }: SettingsSource): PageSettings {
  const vue = [...components].flatMap(([name, file]) => (file.endsWith('.vue') ? [name] : [])).sort();
  // A Vue page's component is its own Markdown file (vue/vue-page.ts).
  const vuePages = [...components]
    .flatMap(([name, file]) =>
      file.endsWith('.md') ? [[path.relative(rc.srcDir, file).split(path.sep).join('/'), name]] : [],
    )
    .sort(([a], [b]) => (a! < b! ? -1 : 1));
  return {
    base: rc.config.base,
    cleanUrls: !!rc.config.cleanUrls,
    components: [...components.keys()].sort(),
    builtins: [...components].flatMap(([name, file]) => (isBuiltinComponent(file) ? [name] : [])).sort(),
    ...(vue.length && { vue }),
    ...(rc.vueUnrendered?.length && { vueUnrendered: rc.vueUnrendered }),
    ...(vuePages.length && { vuePages: Object.fromEntries(vuePages) as Record<string, string> }),
    root: rc.srcDir,
    ...(rc.publicDir && { publicDir: rc.publicDir }),
    plugins,
    ...(unified && { unified }),
    ...(rc.markdown?.attrs !== undefined && { attrs: rc.markdown.attrs }),
    ...(rc.markdown?.slugify && { slugify: rc.markdown.slugify }),
    ...(rc.markdown?.containerTitles && { containerTitles: rc.markdown.containerTitles }),
    ...(rc.markdown?.codeLabelTitles && { codeLabelTitles: true }),
    ...(wantsPageMarkdown(agentsSettings(rc.config)) && { markdownCopy: true }),
  };
}

/** One page's parse options: the site's settings, the page's label and language, and how to highlight. */
export function pageOptions(
  settings: PageSettings,
  input: Pick<PageInput, 'label' | 'lang' | 'ownFile'>,
  highlight: PageOptions['highlight'],
  components: ReadonlySet<string> = new Set(settings.components),
): PageOptions {
  return {
    ...settings,
    components,
    label: input.label,
    lang: input.lang,
    highlight,
    ...(input.ownFile !== undefined && { ownFile: input.ownFile }),
  };
}

/** The settings as a parse worker receives them: plugins by reference (each worker imports them itself). */
export interface WorkerSettings extends Omit<PageSettings, 'plugins'> {
  plugins: PluginRef[];
}

export function workerSettings(settings: PageSettings): WorkerSettings {
  return { ...settings, plugins: settings.plugins.map((p) => p.ref) };
}
