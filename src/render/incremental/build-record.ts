// What the previous build wrote into an output folder, and from which inputs. Each file has a key
// (a hash of everything its content depends on) and its size and mtime as written. The next build
// into the same folder carries over every file whose key is unchanged and which is still as written,
// instead of making it again; the result is the same bytes. A carried file stays where it is (the
// staged folder then holds only the files made, see commit-in-place.ts), or is hard-linked into a
// staged copy of the whole output (shard merges, and before plugins look at the output).
// The record lives in the cache folder, not in the output: nothing extra is deployed.
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../shared/diagnostic.js';
import { linkFile, linkOrCopy } from './commit-in-place.js';
import { replaceFile } from './file-writes.js';
import { sha } from './hashing.js';

/** Bumped whenever what a key covers changes. */
const RECORD_VERSION = 2;

export interface FileEntry {
  key: string;
  size: number;
  mtimeMs: number;
}

/** What the record keeps to recognise an unchanged build. */
export interface WholeBuild {
  key: string;
  /** Files the pages included (absolute paths): their content is part of the key. */
  includes: string[];
  /** The docs folder's files the build published (see published-assets.ts). */
  assets: string[];
  diagnostics: Diagnostic[];
}

export interface BuildRecord {
  version: number;
  files: Record<string, FileEntry>;
  /** Per producer (client bundle, search index…): its key, and what it needs to be reused. */
  parts: Record<string, { key: string; data?: unknown }>;
  /** The whole build's key, to carry everything over at once (see unchanged-build.ts). */
  whole?: WholeBuild;
}

function recordFile(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, 'builds', `${sha(path.resolve(outDir)).slice(0, 24)}.json`);
}

/** The record of the last build into `outDir`, if it is there and readable. */
export function readBuildRecord(cacheDir: string | undefined, outDir: string): BuildRecord | undefined {
  if (!cacheDir || !fs.existsSync(outDir)) return undefined;
  try {
    const record = JSON.parse(fs.readFileSync(recordFile(cacheDir, outDir), 'utf8')) as BuildRecord;
    return record.version === RECORD_VERSION ? record : undefined;
  } catch {
    return undefined;
  }
}

/** Save the record of the build just swapped into `outDir` (write, then rename: never half a record). */
export function writeBuildRecord(
  cacheDir: string | undefined,
  outDir: string,
  files: OutputFiles,
  whole?: WholeBuild,
): void {
  if (!cacheDir) return;
  const file = recordFile(cacheDir, outDir);
  try {
    replaceFile(
      file,
      JSON.stringify({
        version: RECORD_VERSION,
        files: files.entries,
        parts: files.parts,
        ...(whole && { whole }),
      } satisfies BuildRecord),
    );
  } catch {
    // Without a record the next build is a full one; nothing else depends on it.
  }
}

/** The files of the staged output: written ones and carried-over ones, with their keys. */
export class OutputFiles {
  readonly entries: Record<string, FileEntry> = {};
  readonly parts: BuildRecord['parts'] = {};
  /** Files hard-linked from the previous output: never written in place (that would change it too). */
  private readonly linked = new Set<string>();
  /** Folders of the staged output known to exist. */
  private readonly dirs = new Set<string>();
  /** Folders made ahead (prepareFolders), and when they are all made. */
  private readonly prepared = new Set<string>();
  private preparing: Promise<unknown> | undefined;
  /** Carried files left in the output folder (in place), not linked into the staged one. */
  private readonly kept = new Set<string>();
  carried = 0;

  constructor(
    private readonly previous: BuildRecord | undefined,
    /** The output folder the previous build wrote. */
    private readonly outDir: string,
    /** The staged folder this build writes. */
    readonly dir: string,
    /**
     * Where each previous file is when it is not in `outDir`: the shard outputs a merge assembles
     * (see shards.ts). Their files moved between machines, so only their sizes are checked.
     */
    private readonly sources?: ReadonlyMap<string, string>,
    /** Carry files over by leaving them in `outDir`: the staged folder gets only the files made. */
    private inPlace = false,
  ) {}

  /** The carried files left in the output folder, for StagedOutput.commit; undefined for a whole staged output. */
  keptInPlace(): ReadonlySet<string> | undefined {
    return this.inPlace ? this.kept : undefined;
  }

  /** Where `rel` of this build's output is now: in the output folder if kept there, else in the staged one. */
  currentPath(rel: string): string {
    return path.join(this.kept.has(rel) ? this.outDir : this.dir, rel);
  }

  /** Link the files kept in place into the staged folder, which then holds the whole output (for plugins). */
  materialize(): void {
    if (!this.inPlace) return;
    this.inPlace = false;
    for (const rel of this.kept) {
      if (linkFile(path.join(this.outDir, rel), path.join(this.dir, rel)) === 'linked') this.linked.add(rel);
      else this.wrote(rel, this.entries[rel]!.key);
    }
    this.kept.clear();
  }

