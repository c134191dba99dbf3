// Versions kept in git refs (config `versions`, `{ name, ref, srcDir?, prefix? }`): each is the site
// as that ref holds it, extracted with `git archive` and built once into the cache, keyed by the
// ref's tree hash (and the toolkit, base, prefix and what its pages show of the site's versions): a
// later build whose ref still has the same tree reuses that build. This runs before the site's own
// pages are made, so they know the routes of each ref's build (the switcher keeps the page there);
// ref-version-files.ts then puts each build under its prefix in the staged output, before the swap.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { encodePath, withBase } from '../../shared/routes.js';
import { VERSION_ROUTES_FILE as SITE_ROUTES_FILE } from '../../shared/version-routes.js';
import { sha } from '../incremental/hashing.js';
import { filesUnder } from '../incremental/commit-in-place.js';
import { siteVersions, versionRoot, type VersionOf } from '../model/versions.js';
import type { SiteConfig } from '../site/config-schema.js';
import type { ConfigOverrides } from '../site/config.js';
import type { VersionConfig } from '../site/versions-schema.js';

type RefVersion = Extract<VersionConfig, { ref: string }>;

/** A nested build of one ref's site (build.ts's `build`, passed in: no import cycle). */
export type BuildRef = (
  opts: ConfigOverrides & { root: string; srcDir?: string; refVersions: false; versionOf: VersionOf },
) => Promise<unknown>;

export interface RefVersionsInput {
  /** The site's folder (where its config is). */
  root: string;
  config: SiteConfig;
  /** The site's routes: where each version opens when a page has no counterpart in it. */
  routes: ReadonlyMap<string, unknown>;
  /** Where built refs are kept; undefined (cache off): a temporary folder, removed by dispose(). */
  cacheDir: string | undefined;
  toolkit: string;
  build: BuildRef;
  /** What the previous build into the same output had of each ref (its build record's part): kept when a ref fails. */
  previous?: RefVersionsPart;
}

/** One ref version, built (or reused), or failed. */
export interface BuiltRefVersion {
  name: string;
  /** Where its pages are served, as a route: '/1.x/'. */
  prefix: string;
  /** Its build's key; on a failure, the previous output's (whose files are then kept), if any. */
  key: string | undefined;
  /** The folder holding its build; undefined when it failed. */
  dir: string | undefined;
  /** The routes of its pages, without the prefix (on a failure, the previous output's). */
  routes: string[];
  reused: boolean;
}

/** The build record's part of the ref versions: per name, what was placed. */
export type RefVersionsPart = Record<string, { key: string; routes: string[] }>;
export const REF_VERSIONS_PART = 'ref-versions';

export interface RefVersions {
  versions: BuiltRefVersion[];
  diagnostics: Diagnostic[];
  /** Every ref's key in one (for the whole build's key); undefined when one failed (nothing may be reused whole). */
  key: string | undefined;
  /** Per name, its routes: what the site's pages link by (SiteOptions.refRoutes). */
  routes: Record<string, string[]>;
  /** Removes the builds when they were made without a cache. */
  dispose(): void;
}

/** Name of the file, in a cached build, holding the key it was built for. */
export const VERSION_KEY_FILE = '.bookdocs-version';
/** Name of the file, in a cached build, holding its routes (JSON). */
const VERSION_ROUTES_FILE = '.bookdocs-routes.json';

