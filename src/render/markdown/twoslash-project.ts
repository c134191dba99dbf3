// What twoslash checks a page's code against: the TypeScript of the site's project (else bookdocs'
// own), and that project's folder, which is all it may read. twoslash keeps its code blocks in
// memory; TypeScript reads the lib files of its own package and, for a block's imports, the files
// of the project folder (its node_modules included) and the packages of the node_modules folders
// above it (where Node looks for them: a workspace's hoisted packages). Any other path, the other
// files of the folders above the project among them, does not exist for it, so
// `import '../../secret'` finds nothing.
import { createRequire } from 'node:module';
import path from 'node:path';
import { projectFolder } from '../site/project-folder.js';

/** The TypeScript module, as twoslash uses it (the parts read here). */
export interface TypeScriptModule {
  version: string;
  sys: TypeScriptSystem;
}

/** The file-system half of `ts.sys` that twoslash and TypeScript's resolution call. */
export interface TypeScriptSystem {
  fileExists(file: string): boolean;
  directoryExists(dir: string): boolean;
  readFile(file: string, encoding?: string): string | undefined;
  readDirectory(dir: string, ...rest: unknown[]): string[];
  getDirectories(dir: string): string[];
  realpath?(file: string): string;
}

export interface TwoslashProject {
  /** The folder twoslash may read: the nearest one at or above the docs folder with a package.json. */
  dir: string;
  /** TypeScript, its file system confined to `dir` and its own lib folder. */
  ts: TypeScriptModule;
  /** TypeScript's lib folder (lib.es5.d.ts…). */
  libDir: string;
}

/** TypeScript's entry file: the project's own first, else the one bookdocs is installed with; undefined when neither has one. */
export function resolveTypeScript(projectDir: string): string | undefined {
  for (const from of [path.join(projectDir, 'package.json'), import.meta.url]) {
    try {
      return createRequire(from).resolve('typescript');
    } catch {
      // not installed there
    }
  }
  return undefined;
}

/** The project twoslash checks the code of pages in `docsDir` against; undefined when no TypeScript can be found. */
export function twoslashProject(docsDir: string): TwoslashProject | undefined {
  const dir = projectFolder(docsDir);
  const entry = resolveTypeScript(dir);
  if (!entry) return undefined;
  const real = createRequire(entry)(entry) as TypeScriptModule;
  const libDir = path.dirname(entry);
  return { dir, libDir, ts: { ...real, sys: confinedSystem(real.sys, [dir, libDir, ...packageFolders(dir)]) } };
}

/**
 * The node_modules folders above the project, where Node would look for its packages too (a
 * workspace's hoisted dependencies): installed packages, not the folders' other files.
 */
function packageFolders(dir: string): string[] {
  const folders: string[] = [];
  for (let d = path.dirname(dir); ; d = path.dirname(d)) {
    folders.push(path.join(d, 'node_modules'));
    if (path.dirname(d) === d) return folders;
  }
}

/**
 * `sys` reading only inside `roots`: elsewhere no file or folder exists. Paths are not resolved
 * through symbolic links (a link inside a root, as node_modules often holds, stays inside it).
 */
export function confinedSystem(sys: TypeScriptSystem, roots: readonly string[]): TypeScriptSystem {
  const allowed = roots.map((r) => path.resolve(r));
  const inside = (p: string) => {
    const abs = path.resolve(p);
    return allowed.some((r) => abs === r || abs.startsWith(r + path.sep));
  };
  return {
    ...sys,
    fileExists: (file) => inside(file) && sys.fileExists(file),
    directoryExists: (dir) => inside(dir) && sys.directoryExists(dir),
    readFile: (file, encoding) => (inside(file) ? sys.readFile(file, encoding) : undefined),
    readDirectory: (dir, ...rest) => (inside(dir) ? sys.readDirectory(dir, ...rest) : []),
    getDirectories: (dir) => (inside(dir) ? sys.getDirectories(dir) : []),
    realpath: (file) => file,
  };
}
