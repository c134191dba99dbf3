// `defineConfig`: types a config written in code (bookdocs.config.ts) as site.config.json is typed by
// its schema: the schema's input, so keys with defaults may be left out. It returns what it is given.
import type { SiteConfigInput } from './config-schema.js';

/** A site's config, as written: every key with a default may be left out. */
export type UserConfig = SiteConfigInput;
export type UserConfigFn = () => UserConfig | Promise<UserConfig>;
/** What a config in code exports: the config, a promise of it, or a function returning either. */
export type UserConfigExport = UserConfig | Promise<UserConfig> | UserConfigFn;

export function defineConfig(config: UserConfigExport): UserConfigExport {
  return config;
}
