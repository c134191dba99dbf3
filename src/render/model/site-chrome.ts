// Config → the chrome data pages inline (social links with their icons, footer, banner), for the
// site and for each locale that sets its own; the navbar's logo and name (a locale's own too). Keys
// that are not configured are left out.
import type { BannerData, BrandData, FooterData, SocialLinkData } from '../../shared/types.js';
import type { BannerConfig, FooterConfig, LogoConfig, SocialLinkConfig } from '../site/chrome-schema.js';
import { logoImages } from '../site/logo-images.js';
import { socialIconBrand, socialIconSvg } from './social-icons.js';
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
    return { link, label: l.ariaLabel ?? socialIconBrand(l.icon), svg: socialIconSvg(l.icon) };
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

/** A locale's own logo and name, when its config sets either (the site's stand otherwise). */
export function localeBrand(l: { logo?: LogoConfig; siteTitle?: string | false }, base: string): { brand?: BrandData } {
  return l.logo === undefined && l.siteTitle === undefined ? {} : { brand: logoData({ ...l, base }) };
}

/** The navbar's logo (each colour mode's, under the base; one that would run code left out) and name. */
export function logoData(config: { logo?: LogoConfig; siteTitle?: string | false; base: string }): BrandData {
  const images = config.logo === undefined ? undefined : logoImages(config.logo);
  const image = (src: string | undefined) =>
    src ? safeSiteLink(src, new Map(), config.base, false, 'image') : undefined;
  const dark = image(images?.dark);
  return {
    logo: image(images?.light),
    ...(dark && { logoDark: dark }),
    ...(images?.alt !== undefined && { logoAlt: images.alt }),
    ...(config.siteTitle !== undefined && { siteTitle: config.siteTitle }),
  };
}
