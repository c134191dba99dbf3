// The one way a Markdown source is read (pages, their quick titles and facts, includes): UTF-8, or
// UTF-16 when the file starts with its byte order mark; every leading BOM dropped (an editor may have
// added a second); lone CR line endings (classic Mac) made LF. Otherwise a UTF-16 file, a doubled BOM
// or CR endings hide the frontmatter behind bytes the parser does not take for "---".
import fs from 'node:fs';
import { isUtf8 } from 'node:buffer';

/** The encoding a file's leading byte order mark names (UTF-8 without one). */
function encodingOf(bytes: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/** Text as the page step reads it: no leading BOM, LF or CRLF line endings only. Idempotent. */
export function normaliseMarkdown(text: string): string {
  let out = text.charCodeAt(0) === 0xfeff ? text.replace(/^\uFEFF+/, '') : text;
  if (out.includes('\r')) out = out.replace(/\r(?!\n)/g, '\n');
  return out;
}

/** A Markdown file's bytes as text (bytes that are not valid in its encoding become U+FFFD). */
export function decodeMarkdown(bytes: Uint8Array): string {
  return normaliseMarkdown(new TextDecoder(encodingOf(bytes)).decode(bytes));
}

/** A Markdown file's text (see decodeMarkdown); throws as fs.readFileSync does. */
export function readMarkdownSource(abs: string): string {
  return decodeMarkdown(fs.readFileSync(abs));
}

/**
 * The line of the first byte of a Markdown file that is not valid in its encoding (UTF-8, or UTF-16
 * after its BOM); undefined when every byte is (or the file cannot be read).
 */
export function invalidEncodingLine(abs: string): number | undefined {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(abs);
  } catch {
    return undefined;
  }
  const encoding = encodingOf(bytes);
  if (encoding === 'utf-8' && isUtf8(bytes)) return undefined;
  try {
    new TextDecoder(encoding, { fatal: true }).decode(bytes);
    return undefined;
  } catch {
    // Where the first replacement character is, in the text as the page step has it.
    const text = decodeMarkdown(bytes);
    const at = text.indexOf('\uFFFD');
    return at < 0 ? 1 : text.slice(0, at).split('\n').length;
  }
}
