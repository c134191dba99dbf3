// The site's remark and rehype plugins as data: what the page settings carry to every thread (and
// hash into every page's key), and a plugin ready to `use`. Types only: importing this loads nothing.

export type UnifiedList = 'remarkPlugins' | 'rehypePlugins';

export interface UnifiedPluginRef {
  /** As shown in messages: the spec as written, or the function's place in the config. */
  spec: string;
  list: UnifiedList;
  /** Its place in the list. */
  index: number;
  /** The module's absolute path; none: the plugin is a function of the config in code (`config`). */
  module?: string;
  /** JSON options given with a module's name. */
  options?: unknown;
  /** A hash of the plugin's code and options. */
  key: string;
}

/** The site's remark and rehype plugins, as the page settings carry them (plain data, hashed into every page's key). */
export interface UnifiedSettings {
  /** The config in code that holds plugin functions (absolute), when one does. */
  config?: string;
  /** Set (the config's key) when the config in code has `markdown.remarkRehype` (options of mdast-util-to-hast). */
  remarkRehype?: string;
  plugins: UnifiedPluginRef[];
}

/** A plugin ready to `use`: the function, its options, and its name for messages. */
export interface UnifiedPlugin {
  name: string;
  list: UnifiedList;
  plugin: (...args: never[]) => unknown;
  options: unknown[];
}
