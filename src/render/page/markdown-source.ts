// The one way a Markdown source is read (pages, their quick titles and facts, includes): UTF-8, or
// UTF-16 when the file starts with its byte order mark; every leading BOM dropped (an editor may have
// added a second); lone CR line endings (classic Mac) made LF. Otherwise a UTF-16 file, a doubled BOM
// or CR endings hide the frontmatter behind bytes the parser does not take for "---".
import fs from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { DiagnosticError, type Diagnostic } from '../diagnostics.js';

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
  const encoding = encodingOf(bytes);
  // UTF-8 through Buffer's own decoder: the same text as TextDecoder's, at a fraction of its cost per file.
  const text =
    encoding === 'utf-8'
      ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')
      : new TextDecoder(encoding).decode(bytes);
  return normaliseMarkdown(text);
}

/** A page larger than this is an error, not parsed: no real page comes near it, and parsing it would take minutes. */
export const MAX_PAGE_BYTES = 10 * 1024 * 1024;

/**
 * A Markdown file's text (see decodeMarkdown); throws as fs.readFileSync does, and a DiagnosticError
 * for a device, FIFO or socket (never opened: reading one would never end) or a file over MAX_PAGE_BYTES.
 */
export function readMarkdownSource(abs: string): string {
  // Opened without waiting (a FIFO would wait for a writer), then looked at before a byte is read.
  const fd = fs.openSync(abs, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  try {
    refuseUnreadable(fs.fstatSync(fd));
    return decodeMarkdown(fs.readFileSync(fd));
  } finally {
    fs.closeSync(fd);
  }
}

/** readMarkdownSource, without blocking the thread (the dev server). */
export async function readMarkdownSourceAsync(abs: string): Promise<string> {
  refuseUnreadable(await fs.promises.stat(abs));
  return decodeMarkdown(await fs.promises.readFile(abs));
}

function refuseUnreadable(stat: fs.Stats): void {
  if (!stat.isFile()) {
    throw new DiagnosticError({
      rule: 'not-a-file',
      message: 'not a regular file (a device, FIFO or socket): not read',
      hint: 'a site holds files and folders only; move it out of the site',
    });
  }
  if (stat.size > MAX_PAGE_BYTES) throw new DiagnosticError(pageTooLarge(stat.size));
}

/** The error for a Markdown file of `size` bytes, over MAX_PAGE_BYTES. */
export function pageTooLarge(size: number): Omit<Diagnostic, 'severity' | 'file'> {
  return {
    rule: 'page-too-large',
    message: `page of ${(size / 1024 / 1024).toFixed(1)} MB, over the limit of ${MAX_PAGE_BYTES / 1024 / 1024} MB: not parsed`,
    hint: 'split it into several pages, or move generated data out of the Markdown (a file in the public folder, linked from the page)',
  };
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
