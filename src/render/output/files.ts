// Writing the output: page files through a bounded queue of writes, single files, copied folders.
import fs from 'node:fs';
import path from 'node:path';
import type { OutputFiles } from './build-record.js';

/**
 * Writes files in the background (libuv's thread pool) while the caller keeps rendering, with a
 * bounded number in flight; folders are created once. `flush()` waits for all and reports failures.
 */
export class FileWriter {
  private readonly dirs = new Set<string>();
  private readonly pending = new Set<Promise<void>>();
  private error: unknown;
  bytes = 0;

  constructor(
    private readonly root: string,
    private readonly maxInFlight = 32,
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

  async write(rel: string, content: string, key?: string): Promise<void> {
    this.files?.unlinkCarried(rel);
    const file = path.join(this.root, rel);
    const dir = path.dirname(file);
    if (!this.dirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    this.bytes += Buffer.byteLength(content);
    while (this.pending.size >= this.maxInFlight) await Promise.race(this.pending);
    // fs.writeFile, not fs.promises.writeFile: no FileHandle and promise chain per file
    // (2,000 files of 15 KB here: 0.83 s vs 0.93 s).
    const p: Promise<void> = new Promise<void>((resolve) => {
      const done = () => {
        this.pending.delete(p);
        resolve();
      };
      fs.writeFile(file, content, (err) => {
        if (err) this.error ??= err;
        const files = this.files;
        if (err || key === undefined || !files) return done();
        // Its size and mtime as written, for the next build's carry-over (stat in the thread pool too).
        fs.stat(file, (e, stat) => {
          if (e) this.error ??= e;
          else files.recordWritten(rel, key, stat);
          done();
        });
      });
    });
    this.pending.add(p);
  }

  async flush(): Promise<void> {
    await Promise.all(this.pending);
    if (this.error) throw this.error;
  }
}

/** Write a file, creating its folder. */
export function writeFile(root: string, rel: string, content: string | Uint8Array): number {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
}

/** Copy a folder's files (not dot-files) into root/rel. */
export function copyDir(from: string, to: string): number {
  let count = 0;
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    if (e.name.startsWith('.')) continue;
    const src = path.join(from, e.name);
    const dst = path.join(to, e.name);
    if (e.isDirectory()) count += copyDir(src, dst);
    else {
      fs.mkdirSync(to, { recursive: true });
      fs.copyFileSync(src, dst);
      count++;
    }
  }
  return count;
}

export function dirSize(dir: string): number {
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    total += e.isDirectory() ? dirSize(p) : fs.statSync(p).size;
  }
  return total;
}
