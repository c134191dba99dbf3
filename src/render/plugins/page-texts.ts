// Each page's text for plugins' buildEnd. The build lets go of a page's text once the search index has
// it (see build/page-step.ts); a site with a buildEnd keeps it in a file from then to the end of the
// build, read back one page at a time when a plugin asks (`page.text()`). A page carried over from the
// previous build never had its text read: it comes from the page cache, where that build put it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCachedPage } from '../incremental/page-cache.js';
import type { PageData, WrittenPage } from '../page/page-types.js';
import { sectionTextsInFile, type SectionTexts } from '../search/section-texts.js';

export class PageTexts {
  private readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookdocs-texts-'));
  private readonly texts: SectionTexts = sectionTextsInFile(path.join(this.dir, 'texts.json'));
  /** Page file → its place in the file. */
  private readonly at = new Map<string, number>();
  private closed = false;

  constructor(
    /** The page cache, where pages carried over from the previous build have their text. */
    private readonly cacheDir: string | undefined,
  ) {}

  /** A page as the build's page step has it, before its text is dropped. */
  add(page: Pick<PageData, 'file' | 'text' | 'lazy'>): void {
    if (page.lazy) return;
    this.at.set(page.file, this.at.size);
    this.texts.add(page.text ? [page.text] : []);
  }

  /** The text of a written page, read when called. */
  reader(page: Pick<WrittenPage, 'file' | 'lazy'>): () => Promise<string> {
    return async () => {
      if (this.closed) throw new Error(`the text of ${page.file} is there during buildEnd only`);
      const at = this.at.get(page.file);
      if (at !== undefined) return (JSON.parse(this.texts.shardJson(at, at + 1)) as string[])[0] ?? '';
      const cached = page.lazy && this.cacheDir ? readCachedPage(this.cacheDir, page.lazy) : undefined;
      return cached?.text ?? '';
    };
  }

  /** Done: the file is removed. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.texts.close();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
