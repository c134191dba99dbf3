// Which logo and name, social links, footer and banner a page shows: its locale's own, else the site's.
import type { BannerData, BrandData, FooterData, LocaleData, SiteData, SocialLinkData } from './types.js';

export interface PageChrome {
  brand: BrandData;
  socialLinks: SocialLinkData[];
  footer?: FooterData;
  banner?: BannerData;
}

export function chromeOf(site: SiteData, locale: LocaleData | undefined): PageChrome {
  const { logo, logoDark, logoAlt, siteTitle } = site;
  return {
    brand: locale?.brand ?? { logo, logoDark, logoAlt, siteTitle },
    socialLinks: locale?.socialLinks ?? site.socialLinks ?? [],
    footer: locale?.footer ?? site.footer,
    banner: locale?.banner ?? site.banner,
  };
}