  /**
   * Make the staged output's folders the previous build's files were in, on libuv's threads while this
   * one reads and parses: most are needed again, and a mkdir is slow enough to be worth moving off
   * this thread. A folder carry() or a write needs before its turn is made then and there.
   * Call settled() before the staged folder is swapped in or thrown away.
   */
  prepareFolders(): void {
    if (!this.previous || this.preparing || this.inPlace) return;
    const dirs = new Set<string>();
    for (const rel of Object.keys(this.previous.files)) {
      const dir = path.dirname(path.join(this.dir, rel));
      if (dir !== this.dir) dirs.add(dir);
    }
    this.preparing = Promise.allSettled(
      [...dirs].map((dir) =>
        fs.promises.mkdir(dir, { recursive: true }).then(() => {
          this.dirs.add(dir);
          this.prepared.add(dir);
        }),
      ),
    );
  }

  /** Once no folder is being made ahead any more; then removes those no file of this build went into. */
  async settled(): Promise<void> {
    await this.preparing;
    if (!this.prepared.size) return;
    const used = new Set<string>();
    for (const rel of Object.keys(this.entries)) {
      for (
        let dir = path.dirname(path.join(this.dir, rel));
        dir.length > this.dir.length && !used.has(dir);
        dir = path.dirname(dir)
      )
        used.add(dir);
    }
    // Deepest first, so a parent is empty by its turn; one that holds anything stays.
    for (const dir of [...this.prepared].filter((d) => !used.has(d)).sort((a, b) => b.length - a.length)) {
      for (let d = dir; d.length > this.dir.length && !used.has(d); d = path.dirname(d)) {
        try {
          fs.rmdirSync(d);
        } catch {
          break;
        }
      }
    }
    this.prepared.clear();
  }

  /** The previous build's part `name`: its key and data. */
  previousPartData(name: string): { key: string; data?: unknown } | undefined {
    return this.previous?.parts[name];
  }

  setPart(name: string, key: string, data?: unknown): void {
    this.parts[name] = { key, ...(data !== undefined && { data }) };
  }

  /**
   * Put the previous build's `rel` into the staged output when its key is `key` and it is still as
   * that build wrote it. True when it did (the caller then makes nothing).
   */
  carry(rel: string, key: string): boolean {
    const entry = this.previous?.files[rel];
    if (!entry || entry.key !== key) return false;
    const source = this.sources?.get(rel);
    const from = path.join(source ?? this.outDir, rel);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(from);
    } catch {
      return false;
    }
    if (stat.size !== entry.size || (source === undefined && stat.mtimeMs !== entry.mtimeMs)) return false;
    if (this.inPlace) {
      this.kept.add(rel);
      this.entries[rel] = entry;
      this.carried++;
      return true;
    }
    const to = path.join(this.dir, rel);
    const dir = path.dirname(to);
    if (!this.dirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    if (linkOrCopy(from, to) === 'linked') {
      this.linked.add(rel);
      this.entries[rel] = source === undefined ? entry : { ...entry, mtimeMs: stat.mtimeMs };
    } else this.wrote(rel, key); // A file system without hard links: a copy, recorded as written now.
    this.carried++;
    return true;
  }

  /** True when the previous build's `rel` is still as it wrote it. */
  isIntact(rel: string): boolean {
    const entry = this.previous?.files[rel];
    if (!entry) return false;
    try {
      const stat = fs.statSync(path.join(this.outDir, rel));
      return stat.size === entry.size && stat.mtimeMs === entry.mtimeMs;
    } catch {
      return false;
    }
  }

  /** The content of the previous build's `rel` when it is still as that build wrote it. */
  readPrevious(rel: string): string | undefined {
    if (!this.isIntact(rel)) return undefined;
    try {
      return fs.readFileSync(path.join(this.outDir, rel), 'utf8');
    } catch {
      return undefined;
    }
  }

  /** The key the previous build recorded for `rel`. */
  previousKey(rel: string): string | undefined {
    return this.previous?.files[rel]?.key;
  }

  /** Remove every carried-over link (the build goes another way). */
  unlinkAllCarried(): void {
    for (const rel of [...this.linked]) this.unlinkCarried(rel);
    this.kept.clear();
    for (const rel of Object.keys(this.entries)) delete this.entries[rel];
    this.carried = 0;
  }

  /** Bytes of every file of the staged output (each one written or carried is recorded). */
  bytes(): number {
    let total = 0;
    for (const entry of Object.values(this.entries)) total += entry.size;
    return total;
  }

  /** The previous build's record, as read. */
  get previousRecord(): BuildRecord | undefined {
    return this.previous;
  }

  /** About to write `rel`: a carried-over link there is removed first, so the previous output stays intact. */
  unlinkCarried(rel: string): void {
    if (this.kept.delete(rel)) return;
    if (!this.linked.delete(rel)) return;
    fs.rmSync(path.join(this.dir, rel), { force: true });
  }

  /** `rel` was written into the staged output from inputs with this key. */
  wrote(rel: string, key: string): void {
    this.recordWritten(rel, key, fs.statSync(path.join(this.dir, rel)));
  }

  /** `rel` was written from inputs with this key, and is now as `stat` says. */
  recordWritten(rel: string, key: string, stat: fs.Stats): void {
    this.entries[rel] = { key, size: stat.size, mtimeMs: stat.mtimeMs };
  }
}
