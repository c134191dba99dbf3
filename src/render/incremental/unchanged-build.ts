// The whole build at once: when nothing a build reads changed since the previous build into the same
// folder (sources, included files, config, toolkit, theme and components with everything they import,
// git history), every file it wrote is carried over and its diagnostics are reported again, without
// loading a single page. Anything else goes through the page-by-page carry-over.
import fs from 'node:fs';
import path from 'node:path';
import type { BuildRecord, OutputFiles, WholeBuild } from './build-record.js';
import type { DigestMemo } from './digest-memo.js';
import { sha } from './hashing.js';
import { toolkitFingerprint } from './toolkit-fingerprint.js';

/**
 * What a build reads besides the files hashed here: each part as text (see build/whole-build.ts,
 * which gathers them from the site). A part added there is in the key by construction.
 */
export interface WholeBuildInputs {
  /** Every page's file, language and Markdown hash. */
  sources: string;
  /** The config, components, theme, plugins and git head, each as text. */
  site: readonly string[];
  /** Every file that may be published, with its copiedKey(). */
  copies: readonly string[];
}

/** The key of everything a build reads; undefined when a file it needs is gone. */
export function wholeBuildKey(
  memo: DigestMemo,
  inputs: WholeBuildInputs,
  includes: readonly string[],
  parts: BuildRecord['parts'],
): string | undefined {
  const bundleInputs = ['client', 'ssr'].flatMap(
    (name) => (parts[name]?.data as { inputs?: string[] } | undefined)?.inputs ?? [],
  );
  if (!parts.client || !parts.ssr) return undefined;
  const bundles = memo.filesKey(bundleInputs, '');
  const included = memo.filesKey(includes, '');
  if (bundles === undefined || included === undefined) return undefined;
  return sha(toolkitFingerprint(memo), ...inputs.site, bundles, included, inputs.sources, ...inputs.copies);
}

/** Carry over every file of the previous build when its key is `key`; false (nothing carried) otherwise. */
export function carryWholeBuild(
  files: OutputFiles,
  previous: BuildRecord | undefined,
  key: string | undefined,
): previous is BuildRecord & { whole: WholeBuild } {
  const whole = previous?.whole;
  if (!previous || !whole || key === undefined || whole.key !== key) return false;
  for (const [rel, entry] of Object.entries(previous.files)) {
    if (!files.carry(rel, entry.key)) {
      files.unlinkAllCarried();
      return false;
    }
  }
  for (const [name, part] of Object.entries(previous.parts)) files.setPart(name, part.key, part.data);
  return true;
}

/** A copied file's key: its size and modification time (a touched file is copied again). */
export function copiedKey(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return '-';
  }
}

/** True when `outDir` holds exactly the files the record lists, each as written. */
export function outputIntact(outDir: string, record: BuildRecord): boolean {
  let count = 0;
  const walk = (dir: string, prefix: string): boolean => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return false;
    }
    for (const e of entries) {
      const rel = `${prefix}${e.name}`;
      if (e.isDirectory()) {
        if (!walk(path.join(dir, e.name), `${rel}/`)) return false;
        continue;
      }
      const entry = record.files[rel];
      if (!entry) return false;
      const stat = fs.statSync(path.join(dir, e.name));
      if (stat.size !== entry.size || stat.mtimeMs !== entry.mtimeMs) return false;
      count++;
    }
    return true;
  };
  return walk(outDir, '') && count === Object.keys(record.files).length;
}
