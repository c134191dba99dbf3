// Shared by the site-model, sidebar and render-stream unit tests: configs and pages built by hand.
import type { SiteConfig, SiteConfigInput } from '../../../../src/render/site/config-schema.js';
import { parseSiteConfig } from '../../../../src/render/site/config-validate.js';
import type { PageData } from '../../../../src/render/page/page-types.js';
import { standInPage } from '../../../../src/render/page/quick-title.js';

/** A validated config with defaults filled; throws with the config's problems when it is invalid. */
export function siteConfig(raw: SiteConfigInput = {}): SiteConfig {
  const { config, diagnostics } = parseSiteConfig(raw);
  if (!config) throw new Error(`invalid test config: ${diagnostics.map((d) => d.message).join('; ')}`);
  return config;
}

/** A page as the site model sees it: `file` relative to srcDir; title defaults to the file name. */
export function page(file: string, title?: string, extra: Partial<PageData> = {}): PageData {
  return { ...standInPage(file, title), ...extra };
}
