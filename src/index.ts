// The public API of `import … from 'bookdocs'`: what a site's bookdocs.config.ts (and later its
// plugins) can use. Keep this a short list of exports; everything else stays internal.
export {
  defineConfig,
  type UserConfig,
  type UserConfigExport,
  type UserConfigFn,
} from './render/site/define-config.js';
export type { SiteConfig, SiteConfigInput } from './render/site/config-schema.js';
export {
  definePlugin,
  type BookdocsPlugin,
  type BuiltPage,
  type BuiltSite,
  type DefinedPlugin,
  type ContainerBlock,
  type ContainerRenderer,
  type ExtendablePage,
  type Extension,
  type FenceBlock,
  type HeadElement,
  type HtmlExtension,
  type MarkdownContext,
  type MarkdownExtensions,
  type PluginFactory,
  type PluginOptionsSchema,
  type ContentPage,
  type GeneratedPage,
  type PluginSite,
  type PluginHandle,
  type PluginHtmlExtension,
} from './render/plugins/plugin-api.js';
export type { PluginEntry } from './render/plugins/plugin-entries.js';
