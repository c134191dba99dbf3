// `bookdocs init [dir]`: a working starter site (config, home page, two guide pages, package.json,
// .gitignore and a GitHub Pages workflow), copied from templates/starter/ with its title filled in,
// its package.json depending on bookdocs as the running one was installed (install-source.ts).
import fs from 'node:fs';
import path from 'node:path';
import pc from 'picocolors';
import type { Diagnostic } from '../render/diagnostics.js';
import { printDiagnostics, usageError } from './report.js';
import { TOOLKIT_ROOT, TOOLKIT_VERSION } from '../render/toolkit.js';
import { terminalText } from '../render/terminal-text.js';
import { installSource, type InstallSource } from './install-source.js';
import { mergePackageJson } from './init-package-json.js';

/** The starter's files, shipped in the package (package.json "files"): `<toolkit>/templates/starter/`. */
export const STARTER_DIR = path.join(TOOLKIT_ROOT, 'templates', 'starter') + path.sep;

/** Stored under another name because `npm publish` would leave a `.gitignore` out of the package. */
const STORED_AS: Record<string, string> = { gitignore: '.gitignore' };

export interface InitOptions {
  /** The site's title (default: the folder's name). */
  title?: string;
  /**
   * Write into a non-empty folder: the starter's files are added, existing files are kept as they are,
   * except that an existing package.json gets the bookdocs dependency and the scripts it lacks.
   */
  force?: boolean;
  /** Where the site's package.json installs bookdocs from (default: where the running one came from). */
  source?: InstallSource;
}

export type InitResult =
  | {
      ok: true;
      dir: string;
      title: string;
      created: string[];
      kept: string[];
      /** What was added to an existing package.json (`devDependencies.bookdocs`, `scripts.dev`…). */
      addedToPackageJson: string[];
      /** What an existing package.json already had in their place, kept (`scripts.build`…). */
      keptInPackageJson: string[];
      /** Where the written package.json installs bookdocs from. */
      source: InstallSource;
    }
  | { ok: false; error: Diagnostic };

/** Every file of the template, as paths relative to it with `/`, sorted. */
function templateFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? templateFiles(dir, `${prefix}${e.name}/`) : [`${prefix}${e.name}`]))
    .sort();
}

/** The name a template file gets in the new site. */
function targetName(rel: string): string {
  const slash = rel.lastIndexOf('/');
  const name = rel.slice(slash + 1);
  return rel.slice(0, slash + 1) + (STORED_AS[name] ?? name);
}

/** An npm package name from a folder name (`My Docs` → `my-docs`). */
export function packageNameFor(folder: string): string {
  const name = folder
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '')
    .slice(0, 214);
  return name || 'docs';
}

/**
 * `{{title}}`, `{{packageName}}`, `{{dependency}}` and `{{workflowInstallNote}}` in a template file, in
 * one pass (a title holding `{{dependency}}` stays as written). Templates put each inside a
 * double-quoted JSON or YAML string (the note: in a YAML comment), so values are escaped as JSON
 * strings are, which YAML's double-quoted strings read the same way.
 */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (all, key: string) =>
    key in values ? JSON.stringify(values[key]).slice(1, -1) : all,
  );
}

const err = (rule: string, message: string, hint: string, file?: string): InitResult => ({
  ok: false,
  error: { severity: 'error', rule, message, ...(file !== undefined && { file }), hint },
});

/** The workflow's note above `npm install`: whether a runner can install bookdocs as package.json names it. */
function workflowInstallNote(source: InstallSource): string {
  if (source.from === 'file')
    return 'package.json names bookdocs as a file on the computer that ran init: npm install fails on this runner until it names a git URL or a registry version instead.';
  return `npm install gets bookdocs as package.json names it: ${source.spec}${source.from === 'registry' ? ' from the npm registry' : ''}.`;
}

/** Why `dir` cannot take the starter (not a folder, or not empty without --force), or undefined. */
function refusal(dir: string, shown: string, force: boolean | undefined): InitResult | undefined {
  if (!fs.existsSync(dir)) return undefined;
  if (!fs.statSync(dir).isDirectory())
    return err(
      'init-not-a-folder',
      `${shown} is a file, not a folder`,
      'give the name of a new folder, e.g. `bookdocs init my-docs`',
    );
  const entries = fs.readdirSync(dir).filter((e) => e !== '.git');
  if (!entries.length || force) return undefined;
  const listed = entries.sort().slice(0, 3).join(', ') + (entries.length > 3 ? ', …' : '');
  return err(
    'init-not-empty',
    `${shown} is not empty (${listed})`,
    'give the name of a new folder, or add --force to add the starter files beside these (existing files are kept, nothing is deleted)',
  );
}

/**
 * Write the starter site into `dir` (created if missing). Refuses a non-empty folder (anything but
 * `.git`) unless `force`; even then it only adds its own files and keeps any file already there.
 * Nothing is printed: the result lists what was written, or the problem as a Diagnostic.
 */
