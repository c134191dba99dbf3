// The files of a site folder (the docs folder, the public folder, a plugin's static folder), as every
// command lists them: hidden names skipped; links followed only while they stay inside the folder;
// link loops, dangling links and special files (devices, FIFOs, sockets) left out. Each link or file
// left out is a warning at its place, so build, check and dev say the same thing about it, and
// nothing outside the folder is ever read, copied or served.
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';

export interface SiteFile {
  /** Relative to the folder walked, '/'-separated. */
  rel: string;
  /** Where it is read from (through links inside the folder, which were checked). */
  abs: string;
}

export interface WalkOptions {
  /** A folder not to enter (the output, the public folder inside the docs folder…). `top`: the walk's own folder is its parent. */
  skipDir?: (abs: string, name: string, top: boolean) => boolean;
  /** A file not to list (e.g. the config at the top of a zero-config site). */
  skipFile?: (rel: string) => boolean;
  /** An absolute path as shown in messages. */
  label: (abs: string) => string;
  /** What the folder is, for messages: "the docs folder". */
  name: string;
}

export interface WalkResult {
  files: SiteFile[];
  diagnostics: Diagnostic[];
}

/** At most this many folders entered through links: links to folders can multiply the tree without a loop. */
const MAX_LINKED_FOLDERS = 1_000;

/** Every file under `dir` a site may publish, sorted by name within each folder. */
export function walkSiteFiles(dir: string, opts: WalkOptions): WalkResult {
  const files: SiteFile[] = [];
  const diagnostics: Diagnostic[] = [];
  let boundary: string;
  try {
    boundary = fs.realpathSync(dir);
  } catch {
    return { files, diagnostics };
  }
  let linkedFolders = 0;

  const walk = (abs: string, real: string, rel: string, ancestors: Set<string>): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(abs, { withFileTypes: true });
    } catch (err) {
      diagnostics.push(
        leftOut(
          opts,
          abs,
          'unreadable-file',
          `cannot list this folder: ${(err as Error).message}`,
          'check that the folder exists and can be read',
        ),
      );
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const entryAbs = path.join(abs, e.name);
      const entryRel = rel ? `${rel}/${e.name}` : e.name;
      const entry = e.isSymbolicLink()
        ? followLink(entryAbs, boundary, opts)
        : { kind: kindOf(e), real: path.join(real, e.name) };
      if ('problem' in entry) {
        diagnostics.push(entry.problem);
      } else if (entry.kind === 'dir') {
        if (ancestors.has(entry.real)) {
          diagnostics.push(
            leftOut(
              opts,
              entryAbs,
              'symlink-loop',
              `link to ${opts.label(entry.real)}, a folder that holds it: left out, or the site would never end`,
              'link to a folder that does not hold the link, or delete it',
            ),
          );
        } else if (e.isSymbolicLink() && ++linkedFolders > MAX_LINKED_FOLDERS) {
          diagnostics.push(
            leftOut(
              opts,
              entryAbs,
              'symlink-loop',
              `more than ${MAX_LINKED_FOLDERS} folders reached through links: the rest are left out`,
              'links between folders multiply the site; copy or move the folders instead',
            ),
          );
        } else if (!opts.skipDir?.(entryAbs, e.name, rel === ''))
          walk(entryAbs, entry.real, entryRel, new Set(ancestors).add(entry.real));
      } else if (entry.kind === 'file') {
        if (!opts.skipFile?.(entryRel)) files.push({ rel: entryRel, abs: entryAbs });
      } else diagnostics.push(notAFile(opts, entryAbs));
    }
  };
  walk(dir, boundary, '', new Set([boundary]));
  return { files, diagnostics };
}

/**
 * Why one file of `dir` (`abs`, e.g. one a watcher saw added) is not a file of the site, as the walk
 * would say it; undefined when it is one. Files reached through a link to a folder are not looked at.
 */
export function siteFileProblem(
  abs: string,
  dir: string,
  opts: Pick<WalkOptions, 'label' | 'name'>,
): Diagnostic | undefined {
  let boundary: string;
  let stat: fs.Stats;
  try {
    boundary = fs.realpathSync(dir);
    stat = fs.lstatSync(abs);
  } catch {
    return undefined;
  }
  const entry = stat.isSymbolicLink() ? followLink(abs, boundary, opts) : { kind: kindOf(stat), real: abs };
  if ('problem' in entry) return entry.problem;
  return entry.kind === 'other' ? notAFile(opts, abs) : undefined;
}

type Kind = 'dir' | 'file' | 'other';
type Entry = { kind: Kind; real: string } | { problem: Diagnostic };

function kindOf(e: { isDirectory(): boolean; isFile(): boolean }): Kind {
  return e.isDirectory() ? 'dir' : e.isFile() ? 'file' : 'other';
}

/** Where a link leads, if that is inside `boundary`. */
function followLink(abs: string, boundary: string, opts: Pick<WalkOptions, 'label' | 'name'>): Entry {
  let real: string;
  let stat: fs.Stats;
  try {
    real = fs.realpathSync(abs);
    stat = fs.statSync(real);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ELOOP'
      ? {
          problem: leftOut(
            opts,
            abs,
            'symlink-loop',
            `link that leads back to itself (${readLink(abs)}): left out`,
            'point the link at a file or folder of the site, or delete it',
          ),
        }
      : {
          problem: leftOut(
            opts,
            abs,
            'broken-symlink',
            `link to ${readLink(abs)}, which does not exist: left out`,
            'point the link at a file or folder of the site, or delete it',
          ),
        };
  }
  if (!isInside(real, boundary)) {
    return {
      problem: leftOut(
        opts,
        abs,
        'symlink-outside-site',
        `link to ${real}, outside ${opts.name}: not read and not published`,
        `a site publishes only what is inside ${opts.name}; copy the file in instead of linking to it`,
      ),
    };
  }
  return { kind: kindOf(stat), real };
}

function notAFile(opts: Pick<WalkOptions, 'label'>, abs: string): Diagnostic {
  return leftOut(
    opts,
    abs,
    'not-a-file',
    'not a regular file (a device, FIFO or socket): left out',
    'a site holds files and folders only; move it out of the site',
  );
}

function leftOut(
  opts: Pick<WalkOptions, 'label'>,
  abs: string,
  rule: string,
  message: string,
  hint: string,
): Diagnostic {
  return { severity: 'warning', rule, message, file: opts.label(abs), hint };
}

function readLink(abs: string): string {
  try {
    return fs.readlinkSync(abs);
  } catch {
    return '?';
  }
}

/** `inner` is `outer` or inside it. */
export function isInside(inner: string, outer: string): boolean {
  const rel = path.relative(outer, inner);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}
