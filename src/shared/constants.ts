// Constants both sides need.

/** localStorage key of the reader's colour mode ('dark' | 'light'; absent = auto). */
export const COLOR_MODE_KEY = 'bookdocs-color-mode';

/** localStorage key of the tab chosen in each tab group (see shared/tab-group.ts): JSON, group key → label. */
export const TAB_CHOICES_KEY = 'bookdocs-tabs';

/** localStorage key marking the announcement banner `id` as closed by the reader: prefix + id, value '1'. */
export const BANNER_DISMISSED_KEY = 'bookdocs-banner-dismissed:';
/** Class on <html> while the current banner is closed (set before first paint, so nothing shifts). */
export const BANNER_DISMISSED_CLASS = 'bd-banner-dismissed';