export function initSite(dir: string, opts: InitOptions = {}): InitResult {
  const root = path.resolve(dir);
  const relDir = path.relative(process.cwd(), root);
  const shown = relDir || 'the current folder';
  const title = opts.title ?? (path.basename(root) || 'Docs');
  if (!title.trim())
    return {
      ok: false,
      error: usageError('--title: the title is empty', 'give the site a name, e.g. --title "My Docs"'),
    };
  const source = opts.source ?? installSource(TOOLKIT_ROOT, TOOLKIT_VERSION);
  const values = {
    title,
    packageName: packageNameFor(path.basename(root)),
    dependency: source.spec,
    workflowInstallNote: workflowInstallNote(source),
  };
  const created: string[] = [];
  const kept: string[] = [];
  let addedToPackageJson: string[] = [];
  let keptInPackageJson: string[] = [];
  try {
    const refused = refusal(root, shown, opts.force);
    if (refused) return refused;
    const plan = templateFiles(STARTER_DIR).map((rel) => ({
      rel,
      target: targetName(rel),
      text: fillTemplate(fs.readFileSync(path.join(STARTER_DIR, rel), 'utf8'), values),
    }));
    // Check every path first, so that a clash (a file where a folder goes) writes nothing at all.
    for (const { target } of plan) {
      const parts = target.split('/');
      for (let i = 1; i <= parts.length; i++) {
        const p = path.join(root, ...parts.slice(0, i));
        if (!fs.existsSync(p)) break;
        const isDir = fs.statSync(p).isDirectory();
        if (i < parts.length ? !isDir : isDir) {
          const at = parts.slice(0, i).join('/');
          return err(
            'init-conflict',
            `${relDir ? `${relDir}/` : ''}${at} is in the way of ${target}`,
            `move ${at} away, or run init in a new folder`,
          );
        }
      }
    }
    // An existing package.json gets bookdocs and the scripts: worked out before anything is written.
    const pkgFile = path.join(root, 'package.json');
    const starterPkg = plan.find((p) => p.target === 'package.json')!;
    const pkgMerge = fs.existsSync(pkgFile)
      ? mergePackageJson(fs.readFileSync(pkgFile, 'utf8'), starterPkg.text)
      : undefined;
    if (pkgMerge && !pkgMerge.ok)
      return err(
        'init-package-json',
        `cannot add bookdocs to the existing package.json: ${pkgMerge.reason}`,
        'fix package.json, or move it away and run init again',
        path.relative(process.cwd(), pkgFile),
      );
    for (const { target, text } of plan) {
      const dest = path.join(root, ...target.split('/'));
      if (pkgMerge?.ok && target === 'package.json') {
        keptInPackageJson = pkgMerge.kept;
        if (pkgMerge.added.length) {
          fs.writeFileSync(dest, pkgMerge.text);
          addedToPackageJson = pkgMerge.added;
          continue;
        }
      }
      if (fs.existsSync(dest)) {
        kept.push(target);
        continue;
      }
      fs.mkdirSync(path.dirname(dest), { recursive: true });
      fs.writeFileSync(dest, text, { flag: 'wx' });
      created.push(target);
    }
  } catch (e) {
    const io = e as NodeJS.ErrnoException;
    return err(
      'init-write-failed',
      `cannot create the starter site in ${shown}: ${io.code ?? io.message}${io.path ? ` (${io.path})` : ''}`,
      'check that the folder can be read and written',
    );
  }
  return { ok: true, dir: root, title, created, kept, addedToPackageJson, keptInPackageJson, source };
}

/** A path as a shell argument: as it is when it is plain, else in single quotes. */
function shellArg(p: string): string {
  return /^[\w@%+=:,./-]+$/.test(p) ? p : `'${p.replaceAll("'", `'\\''`)}'`;
}

export interface InitCommandOptions {
  title?: string;
  force?: boolean;
}

/** Where the written package.json installs bookdocs from, as init says it. */
function sourceLine(source: InstallSource): string {
  const spec = terminalText(source.spec);
  switch (source.from) {
    case 'registry':
      return source.known
        ? `package.json installs bookdocs ${spec} from the npm registry`
        : pc.yellow(
            `package.json installs bookdocs ${spec} from the npm registry: nothing records where the running bookdocs was installed from (a global install). If it came from a tarball or a git URL, put that in package.json instead.`,
          );
    case 'git':
    case 'url':
      return `package.json installs bookdocs from ${spec}, as the running bookdocs was installed`;
    case 'file':
      return pc.yellow(
        `package.json installs bookdocs from ${spec}, on this machine only: the GitHub workflow (.github/workflows/docs.yml) cannot install it. Before you push, point package.json's bookdocs at a git URL, or at a registry version once bookdocs is published.`,
      );
  }
}

export function runInit(dir: string, opts: InitCommandOptions): number {
  const result = initSite(dir, opts);
  if (!result.ok) {
    printDiagnostics([result.error]);
    return 1;
  }
  const where = path.relative(process.cwd(), result.dir);
  console.log(
    `${pc.green('✓')} created the bookdocs site ${pc.bold(JSON.stringify(result.title))} in ${terminalText(where) || 'this folder'}:`,
  );
  for (const f of result.created) console.log(`  ${terminalText(f)}`);
  if (result.addedToPackageJson.length) {
    const keptOwn = result.keptInPackageJson.length ? `; kept its own ${result.keptInPackageJson.join(', ')}` : '';
    console.log(`  package.json: added ${result.addedToPackageJson.join(', ')}${keptOwn}`);
  }
  if (result.kept.length)
    console.log(pc.yellow(`  kept as they were (already there): ${terminalText(result.kept.join(', '))}`));
  if (result.created.includes('package.json') || result.addedToPackageJson.includes('devDependencies.bookdocs'))
    console.log(`\n${sourceLine(result.source)}`);
  console.log(
    `\nNext:\n  ${pc.cyan(where ? `cd ${terminalText(shellArg(dir))} && npm install` : 'npm install')}\n  ${pc.cyan('npx bookdocs dev')}`,
  );
  return 0;
}
