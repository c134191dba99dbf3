// A configured logo's images, read without its schema (zod stays unloaded where nothing is validated).
import type { LogoConfig } from './chrome-schema.js';

/** A logo's images: the one for light mode (and the favicon), the one for dark mode if it differs, its alt text. */
export function logoImages(logo: LogoConfig): { light: string; dark?: string; alt?: string } {
  if (typeof logo === 'string') return { light: logo };
  if ('src' in logo) return { light: logo.src, ...(logo.alt !== undefined && { alt: logo.alt }) };
  return { light: logo.light, dark: logo.dark, ...(logo.alt !== undefined && { alt: logo.alt }) };
}
