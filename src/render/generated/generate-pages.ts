// Plugins' `pages` hooks: pages made from data. Each page is written as a Markdown file under the
// generated folder (see generated-dir.ts) at the path the plugin gives, and joins the site's files
// there (load.ts): from then on it is parsed, cached, searched, listed in sidebars and checked as a
// file of the docs folder at that path would be. Its source is what its cache key is made of, so a
// page whose data did not change is not parsed or written again.
import path from 'node:path';
import { stringify } from 'yaml';
import type { Diagnostic } from '../diagnostics.js';
import { frontmatterData } from '../page/frontmatter.js';
import type { LoadedPlugin } from '../plugins/plugin-instances.js';
import { safeName, writeIfChanged } from './generated-dir.js';
import { hookFailed, hookProblem, isPlainObject } from './hook-problem.js';
import type { HookInputs } from './plugin-site.js';

/** A generated page's file. */
export interface GeneratedSource {
  /** Where its Markdown is written (absolute). */
  abs: string;
  /** The plugin that made it. */
  plugin: string;
}

export interface GeneratedPages {
  /** Its path as a file of the docs folder → where it is, in the order the plugins gave them. */
  files: Map<string, GeneratedSource>;
  diagnostics: Diagnostic[];
}

/** Every plugin's `pages`, in config order, written under `dir`; `data`: the loaders' values. */
export async function generatePages(
  plugins: readonly LoadedPlugin[],
  inputs: HookInputs,
  data: Readonly<Record<string, unknown>>,
  dir: string,
): Promise<GeneratedPages> {
  const out: GeneratedPages = { files: new Map(), diagnostics: [] };
  for (const { plugin } of plugins) {
    if (!plugin.pages) continue;
    let result: unknown;
    try {
      result = await plugin.pages(inputs.site(data));
    } catch (err) {
      out.diagnostics.push(hookFailed(plugin.name, 'pages', err));
      continue;
    }
    if (!isIterable(result)) {
      out.diagnostics.push(
        hookProblem(plugin.name, 'pages did not return a list', 'return [{ path: "tags/vue.md", source: "# Vue" }, …]'),
      );
      continue;
    }
    const folder = path.join(dir, safeName(plugin.name));
    // Each page is written as it comes: a generator's pages are never all in memory at once.
    let i = 0;
    try {
      for await (const entry of result) {
        const page = checkedPage(entry, i++);
        if ('problem' in page) {
          out.diagnostics.push(hookProblem(plugin.name, page.problem, page.hint));
          continue;
        }
        const other = out.files.get(page.path);
        if (other) {
          out.diagnostics.push(
            hookProblem(
              plugin.name,
              `generates ${page.path} twice${other.plugin === plugin.name ? '' : ` (plugin "${other.plugin}" generates it too)`}: the first is kept`,
              'give each generated page its own path',
            ),
          );
          continue;
        }
        const abs = path.join(folder, ...page.path.split('/'));
        writeIfChanged(abs, page.text);
        out.files.set(page.path, { abs, plugin: plugin.name });
      }
    } catch (err) {
      out.diagnostics.push(hookFailed(plugin.name, 'pages', err));
    }
  }
  return out;
}

/** A list, or any (async) iterable: a generator yields its pages one at a time. */
function isIterable(v: unknown): v is Iterable<unknown> | AsyncIterable<unknown> {
  return typeof v === 'object' && v !== null && (Symbol.iterator in v || Symbol.asyncIterator in v);
}

/** A generated page as given, checked: its path and its Markdown with its frontmatter. */
function checkedPage(entry: unknown, i: number): { path: string; text: string } | { problem: string; hint: string } {
  if (!isPlainObject(entry) || typeof entry.path !== 'string' || typeof entry.source !== 'string')
    return {
      problem: `page ${i + 1} of its pages is not { path, source } with two strings`,
      hint: 'return [{ path: "tags/vue.md", source: "# Vue" }, …]',
    };
  const file = entry.path;
  const segments = file.split('/');
  if (
    !/\.md$/i.test(file) ||
    file.includes('\\') ||
    segments.some((s) => !s || s === '.' || s === '..' || s.startsWith('.'))
  )
    return {
      problem: `generated page path "${file}" is not a plain path to a .md file`,
      hint: 'give a path inside the docs folder, as a file there would have: "tags/vue.md" (no "..", no leading "/")',
    };
  const { frontmatter } = entry;
  if (frontmatter !== undefined && !isPlainObject(frontmatter))
    return { problem: `the frontmatter of ${file} is not an object`, hint: 'give frontmatter as { title: "…", … }' };
  const own = entry.source.startsWith('---') && entry.source[3] !== '-';
  if (frontmatter && own)
    return {
      problem: `${file} has frontmatter twice (in its source and in "frontmatter")`,
      hint: 'give the frontmatter either way, not both',
    };
  return {
    path: file,
    text: withoutEditLink(frontmatter ? `---\n${stringify(frontmatter)}---\n${entry.source}` : entry.source),
  };
}

/**
 * No "Edit this page" link, unless the page asks for one: a generated page has no file to edit. Its
 * own frontmatter gets the line first (its other lines keep their order).
 */
function withoutEditLink(text: string): string {
  if (!text.startsWith('---') || text[3] === '-') return `---\neditLink: false\n---\n${text}`;
  if (frontmatterData(text)?.editLink !== undefined) return text;
  const eol = text.indexOf('\n');
  return eol < 0 ? text : `${text.slice(0, eol + 1)}editLink: false\n${text.slice(eol + 1)}`;
}
