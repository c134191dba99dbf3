// Where the running bookdocs was installed from, as the dependency another project's package.json can
// name to install the same thing: the registry version, a tarball or folder on this machine, a git
// repository or a tarball URL. npm 7+ no longer writes `_resolved`/`_from` into an installed package's
// package.json; what it records is in the installing project: its package.json (the spec as the user
// gave it) and its lockfiles (where the package was resolved from).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface InstallSource {
  /** The dependency as a package.json writes it: `^0.1.0`, `file:/abs/bookdocs-0.1.0.tgz`, `github:o/r`. */
  spec: string;
  /**
   * `registry`: the npm registry; `git`: a git repository; `url`: a tarball on the web; `file`: a
   * tarball or folder on this machine (no other machine, CI included, can install it).
   */
  from: 'registry' | 'git' | 'url' | 'file';
  /** False when nothing recorded where it came from, and the registry is a guess. */
  known: boolean;
}

type Source = Omit<InstallSource, 'known'>;

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies'] as const;
const LOCKFILES = [['node_modules', '.package-lock.json'], ['package-lock.json'], ['npm-shrinkwrap.json']];
/** The address of a tarball in an npm registry: `…/bookdocs/-/bookdocs-0.1.0.tgz`. */
const REGISTRY_TARBALL = /\/bookdocs\/-\/bookdocs-[^/]+\.tgz$/;
const HOSTED_GIT = /^(?:git\+[a-z]+:|git:|github:|gitlab:|bitbucket:|gist:)/i;
/** `owner/repo` or `owner/repo#ref`: npm reads it as a GitHub repository. */
const GITHUB_SHORTHAND = /^[\w.-]+\/[\w.-]+(?:#.*)?$/;

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const field = (obj: unknown, key: string): unknown =>
  obj && typeof obj === 'object' ? (obj as Record<string, unknown>)[key] : undefined;

/** A file: dependency on an absolute path, which means the same from any folder of this machine. */
const fileSource = (abs: string): Source => ({ spec: `file:${abs}`, from: 'file' });

/**
 * A spec or a lockfile's `resolved`, read as npm reads it, relative paths from `base` (the folder of
 * the package.json or lockfile that holds it). Undefined for what is no source another project can
 * name (pnpm's `link:`, a workspace).
 */
export function sourceOf(raw: string, base: string, version: string): Source | undefined {
  const registry: Source = { spec: `^${version}`, from: 'registry' };
  if (/^file:\/\//i.test(raw)) return fileSource(fileURLToPath(raw));
  if (/^file:/i.test(raw)) return fileSource(path.resolve(base, raw.slice('file:'.length)));
  if (/^(?:link|workspace|portal):/i.test(raw)) return undefined;
  if (/^npm:/i.test(raw)) return registry;
  if (HOSTED_GIT.test(raw)) return { spec: raw, from: 'git' };
  if (/^https?:\/\//i.test(raw)) {
    const address = raw.replace(/[?#].*$/, '');
    if (REGISTRY_TARBALL.test(address)) return registry;
    // npm reads a web address that is not a tarball as a git repository (GitHub's, GitLab's…).
    return { spec: raw, from: /\.(?:tgz|tar\.gz|tar)$/i.test(address) ? 'url' : 'git' };
  }
  if (/^(?:\.{1,2}[\\/]|~[\\/]|[\\/])/.test(raw) || path.isAbsolute(raw)) return fileSource(path.resolve(base, raw));
  if (GITHUB_SHORTHAND.test(raw)) return { spec: raw, from: 'git' };
  // A version, a range or a tag: from the registry.
  return registry;
}

/** What `project` records of the installed package at `key` (`node_modules/bookdocs`, relative to it). */
function recordedSource(project: string, key: string, version: string): Source | undefined | null {
  if (key === 'node_modules/bookdocs') {
    const pkg = readJson(path.join(project, 'package.json'));
    for (const f of DEPENDENCY_FIELDS) {
      const spec = field(field(pkg, f), 'bookdocs');
      if (typeof spec === 'string') return sourceOf(spec, project, version) ?? null;
    }
  }
  for (const parts of LOCKFILES) {
    const entry = field(field(readJson(path.join(project, ...parts)), 'packages'), key);
    if (!entry) continue;
    const resolved = field(entry, 'resolved');
    if (typeof resolved !== 'string') return { spec: `^${version}`, from: 'registry' };
    // A linked folder's `resolved` is its path, relative to the project.
    return sourceOf(field(entry, 'link') === true ? `file:${resolved}` : resolved, project, version) ?? null;
  }
  return undefined;
}

/**
 * Where the toolkit at `toolkitRoot` (its package folder, of version `version`) was installed from.
 * Inside a node_modules folder: what the projects around it recorded (its package.json's dependency,
 * then its lockfiles), the innermost first; the registry when none did. Anywhere else (a clone, or
 * a folder dependency npm linked to it): that folder.
 */
export function installSource(toolkitRoot: string, version: string): InstallSource {
  const real = fs.realpathSync(toolkitRoot);
  const parts = real.split(path.sep);
  const last = parts.lastIndexOf('node_modules');
  if (last === -1 || last !== parts.length - 2) return { ...fileSource(real), known: true };
  for (let i = last; i > 0; i--) {
    if (parts[i] !== 'node_modules') continue;
    const project = parts.slice(0, i).join(path.sep) || path.sep;
    const found = recordedSource(project, parts.slice(i).join('/'), version);
    // Linked from somewhere npm cannot name (a workspace): the folder itself.
    if (found === null) return { ...fileSource(real), known: true };
    if (found) return { ...found, known: true };
  }
  return { spec: `^${version}`, from: 'registry', known: false };
}
