// `bookdocs/theme`: what a site's theme overrides and slots import. The parts here are always the
// default ones (never the site's overrides), so an override can wrap the part it replaces:
//   import { Footer as DefaultFooter } from 'bookdocs/theme';
export { useSite, type SiteContextValue } from '../context.js';
export { Slot } from './Slot.js';
export { Navbar, NavItems, NavLink } from './Navbar.js';
export { Sidebar } from './Sidebar.js';
export { SiteFooter, SiteFooter as Footer } from './SiteFooter.js';
export { Home } from './Home.js';
export { NotFound } from './NotFound.js';
export { DocPage } from './DocPage.js';
export { DocFooter } from './DocFooter.js';
export { PageMeta } from './PageMeta.js';
export { PrevNext } from './PrevNext.js';
export { OutlineAside, OutlineMenu } from './Outline.js';
export { Banner } from './Banner.js';
export { BackToTop } from './BackToTop.js';
export { ColorModeSwitch } from './ColorModeSwitch.js';
export { SearchBox } from './SearchBox.js';
export { SocialLinks } from './SocialLinks.js';
export { Content } from './Content.js';
export type { SlotName } from '../../shared/theme-slots.js';
export type {
  PageView,
  SiteData,
  LocaleData,
  FooterData,
  BannerData,
  SidebarItem,
  NavItem,
} from '../../shared/types.js';
