// URLs that would run code when followed: `javascript:` and `vbscript:` anywhere, `data:` where a
// page would open it (a `data:text/html` link is a page of the author's choosing, with script). Read
// as a browser reads an attribute: character references decoded (`&#106;avascript:`), leading
// spaces and controls dropped, tabs and line breaks inside ignored (`java\tscript:`), any case.
// `data:image/…` stays allowed where an image is expected (a logo, a hero image, an icon): a browser
// shows it as a picture and runs nothing in it, even an SVG's scripts.
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { decodeNumericCharacterReference } from 'micromark-util-decode-numeric-character-reference';

const REFERENCE = /&(?:#(\d{1,7});?|#[xX]([\da-fA-F]{1,6});?|([A-Za-z][A-Za-z\d]{1,31});)/g;
const SCHEME = /^([a-z][a-z\d+.-]*):/;

/** `link`: followed as a link (navbar, sidebar, a page's `[text](url)`); `image`: shown as an image. */
export type UrlUse = 'link' | 'image';

/** The scheme (`javascript`, `vbscript`, `data`) when following `url` would run code; undefined otherwise. */
export function unsafeScheme(url: string, use: UrlUse = 'link'): string | undefined {
  const url2 = normalized(url);
  const scheme = SCHEME.exec(url2)?.[1];
  if (scheme === 'javascript' || scheme === 'vbscript') return scheme;
  if (scheme === 'data' && !(use === 'image' && url2.startsWith('data:image/'))) return scheme;
  return undefined;
}

/** The URL as a browser's parser sees its start: references decoded, leading spaces and controls dropped, tabs and line breaks gone, lower case. */
function normalized(url: string): string {
  const decoded = url.includes('&') ? url.replace(REFERENCE, decodeReference) : url;
  let start = 0;
  while (start < decoded.length && decoded.charCodeAt(start) <= 0x20) start++;
  return decoded
    .slice(start)
    .replace(/[\t\n\r]/g, '')
    .toLowerCase();
}

function decodeReference(ref: string, decimal?: string, hex?: string, name?: string): string {
  if (decimal !== undefined) return decodeNumericCharacterReference(decimal, 10);
  if (hex !== undefined) return decodeNumericCharacterReference(hex, 16);
  return decodeNamedCharacterReference(name!) || ref;
}
