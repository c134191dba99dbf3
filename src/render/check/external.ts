// External links, checked for their form only (no network): unknown or misspelt schemes, web
// addresses without a host, and site links that were meant to be web addresses.
import { levenshtein } from '../../shared/did-you-mean.js';
import type { Severity } from '../diagnostics.js';

const WEB_SCHEMES = ['http', 'https'];

/** Well-formedness of an external link (no network). Errors for links that cannot work, warnings for doubtful ones. */
export function externalProblem(raw: string): { severity: Severity; message: string } | undefined {
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(raw)?.[1]?.toLowerCase();
  if (scheme === 'mailto')
    return /^mailto:[^@\s]+@[^@\s]+/i.test(raw)
      ? undefined
      : { severity: 'warning', message: 'not a valid e-mail address' };
  if (scheme && !WEB_SCHEMES.includes(scheme)) {
    const close = WEB_SCHEMES.find((s) => levenshtein(scheme, s) === 1 && scheme.length > 2);
    return close
      ? { severity: 'error', message: `unknown scheme "${scheme}:" (did you mean "${close}:"?)` }
      : undefined;
  }
  const host = /^(?:https?:)?\/\/([^/?#\\]*)/i.exec(raw)?.[1];
  if (host === undefined)
    return { severity: 'error', message: `malformed web address: expected ${scheme ?? 'https'}://host/…` };
  if (!host) return { severity: 'error', message: 'web address without a host' };
  try {
    new URL(raw.startsWith('//') ? `https:${raw}` : raw);
  } catch {
    return { severity: 'error', message: `not a valid web address (host "${host}")` };
  }
  if (/\s/.test(raw)) return { severity: 'warning', message: 'web address contains a space; write it as %20' };
  return undefined;
}

/** `http//x`, `https:x`-less `www.x`: an external address written so that it became a path on this site. */
export function looksLikeWebAddress(raw: string): boolean {
  return /^(?:https?\/\/|https?:\\|www\.)/i.test(raw);
}

export function webAddressHint(raw: string): string {
  if (/^www\./i.test(raw)) return `looks like a web address without "https://", so it links to a page of this site`;
  return `looks like a web address with a typo (expected "${/^https/i.test(raw) ? 'https' : 'http'}://"), so it links to a page of this site`;
}
