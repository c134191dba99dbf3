// Where dev serves each locale's search meta file: a fixed URL, since the hashed name a build gives it
// is only known once every page is parsed.
import type { LocaleData } from '../../shared/types.js';

/** Locale path → the dev URL of its meta file. */
export function devSearchUrls(locales: readonly LocaleData[], base: string): Record<string, string> {
  return Object.fromEntries(locales.map((l) => [l.path, `${base}assets/search/dev${l.path}meta.json`]));
}
