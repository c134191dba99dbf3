// Whether the page is in dark mode, as the theme marks it: `class="dark"` on <html>, set before first
// paint and toggled by the colour-mode switch (and by the system's setting in auto mode).
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDark = () => document.documentElement.classList.contains('dark');

/**
 * true in dark mode, and again on every change. The server (and so the hydrating render) says
 * false: React then renders again with the browser's answer, without a hydration mismatch.
 */
export function useDarkMode(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}
