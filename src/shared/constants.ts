// Constants both sides need.

/** localStorage key of the reader's colour mode ('dark' | 'light'; absent = auto). */
export const COLOR_MODE_KEY = 'bookdocs-color-mode';
