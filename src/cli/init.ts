// `bookdocs init [dir]`: a working starter site (config, home page, two guide pages, package.json,
// .gitignore and a GitHub Pages workflow), copied from templates/starter/ with its title filled in.
import fs from 'node:fs';
import path from 'node:path';
import pc from 'picocolors';
import type { Diagnostic } from '../render/diagnostics.js';
import { printDiagnostics, usageError } from './report.js';
import { TOOLKIT_ROOT, TOOLKIT_VERSION } from '../render/toolkit.js';
import { terminalText } from '../render/terminal-text.js';

/** The starter's files, shipped in the package (package.json "files"): `<toolkit>/templates/starter/`. */
export const STARTER_DIR = path.join(TOOLKIT_ROOT, 'templates', 'starter') + path.sep;

/** Stored under another name because `npm publish` would leave a `.gitignore` out of the package. */
const STORED_AS: Record<string, string> = { gitignore: '.gitignore' };

export interface InitOptions {
  /** The site's title (default: the folder's name). */
  title?: string;
  /** Write into a non-empty folder: the starter's files are added, existing files are kept as they are. */
  force?: boolean;
}

export type InitResult =
  { ok: true; dir: string; title: string; created: string[]; kept: string[] } | { ok: false; error: Diagnostic };

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
 * `{{title}}`, `{{packageName}}` and `{{version}}` in a template file, in one pass (a title holding
 * `{{version}}` stays as written). Templates put each inside a double-quoted JSON or YAML string, so
 * values are escaped as JSON strings are, which YAML's double-quoted strings read the same way.
 */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (all, key: string) =>
    key in values ? JSON.stringify(values[key]).slice(1, -1) : all,
  );
}

const err = (rule: string, message: string, hint: string): InitResult => ({
  ok: false,
  error: { severity: 'error', rule, message, hint },
});

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
  const values = { title, packageName: packageNameFor(path.basename(root)), version: TOOLKIT_VERSION };
  const created: string[] = [];
  const kept: string[] = [];
  try {
    const refused = refusal(root, shown, opts.force);
    if (refused) return refused;
    const plan = templateFiles(STARTER_DIR).map((rel) => ({ rel, target: targetName(rel) }));
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
    for (const { rel, target } of plan) {
      const dest = path.join(root, ...target.split('/'));
      if (fs.existsSync(dest)) {
        kept.push(target);
        continue;
      }
      fs.mkdirSync(path.dirname(dest), { recursive: true });
      fs.writeFileSync(dest, fillTemplate(fs.readFileSync(path.join(STARTER_DIR, rel), 'utf8'), values), {
        flag: 'wx',
      });
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
  return { ok: true, dir: root, title, created, kept };
}

/** A path as a shell argument: as it is when it is plain, else in single quotes. */
function shellArg(p: string): string {
  return /^[\w@%+=:,./-]+$/.test(p) ? p : `'${p.replaceAll("'", `'\\''`)}'`;
}

export interface InitCommandOptions {
  title?: string;
  force?: boolean;
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
  if (result.kept.length)
    console.log(pc.yellow(`  kept as they were (already there): ${terminalText(result.kept.join(', '))}`));
  console.log(
    `\nNext:\n  ${pc.cyan(where ? `cd ${terminalText(shellArg(dir))} && npm install` : 'npm install')}\n  ${pc.cyan('npx bookdocs dev')}`,
  );
  return 0;
}
