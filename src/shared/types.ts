// Data that crosses the Node ↔ browser boundary. Types only: both sides import this file.

export interface NavLink {
  text: string;
  link: string;
  activeMatch?: string;
  /** The version (config `versions`) the link leads into: on a page of a version, it opens the same page there. */
  version?: string;
}

export interface NavGroup {
  text: string;
  activeMatch?: string;
  children: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export interface SidebarLink {
  text: string;
  link: string;
}

export interface SidebarGroup {
  /** Undefined text: the items show without a heading. */
  text?: string;
  /** Undefined link: a heading only. */
  link?: string;
  collapsible: boolean;
  /**
   * Whether a collapsible group starts closed; undefined: closed unless it holds the current page.
   * A group holding the current page always starts open.
   */
  collapsed?: boolean;
  children: SidebarItem[];
}

export type SidebarItem = SidebarLink | SidebarGroup;

export interface Header {
  level: number;
  title: string;
  slug: string;
}

export interface PageLink {
  text: string;
  link: string;
}

export interface Contributor {
  name: string;
  email: string;
}

/** A React component embedded in Markdown, rendered as an island into `<div data-bd-island="N">`. */
/** A component prop as written in a page: a string, a number, `flag` (true) or a `{…}` literal. */
export type PropValue = string | number | boolean | null | PropValue[] | { [key: string]: PropValue };

export interface ComponentRef {
  name: string;
  props: Record<string, PropValue>;
  /**
   * The HTML of the Markdown between its tags (`<Name>…</Name>`), its own components as placeholders
   * naming their index in the page's list; absent for `<Name />`.
   */
  children?: string;
}

export interface HeroAction {
  text: string;
  link: string;
  /** Its colours: bookdocs' brand button, its outlined one, or neither (a `theme` of the author's own). */
  type: 'primary' | 'secondary' | 'plain';
  /**
   * VitePress's `theme` when it names classes of the author's own (`cta mastering-pinia`): the button
   * gets them as VitePress's VPButton does (`VPButton medium <theme>`), for the project's stylesheets.
   */
  theme?: string;
}

export interface HomeFeature {
  title: string;
  details: string;
  /** An emoji or short text, an image URL (`iconIsImage`), or the author's own markup (`iconIsHtml`). */
  icon?: string;
  iconIsImage?: boolean;
  /** `icon` is inline markup written in the frontmatter (`<span class="memo"></span>`), as VitePress shows it. */
  iconIsHtml?: boolean;
  link?: string;
  linkText?: string;
}

export interface HomeData {
  heroImage?: string;
  heroImageDark?: string;
  heroAlt?: string;
  heroHeight: number;
  /** The big title (VuePress `heroText`, VitePress `hero.name`). */
  heroText?: string;
  /** A second title line (VitePress `hero.text`). */
  heroSubtext?: string;
  tagline?: string;
  actions: HeroAction[];
  features: HomeFeature[];
  /** HTML, written by the site's author. */
  footer?: string;
}

/** What the client needs to show one page. Served inline (first load) or as its own JSON chunk. */
export interface PageView {
  route: string;
  title: string;
  description?: string;
  /** The page's first words, when neither it nor its site has a description: the meta description then. */
  excerpt?: string;
  /** Content HTML; islands are empty placeholders until rendered. */
  html: string;
  components: ComponentRef[];
  /** Stylesheets of the page's components (URLs with base), loaded before the page is shown. */
  styles?: string[];
  /** Its h2/h3 headings, and deeper ones when its outline lists them. */
  headers: Header[];
  /**
   * The heading levels its "On this page" outline lists, lowest and highest included ([2, 3]: h2 and
   * h3); absent when it shows none (turned off, a home, `layout: page` or not-found page, or no heading in range).
   */
  outline?: [number, number];
  home?: HomeData;
  /** Frontmatter `pageClass`: an extra class on the layout, for the page's own styles. */
  pageClass?: string;
  /** Frontmatter `lang`: the language its text is written in, when the page says (see shared/content-lang.ts). */
  lang?: string;
  /** Frontmatter `titleTemplate` (VitePress): see shared/page-title.ts. */
  titleTemplate?: string | false;
  sidebar: SidebarItem[];
  prev?: PageLink;
  next?: PageLink;
  editLink?: string;
  lastUpdated?: number;
  contributors?: Contributor[];
  /** Locale path prefix this page belongs to, e.g. '/' or '/zh/'. */
  locale: string;
  /**
   * With more than one locale holding pages: every locale's version of this page (its own included),
   * or that locale's home when the page has no translation there. For the language menu.
   */
  translations?: PageLink[];
  /** On a site with versions, for a page of one: see PageVersion. */
  version?: PageVersion;
}

/** A site version (config `versions`), as the browser needs it. */
export interface VersionData {
  name: string;
  /** What readers see (search results, banner): the config's label, else the name. */
  label: string;
  /**
   * Where its pages are, as a URL path with base (percent-encoded, as the search index's links are):
   * its folder, or the prefix a ref's build is served under.
   */
  path: string;
  /** Kept in a git ref and built apart: links to it load the page (the client router does not know its pages). */
  separate?: true;
}

/** A page's version and the same page in every version. */
export interface PageVersion {
  /** The page's version's name. */
  name: string;
  /**
   * Version name → the link to this page in that version (its own included), or to that version's
   * first page when this page has no counterpart there.
   */
  links: Record<string, string>;
}

/** The navbar's logo and name: the site's, or a locale's own. */
export type BrandData = Pick<SiteData, 'logo' | 'logoDark' | 'logoAlt' | 'siteTitle'>;

export interface LocaleData {
  path: string;
  lang: string;
  /** The language its text is written in, when it differs from `lang` (config `contentLang`). */
  contentLang?: string;
  label: string;
  title: string;
  description: string;
  searchPlaceholder: string;
  navbar: NavItem[];
  /** Home route of the locale, for the language menu. */
  home: string;
  labels: ThemeLabels;
  /** This locale's own chrome, when its config sets one (else the site's, see shared/chrome.ts). */
  brand?: BrandData;
  socialLinks?: SocialLinkData[];
  footer?: FooterData;
  banner?: BannerData;
}

/** A navbar icon link. `svg`: the icon's markup (a simple-icons path wrapped by the build, or the author's own). */
export interface SocialLinkData {
  link: string;
  /** Accessible name: the config's ariaLabel or the brand's name. */
  label: string;
  svg: string;
}

/** The site footer; both parts are the author's HTML. */
export interface FooterData {
  message?: string;
  copyright?: string;
}

/** The announcement bar; `html` is the author's. */
export interface BannerData {
  id: string;
  html: string;
  dismissible: boolean;
}

export interface ThemeLabels {
  backToTop: string;
  copyCode: string;
  copied: string;
  languages: string;
  editLink: string;
  lastUpdated: string;
  contributors: string;
  prev: string;
  next: string;
  backToHome: string;
  toggleSidebar: string;
  toggleColorMode: string;
  skipToContent: string;
  onThisPage: string;
  dismissBanner: string;
  /** Sites with versions only (see render/site/default-labels.ts DEFAULT_VERSION_LABELS). */
  versions?: string;
  versionNotice?: string;
  oldVersion?: string;
  latestVersion?: string;
  /** The page action's menu (docs for agents) and its entries. */
  pageActions: string;
  copyPage: string;
  copiedPage: string;
  openInChatGpt: string;
  openInClaude: string;
}

/** Colour modes other than the default (a switch, the system's mode first), as VitePress names them. */
export type Appearance = false | 'dark' | 'force-dark' | 'force-auto';

/** Site-wide data, identical on every page of a build. Must stay small: it is inlined into every page. */
/** Algolia DocSearch (config `search.provider: "algolia"`); `locales`: per locale path, its own index or parameters. */
export interface AlgoliaData {
  appId: string;
  apiKey: string;
  indexName: string;
  searchParameters?: Record<string, unknown>;
  translations?: Record<string, unknown>;
  locales?: Record<
    string,
    { indexName?: string; searchParameters?: Record<string, unknown>; translations?: Record<string, unknown> }
  >;
}

export interface SiteData {
  title: string;
  description: string;
  lang: string;
  base: string;
  /** The logo (in light mode, when it has a dark one), also the favicon. */
  logo?: string;
  /** The logo in dark mode, when it differs. */
  logoDark?: string;
  logoAlt?: string;
  /** The name beside the logo: false for none; undefined for the locale's title. */
  siteTitle?: string | false;
  /** Colour modes (config `appearance`); undefined: a switch, the system's mode first. */
  appearance?: Appearance;
  /** Longest path first, so the first prefix match is the page's locale. */
  locales: LocaleData[];
  notFound: string[];
  /**
   * `indexes`: locale path → URL of that locale's search index, fetched on first use of the search box;
   * `algolia`: Algolia DocSearch instead of the local index.
   */
  search: { enabled: boolean; maxSuggestions: number; indexes?: Record<string, string>; algolia?: AlgoliaData };
  /** Where page views are reported (config `analytics`); absent: nowhere, and no analytics code loads. */
  analytics?: { provider: 'baidu' | 'google' | 'plausible' | 'beacon'; id?: string; endpoint?: string };
  hasRepo: boolean;
  /** Chrome around the pages (absent when not configured); a locale's own wins (shared/chrome.ts). */
  socialLinks?: SocialLinkData[];
  footer?: FooterData;
  banner?: BannerData;
  /** Links to pages drop `.html` (see shared/routes.ts routeToPath). */
  cleanUrls: boolean;
  /** Config `versions`, newest first; absent on a site without. */
  versions?: {
    list: VersionData[];
    latest: string;
    banner: boolean;
    /**
     * On a ref's build only: the URL of the site's route list (shared/version-routes.ts), which its
     * pages fetch lazily to link the same page in the other versions instead of their homes.
     */
    routes?: string;
  };
  /** Docs for agents (config `agents`): what the pages show of it; absent when the site has none of it. */
  agents?: AgentsData;
}

/** What the theme shows for agents: the hidden hint, the page action, and what they point at. */
export interface AgentsData {
  /** Pages have Markdown copies (`/guide/x.md`). */
  markdown: boolean;
  /** Each locale has an llms.txt. */
  llmsTxt: boolean;
  /** The hidden note for agents in each page. */
  hint: boolean;
  /** The page action: copy as Markdown, open in a chat assistant. */
  pageAction: boolean;
}

/** Everything inlined into a pre-rendered page so the client can hydrate it. */
export interface HydrationData {
  site: SiteData;
  page: Omit<PageView, 'html'>;
}
