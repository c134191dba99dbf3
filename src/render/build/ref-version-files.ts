// The ref versions' builds (ref-versions.ts) under their prefixes in the staged output, as files of
// this build: each is carried over while its build is the same, copied again when it changed, and
// swapped in with the rest, so a failure or a kill never leaves a new site beside an old version.
// A ref that failed to build keeps what the previous output had of it.
import fs from 'node:fs';
import path from 'node:path';
import type { OutputFiles } from '../incremental/build-record.js';
import { filesUnder } from '../incremental/commit-in-place.js';
import { REF_VERSIONS_PART, type RefVersions, type RefVersionsPart } from './ref-versions.js';

export function writeRefVersionFiles(files: OutputFiles, refs: RefVersions): void {
  const part: RefVersionsPart = {};
  for (const v of refs.versions) {
    const under = v.prefix.slice(1);
    const key = v.key === undefined ? undefined : `ref:${v.key}`;
    if (v.dir === undefined) {
      // Failed: the previous output's files of this version, where they are still as written.
      if (key === undefined) continue;
      for (const [rel, entry] of Object.entries(files.previousRecord?.files ?? {}))
        if (rel.startsWith(under) && entry.key === key) files.carry(rel, key);
    } else {
      for (const rel of filesUnder(v.dir)) {
        if (rel.startsWith('.bookdocs-')) continue;
        const to = under + rel;
        if (files.carry(to, key!)) continue;
        files.unlinkCarried(to);
        const abs = path.join(files.dir, to);
        fs.mkdirSync(path.dirname(abs), { recursive: true });
        fs.copyFileSync(path.join(v.dir, rel), abs);
        files.wrote(to, key!);
      }
    }
    part[v.name] = { key: v.key!, routes: v.routes };
  }
  files.setPart(REF_VERSIONS_PART, refs.key ?? '-', part);
}
