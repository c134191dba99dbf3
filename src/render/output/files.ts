// Writing the output: the pages' files as they are rendered, and the size of what was written.
import fs from 'node:fs';
import path from 'node:path';
import type { OutputFiles } from '../incremental/build-record.js';

/**
 * Writes the pages' files as they are rendered, synchronously: open, write, fstat, close on this
 * thread cost less than the same calls through libuv's thread pool, each of which is a hand-over to
 * a pool thread and back, for files this small.
 * Folders are created once. A failed write is remembered and thrown by `flush()`, after the rest.
 */
export class FileWriter {
  private readonly dirs = new Set<string>();
  private error: unknown;
  bytes = 0;

  constructor(
    private readonly root: string,
    /** Records each file written with a key (see build-record.ts), and the files carried over. */
    private readonly files?: OutputFiles,
  ) {}

  /** Carry `rel` over from the previous build when its key is unchanged (see OutputFiles.carry). */
  carry(rel: string, key: string): boolean {
    return this.files?.carry(rel, key) ?? false;
  }

  /** Where the output's `rel` is now (a file carried over may have stayed in the previous output). */
  pathOf(rel: string): string {
    return this.files?.currentPath(rel) ?? path.join(this.root, rel);
  }

  write(rel: string, content: string, key?: string): void {
    this.files?.unlinkCarried(rel);
    const file = path.join(this.root, rel);
    try {
      const dir = path.dirname(file);
      if (!this.dirs.has(dir)) {
        fs.mkdirSync(dir, { recursive: true });
        this.dirs.add(dir);
      }
      const fd = fs.openSync(file, 'w');
      try {
        const bytes = Buffer.from(content);
        for (let at = 0; at < bytes.length;) at += fs.writeSync(fd, bytes, at);
        this.bytes += bytes.length;
        // Its size and mtime as written, for the next build's carry-over.
        if (key !== undefined && this.files) this.files.recordWritten(rel, key, fs.fstatSync(fd));
      } finally {
        fs.closeSync(fd);
      }
    } catch (err) {
      this.error ??= err;
    }
  }

  /** Throws the first failed write, if any. */
  async flush(): Promise<void> {
    if (this.error) throw this.error;
  }
}

export function dirSize(dir: string): number {
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    total += e.isDirectory() ? dirSize(p) : fs.statSync(p).size;
  }
  return total;
}
