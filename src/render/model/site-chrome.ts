// Config → the chrome data pages inline (social links with their icons, footer, banner), for the
// site and for each locale that sets its own. Keys that are not configured are left out.
import type { BannerData, FooterData, SocialLinkData } from '../../shared/types.js';
import type { BannerConfig, FooterConfig, SocialLinkConfig } from '../site/chrome-schema.js';
import { SOCIAL_ICON_BRANDS, socialIconSvg } from './social-icons.js';
import { safeSiteLink } from './site-links.js';

export interface ChromeConfig {
  socialLinks?: SocialLinkConfig[];
  footer?: FooterConfig;
  banner?: BannerConfig;
}

export interface ChromeData {
  socialLinks?: SocialLinkData[];
  footer?: FooterData;
  banner?: BannerData;
}

export interface LinkContext {
  pages: ReadonlyMap<string, unknown>;
  base: string;
  cleanUrls: boolean;
}

export function chromeData(config: ChromeConfig, links: LinkContext): ChromeData {
  const out: ChromeData = {};
  // A link that would run code is left out (check: unsafe-url).
  if (config.socialLinks) out.socialLinks = config.socialLinks.flatMap((l) => socialLinkData(l, links) ?? []);
  const footer = config.footer && footerData(config.footer);
  if (footer) out.footer = footer;
  if (config.banner)
    out.banner = { id: config.banner.id, html: config.banner.html, dismissible: config.banner.dismissible };
  return out;
}

function socialLinkData(l: SocialLinkConfig, links: LinkContext): SocialLinkData | undefined {
  const link = safeSiteLink(l.link, links.pages, links.base, links.cleanUrls);
  if (link === undefined) return undefined;
  if (typeof l.icon === 'string')
    return { link, label: l.ariaLabel ?? SOCIAL_ICON_BRANDS[l.icon].name, svg: socialIconSvg(l.icon) };
  // The schema requires an ariaLabel with a custom icon.
  return { link, label: l.ariaLabel!, svg: l.icon.svg.trim() };
}

/** Undefined when neither part has text (`{}` shows no footer). */
function footerData(f: FooterConfig): FooterData | undefined {
  const out: FooterData = {};
  if (f.message?.trim()) out.message = f.message;
  if (f.copyright?.trim()) out.copyright = f.copyright;
  return out.message || out.copyright ? out : undefined;
}
