// Which social links, footer and banner a page shows: its locale's own, else the site's.
import type { BannerData, FooterData, LocaleData, SiteData, SocialLinkData } from './types.js';

export interface PageChrome {
  socialLinks: SocialLinkData[];
  footer?: FooterData;
  banner?: BannerData;
}

export function chromeOf(site: SiteData, locale: LocaleData | undefined): PageChrome {
  return {
    socialLinks: locale?.socialLinks ?? site.socialLinks ?? [],
    footer: locale?.footer ?? site.footer,
    banner: locale?.banner ?? site.banner,
  };
}
