// Colour mode: auto (follows the system), dark or light; the choice is kept in localStorage.
// The inline script in every page's <head> applies it before first paint (src/render/ssr.ts).

import { COLOR_MODE_KEY } from '../shared/constants.js';

export type ColorMode = 'auto' | 'dark' | 'light';

export const COLOR_MODES: readonly ColorMode[] = ['auto', 'dark', 'light'];

/** The reader's choice, else the site's first mode (`first`: dark for `appearance: 'dark'`). */
export function readColorMode(first: ColorMode = 'auto'): ColorMode {
  try {
    const stored = localStorage.getItem(COLOR_MODE_KEY);
    return stored === 'dark' || stored === 'light' || stored === 'auto' ? stored : first;
  } catch {
    return first;
  }
}

export function prefersDark(): boolean {
  return matchMedia('(prefers-color-scheme: dark)').matches;
}

export function applyColorMode(mode: ColorMode): void {
  const dark = mode === 'dark' || (mode === 'auto' && prefersDark());
  document.documentElement.classList.toggle('dark', dark);
}

/** Keep the reader's choice; the site's first mode is kept as no choice. */
export function storeColorMode(mode: ColorMode, first: ColorMode = 'auto'): void {
  try {
    if (mode === first) localStorage.removeItem(COLOR_MODE_KEY);
    else localStorage.setItem(COLOR_MODE_KEY, mode);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}

export function nextColorMode(mode: ColorMode): ColorMode {
  return COLOR_MODES[(COLOR_MODES.indexOf(mode) + 1) % COLOR_MODES.length]!;
}
