// Which language a page is in, from the config's locales. Apart from the site model: the load step
// needs it for every page without loading the model (and its schemas).
import { localeOfRoute } from '../../shared/routes.js';
import type { SiteConfig } from '../site/config-schema.js';

/** A locale's language: its own `lang`, else the site's for the root, else its path (`/zh/` → `zh`). */
export function localeLang(config: SiteConfig, path: string): string {
  return config.locales[path]?.lang ?? (path === '/' ? config.lang : path.slice(1, -1));
}

/**
 * The language a locale's text is written in: its own `contentLang`, else the site's for the root,
 * else its language (a locale with pages of its own is written in its own language).
 */
export function localeContentLang(config: SiteConfig, path: string): string {
  return (
    config.locales[path]?.contentLang ?? (path === '/' ? config.contentLang : undefined) ?? localeLang(config, path)
  );
}

/** The language of the page at `route`, as its `<html lang>` says. */
export function langOfRoute(config: SiteConfig, route: string): string {
  const paths = Object.keys(config.locales);
  return localeLang(config, localeOfRoute(route, paths.includes('/') ? paths : ['/', ...paths]));
}
