// Versions kept in git refs (config `versions`, `{ name, ref, srcDir?, prefix? }`): each is the site
// as that ref holds it, extracted with `git archive` and built once into the cache, keyed by the
// ref's tree hash (and the toolkit, base and prefix): a later build whose ref still has the same
// tree reuses that build. Its pages are then placed under the prefix of the output folder (again
// only when what is there is not that build already).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { sha } from '../incremental/hashing.js';
import { versionRoot } from '../model/versions.js';
import type { SiteConfig } from '../site/config-schema.js';
import type { ConfigOverrides } from '../site/config.js';
import type { VersionConfig } from '../site/versions-schema.js';

type RefVersion = Extract<VersionConfig, { ref: string }>;

/** A nested build of one ref's site (build.ts's `build`, passed in: no import cycle). */
export type BuildRef = (
  opts: ConfigOverrides & { root: string; srcDir?: string; refVersions: false },
) => Promise<unknown>;

export interface RefVersionsInput {
  /** The site's folder (where its config is). */
  root: string;
  config: SiteConfig;
  /** The output folder the site was written to. */
  outDir: string;
  /** Where built refs are kept; undefined (cache off): a temporary folder, thrown away after. */
  cacheDir: string | undefined;
  toolkit: string;
  build: BuildRef;
}

export interface RefVersionsResult {
  /** Per ref version: whether its build was reused from the cache. */
  built: { name: string; reused: boolean }[];
  diagnostics: Diagnostic[];
}

/** Name of the file, in a placed or cached build, holding the key it was built for. */
export const VERSION_KEY_FILE = '.bookdocs-version';

export async function buildRefVersions(input: RefVersionsInput): Promise<RefVersionsResult> {
  const refs = (input.config.versions?.list ?? []).flatMap((v, i) => ('ref' in v ? [{ v, i }] : []));
  const out: RefVersionsResult = { built: [], diagnostics: [] };
  if (!refs.length) return out;
  const top = git(input.root, ['rev-parse', '--show-toplevel']);
  if (top === undefined) {
    out.diagnostics.push(problem(refs[0]!.i, `the site is not in a git repository: versions with a ref need one`));
    return out;
  }
  const store = input.cacheDir
    ? path.join(input.cacheDir, 'versions')
    : fs.mkdtempSync(path.join(os.tmpdir(), 'bookdocs-versions-'));
  try {
    for (const { v, i } of refs) {
      const tree = git(input.root, ['rev-parse', '--verify', '--quiet', `${v.ref}^{tree}`]);
      if (tree === undefined) {
        out.diagnostics.push(
          problem(i, `no git ref "${v.ref}" in ${top}`, 'create that tag or branch, or name an existing ref'),
        );
        continue;
      }
      const prefix = versionRoot(v);
      const key = sha(tree, input.toolkit, input.config.base, prefix, v.srcDir ?? '', path.relative(top, input.root));
      const entry = path.join(store, `${v.name}-${key.slice(0, 16)}`);
      const reused = readKey(entry) === key;
      if (!reused) {
        try {
          await buildRef(input, v, { top, tree, prefix, entry });
        } catch (err) {
          out.diagnostics.push(
            problem(
              i,
              `building ${v.ref} failed: ${(err as Error).message}`,
              'build that ref on its own to see its problems',
            ),
          );
          continue;
        }
        fs.writeFileSync(path.join(entry, VERSION_KEY_FILE), key);
      }
      place(entry, path.join(input.outDir, prefix), key);
      out.built.push({ name: v.name, reused });
    }
  } finally {
    if (!input.cacheDir) fs.rmSync(store, { recursive: true, force: true });
  }
  return out;
}

/** Extract the ref's tree and build its site (at the same place under the repository) into `entry`. */
async function buildRef(
  input: RefVersionsInput,
  v: RefVersion,
  at: { top: string; tree: string; prefix: string; entry: string },
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
    });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The built ref under the prefix of the output, unless it is there already. */
function place(entry: string, target: string, key: string): void {
  if (readKey(target) === key) return;
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(entry, target, { recursive: true });
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
