// Markdown sources are read one way: UTF-8 or UTF-16 (by its BOM), no leading BOM, no lone CR.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  decodeMarkdown,
  invalidEncodingLine,
  readMarkdownSource,
} from '../../../../src/render/page/markdown-source.js';
import { loadPage } from '../../../../src/render/page/page.js';
import { readSourceFacts } from '../../../../src/render/page/source-facts.js';
import { DigestMemo } from '../../../../src/render/incremental/digest-memo.js';
import { readQuickTitle } from '../../../../src/server/dev/titles.js';
import { writeTree } from '../../../helpers/fixtures.js';

const TEXT = '---\ntitle: Été\n---\n# Heading\n';
const utf16le = (s: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, 'utf16le')]);
const utf16be = (s: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(s, 'utf16le').swap16()]);

/** A temp file holding `bytes`; its absolute path. */
function file(bytes: Buffer): string {
  const dir = writeTree({});
  fs.writeFileSync(path.join(dir, 'page.md'), bytes);
  return path.join(dir, 'page.md');
}

describe('decodeMarkdown', () => {
  it('should read UTF-8, with or without BOMs (any number of them)', () => {
    expect(decodeMarkdown(Buffer.from(TEXT))).toBe(TEXT);
    expect(decodeMarkdown(Buffer.from(`\uFEFF${TEXT}`))).toBe(TEXT);
    expect(decodeMarkdown(Buffer.from(`\uFEFF\uFEFF\uFEFF${TEXT}`))).toBe(TEXT);
  });

  it('should read UTF-16 little and big endian by their BOM, a doubled BOM too', () => {
    expect(decodeMarkdown(utf16le(TEXT))).toBe(TEXT);
    expect(decodeMarkdown(utf16be(TEXT))).toBe(TEXT);
    expect(decodeMarkdown(utf16le(`\uFEFF${TEXT}`))).toBe(TEXT);
  });

  it('should make lone CR line endings LF, and keep CRLF', () => {
    expect(decodeMarkdown(Buffer.from(TEXT.replace(/\n/g, '\r')))).toBe(TEXT);
    expect(decodeMarkdown(Buffer.from(TEXT.replace(/\n/g, '\r\n')))).toBe(TEXT.replace(/\n/g, '\r\n'));
    expect(decodeMarkdown(Buffer.from('a\rb\r\nc\n\rd'))).toBe('a\nb\r\nc\n\nd');
  });

  it('should keep a BOM that is not at the start', () => {
    expect(decodeMarkdown(Buffer.from('a\uFEFFb'))).toBe('a\uFEFFb');
  });
});

describe('readers of Markdown sources', () => {
  it('should give the build the quick title and text of a UTF-16 page', () => {
    const read = readSourceFacts(file(utf16le(TEXT)), new DigestMemo());
    expect(read?.facts.quickTitle).toBe('Été');
    expect(read?.source).toBe(TEXT);
  });

  it('should give dev the quick title of a UTF-16 or CR-only page', async () => {
    expect(await readQuickTitle(file(utf16be(TEXT)))).toBe('Été');
    expect(await readQuickTitle(file(Buffer.from(TEXT.replace(/\n/g, '\r'))))).toBe('Été');
  });

  it('should read a file as decodeMarkdown decodes its bytes', () => {
    expect(readMarkdownSource(file(utf16le(`\uFEFF${TEXT.replace(/\n/g, '\r')}`)))).toBe(TEXT);
  });
});

describe('invalidEncodingLine', () => {
  it('should find the first line with bytes that are not UTF-8', () => {
    expect(invalidEncodingLine(file(Buffer.from('# Title\n\nCaf\u00e9\n', 'latin1')))).toBe(3);
    expect(invalidEncodingLine(file(Buffer.concat([Buffer.from('a\n'), Buffer.from([0xc3])])))).toBe(2);
  });

  it('should find a lone surrogate in a UTF-16 file', () => {
    expect(
      invalidEncodingLine(
        file(Buffer.concat([utf16le('a\nb\n'), Buffer.from([0x00, 0xd8]), Buffer.from('c', 'utf16le')])),
      ),
    ).toBe(3);
  });

  it('should find nothing in valid files, nor in a missing one', () => {
    expect(invalidEncodingLine(file(Buffer.from(`${TEXT}\uFFFD is a character too\n`)))).toBeUndefined();
    expect(invalidEncodingLine(file(utf16le(TEXT)))).toBeUndefined();
    expect(invalidEncodingLine('/nonexistent/page.md')).toBeUndefined();
  });
});

describe('a page that is not valid text', () => {
  /** The page's warnings as `line rule`, loaded as the page step loads it from `bytes`. */
  async function warnings(bytes: Buffer): Promise<string[]> {
    const abs = file(bytes);
    const page = await loadPage('page.md', readMarkdownSource(abs), {
      base: '/',
      components: new Set(),
      label: 'page.md',
      highlight: false,
      root: path.dirname(abs),
    });
    return page.warnings.map((w) => `${w.line} ${w.rule}`);
  }

  it('should be an invalid-encoding warning at its first bad line', async () => {
    expect(await warnings(Buffer.from('---\ntitle: T\n---\n# Caf\u00e9\n', 'latin1'))).toEqual(['4 invalid-encoding']);
  });

  it('should not be one for a page that writes the replacement character itself', async () => {
    expect(await warnings(Buffer.from('# A \uFFFD in UTF-8\n'))).toEqual([]);
  });
});
