// The named places of the default theme where a site's `theme/slots/<name>.tsx` is rendered.
// Shared by the theme (<Slot name="…" />) and the build (which files in theme/slots/ are slots).

export const SLOT_NAMES = [
  /** Top of every page, after the skip link, above the banner and the navbar. */
  'layout-top',
  /** Bottom of every page, after the site footer. */
  'layout-bottom',
  /** Inside the navbar, after its last item. */
  'nav-after',
  /** Inside the sidebar, before its links (on phones, after the drawer's navbar links). */
  'sidebar-before',
  /** Inside the sidebar, after its links. */
  'sidebar-after',
  /** A doc page, before its content (after the narrow-screen outline menu). */
  'doc-before',
  /** A doc page, after its content, before the page meta and prev/next. */
  'doc-footer-before',
  /** A doc page, after prev/next. */
  'doc-after',
  /** The outline aside (wide screens, pages with an outline), above its title. */
  'aside-top',
  /** The outline aside, below its list. */
  'aside-bottom',
  /** A home page, after the hero. */
  'home-hero-after',
  /** A home page, after the features. */
  'home-features-after',
  /** The 404 page, after its message (or the site's 404.md). */
  'not-found',
] as const;

export type SlotName = (typeof SLOT_NAMES)[number];
