// Zero config in a repository whose documentation lives in docs/ (the layout VitePress and VuePress
// projects use): the site is that folder, as `bookdocs build docs` would make it, rather than the
// whole repository with every route under /docs/.
import fs from 'node:fs';
import path from 'node:path';

/** The folder's name, as VitePress's and VuePress's guides write it. */
const DOCS = 'docs';

/**
 * `docs` when `root` (a folder without a config of ours) keeps its documentation there: docs/ holds a
 * VitePress or VuePress config folder, or the root has no Markdown page of its own; else undefined.
 */
export function docsFolderOf(root: string): string | undefined {
  const docs = path.join(root, DOCS);
  if (!isDir(docs)) return undefined;
  if (isDir(path.join(docs, '.vitepress')) || isDir(path.join(docs, '.vuepress'))) return DOCS;
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(root, { withFileTypes: true });
  } catch {
    return undefined;
  }
  return entries.some((e) => e.isFile() && /\.md$/i.test(e.name)) ? undefined : DOCS;
}

function isDir(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

const CODE_EXTENSIONS = ['mts', 'ts', 'mjs', 'js', 'cts', 'cjs'];
/** Where VitePress looks: `.vitepress/config.<ext>`, or a folder `.vitepress/config/` with an index module. */
const VITEPRESS_CONFIGS = [
  ...CODE_EXTENSIONS.map((ext) => `config.${ext}`),
  ...CODE_EXTENSIONS.map((ext) => `config/index.${ext}`),
];

/** The VitePress config of a docs folder (`.vitepress/config.*` or `.vitepress/config/index.*`), if it has one. */
export function findVitePressConfig(srcDir: string): string | undefined {
  return VITEPRESS_CONFIGS.map((name) => path.join(srcDir, '.vitepress', name)).find((file) => fs.existsSync(file));
}

/** The VuePress config of a docs folder (`.vuepress/config.*`), if it has one. */
export function findVuePressConfig(srcDir: string): string | undefined {
  return CODE_EXTENSIONS.map((ext) => path.join(srcDir, '.vuepress', `config.${ext}`)).find((file) =>
    fs.existsSync(file),
  );
}