/** Build each ref version (or reuse its cached build); nothing is placed in the output here. */
export async function buildRefVersions(input: RefVersionsInput): Promise<RefVersions> {
  const refs = (input.config.versions?.list ?? []).flatMap((v, i) => ('ref' in v ? [{ v, i }] : []));
  const diagnostics: Diagnostic[] = [];
  const versions: BuiltRefVersion[] = [];
  const store = input.cacheDir
    ? path.join(input.cacheDir, 'versions')
    : fs.mkdtempSync(path.join(os.tmpdir(), 'bookdocs-versions-'));
  const out: RefVersions = {
    versions,
    diagnostics,
    key: undefined,
    routes: {},
    dispose: () => {
      if (!input.cacheDir) fs.rmSync(store, { recursive: true, force: true });
    },
  };
  if (!refs.length) return out;
  const failed = (v: RefVersion, i: number, message: string, hint?: string) => {
    diagnostics.push(problem(i, message, hint));
    const before = input.previous?.[v.name];
    versions.push({
      name: v.name,
      prefix: versionRoot(v),
      key: before?.key,
      dir: undefined,
      routes: before?.routes ?? [],
      reused: false,
    });
  };
  const top = git(input.root, ['rev-parse', '--show-toplevel']);
  if (top === undefined) {
    for (const { v, i } of refs) failed(v, i, 'the site is not in a git repository: versions with a ref need one');
    return finish(out);
  }
  const site = siteVersions(input.config.versions!, input.routes, {
    base: input.config.base,
    cleanUrls: input.config.cleanUrls,
    sidebar: input.config.sidebar,
  });
  for (const { v, i } of refs) {
    const tree = git(input.root, ['rev-parse', '--verify', '--quiet', `${v.ref}^{tree}`]);
    if (tree === undefined) {
      failed(v, i, `no git ref "${v.ref}" in ${top}`, 'create that tag or branch, or name an existing ref');
      continue;
    }
    const prefix = versionRoot(v);
    // Its pages show the site's versions: the others are other builds, loaded in full.
    const versionOf: VersionOf = {
      name: v.name,
      data: {
        ...site.data,
        routes: encodePath(withBase(`/${SITE_ROUTES_FILE}`, input.config.base)),
        list: site.data.list.map(({ separate: _, ...x }) => ({ ...x, ...(x.name !== v.name && { separate: true }) })),
      },
      homes: site.homes,
      switcher: input.config.versions!.switcher,
    };
    const key = sha(
      tree,
      input.toolkit,
      input.config.base,
      prefix,
      v.srcDir ?? '',
      path.relative(top, input.root),
      JSON.stringify(versionOf),
    );
    const entry = path.join(store, `${v.name}-${key.slice(0, 16)}`);
    const reused = readKey(entry) === key;
    if (!reused) {
      try {
        await buildRef(input, v, { top, tree, prefix, entry, versionOf });
      } catch (err) {
        failed(
          v,
          i,
          `building ${v.ref} failed: ${(err as Error).message}`,
          'build that ref on its own to see its problems',
        );
        continue;
      }
      fs.writeFileSync(path.join(entry, VERSION_ROUTES_FILE), JSON.stringify(routesOf(entry)));
      fs.writeFileSync(path.join(entry, VERSION_KEY_FILE), key);
    }
    const routes = JSON.parse(fs.readFileSync(path.join(entry, VERSION_ROUTES_FILE), 'utf8')) as string[];
    versions.push({ name: v.name, prefix, key, dir: entry, routes, reused });
  }
  return finish(out);
}

function finish(out: RefVersions): RefVersions {
  for (const v of out.versions) out.routes[v.name] = v.routes;
  out.key = out.versions.every((v) => v.dir)
    ? sha(...out.versions.map((v) => `${v.name}\0${v.prefix}\0${v.key}`))
    : undefined;
  return out;
}

/** The routes of a built site: one per HTML file (a folder's index.html is the folder's route). */
function routesOf(dir: string): string[] {
  return filesUnder(dir)
    .filter((rel) => rel.endsWith('.html') && rel !== '404.html')
    .map((rel) =>
      rel === 'index.html' ? '/' : rel.endsWith('/index.html') ? `/${rel.slice(0, -'index.html'.length)}` : `/${rel}`,
    )
    .sort();
}

/** Extract the ref's tree and build its site (at the same place under the repository) into `entry`. */
async function buildRef(
  input: RefVersionsInput,
  v: RefVersion,
  at: { top: string; tree: string; prefix: string; entry: string; versionOf: VersionOf },
): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bookdocs-ref-'));
  try {
    const archive = execFileSync('git', ['-C', at.top, 'archive', '--format=tar', at.tree], {
      maxBuffer: 1 << 30,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    execFileSync('tar', ['-x', '-C', tmp], { input: archive, stdio: ['pipe', 'ignore', 'pipe'] });
    fs.rmSync(at.entry, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(at.entry), { recursive: true });
    const root = path.join(tmp, path.relative(at.top, input.root));
    await input.build({
      root,
      outDir: at.entry,
      base: input.config.base + at.prefix.slice(1),
      ...(v.srcDir !== undefined && { srcDir: path.join(tmp, v.srcDir) }),
      refVersions: false,
      versionOf: at.versionOf,
    });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function readKey(dir: string): string | undefined {
  try {
    return fs.readFileSync(path.join(dir, VERSION_KEY_FILE), 'utf8');
  } catch {
    return undefined;
  }
}

function git(cwd: string, args: string[]): string | undefined {
  try {
    return (
      execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

function problem(index: number, message: string, hint = 'see "Versions" in the handbook'): Diagnostic {
  return {
    severity: 'error',
    rule: 'version-ref',
    message: `versions.list[${index}]: ${message}`,
    file: 'site.config.json',
    hint,
  };
}
