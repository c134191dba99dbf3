// The text of a locale's sections, from the moment its pages are indexed to the moment its text
// shards are written: a text shard is the JSON of the sections of a run of pages, and where the runs
// are cut is known only once every page is in (see text-shards.ts). The sections are the whole text
// of the site: in memory for a small one; for a large one, in a file (the search worker's, at 50,000
// generated pages some 200 MB of its heap otherwise).
import fs from 'node:fs';

/** The sections of pages added one after the other; a text shard's JSON from any run of them. */
export interface SectionTexts {
  /** The next page's sections. */
  add(sections: readonly string[]): void;
  /** JSON.stringify of the sections of pages [start, end), one flat list. */
  shardJson(start: number, end: number): string;
  /** Done: let go of the texts (a file is deleted). */
  close(): void;
}

export function sectionTextsInMemory(): SectionTexts {
  let pages: (readonly string[])[] = [];
  return {
    add: (sections) => void pages.push(sections),
    shardJson: (start, end) => JSON.stringify(pages.slice(start, end).flat()),
    close: () => {
      pages = [];
    },
  };
}

/** Bytes written to the file at once. */
const FLUSH_BYTES = 1 << 20;

/**
 * The sections in `file` (made, or emptied): each page's as the JSON of its sections, each followed
 * by a comma, so that the pages of a run are one read. The file is opened per write and read, never
 * held open: a worker stopped halfway leaves no descriptor behind (its folder is removed by its owner).
 */
export function sectionTextsInFile(file: string): SectionTexts {
  fs.writeFileSync(file, '');
  /** Where each page's sections start in the file, in bytes; and where the last one ends. */
  const starts: number[] = [];
  let size = 0;
  let pending: string[] = [];
  let pendingBytes = 0;
  const flush = () => {
    if (!pending.length) return;
    fs.appendFileSync(file, pending.join(''));
    pending = [];
    pendingBytes = 0;
  };
  return {
    add: (sections) => {
      starts.push(size);
      if (!sections.length) return;
      // JSON.stringify of a list of strings is the JSON of each, comma-separated, in brackets.
      const json = `${sections.map((s) => JSON.stringify(s)).join(',')},`;
      const bytes = Buffer.byteLength(json);
      size += bytes;
      pending.push(json);
      pendingBytes += bytes;
      if (pendingBytes >= FLUSH_BYTES) flush();
    },
    shardJson: (start, end) => {
      flush();
      const from = starts[start] ?? size;
      const to = end < starts.length ? starts[end]! : size;
      if (to === from) return '[]';
      const bytes = Buffer.alloc(to - from);
      const fd = fs.openSync(file, 'r');
      try {
        for (let at = 0; at < bytes.length;) {
          const read = fs.readSync(fd, bytes, at, bytes.length - at, from + at);
          if (!read) throw new Error(`search index: ${file} ended early`);
          at += read;
        }
      } finally {
        fs.closeSync(fd);
      }
      // Without the last comma.
      return `[${bytes.toString('utf8', 0, bytes.length - 1)}]`;
    },
    close: () => {
      pending = [];
      fs.rmSync(file, { force: true });
    },
  };
}
