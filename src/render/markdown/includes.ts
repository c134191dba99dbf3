// Markdown file inclusion and code snippet imports, VitePress's and VuePress's way, done on the page's
// source before it is parsed (a pure function of the source and the files it reads):
//
//   <!--@include: ./part.md-->            the file's Markdown, inlined (VitePress); also `{3,10}`, `{3,}`,
//   <!--@include: @/parts/a.md{3,}-->     `{,10}` (lines, inclusive) and `#name` (a region, else the section
//   <!--@include: ./part.md#intro{,2}-->  under the heading with that id), region first, then range in it
//   <<< @/snippets/a.js#name{2,4-6 ts:line-numbers} [label]     a fenced code block (VitePress)
//   @[code{3-10} js{3}](./file.ts)                               a fenced code block (VuePress 2)
//
// Interface (wired into the page step by the caller):
//
//   expandIncludes(source, { file, root, read }) → { source, deps, problems, lineMap? }
//
// - `file` is the page's path relative to `root` (posix); `root` the absolute docs folder; `read(abs)`
//   returns a file's text or throws. Paths in directives are relative to the folder of the file they are
//   written in (an included file's own directives are relative to it), or start with `@/` (or `@`) for
//   the docs root. A path resolving outside `root` is never read, nor one that a symbolic link inside
//   `root` leads outside it (its real path, `realpath`, must be inside the real path of `root`).
// - A missing file's problem names the closest file near it ("did you mean …"): in its folder, or in the
//   folders beside it (`list`).
// - `source` is the expanded Markdown: each directive line is replaced by the lines it stands for (an
//   included file's lines, or ```` ```lang{lines}:attrs [label] ```` + code + ```` ``` ````, with a fence
//   longer than any backtick run in the code). On a problem the directive becomes an empty line.
// - `deps` is every absolute path the expansion tried to read (missing files included, so that creating
//   one can re-render the page; paths outside `root` are not tried), once each, in order. Hash them into
//   the page's cache key and watch them in dev.
// - `problems` are errors: `missing-include`, `include-outside-docs`, `include-cycle`, `missing-region`,
//   at the page's own line and column of the directive (a problem in a nested include is reported at the
//   page's directive that led to it; its message names the nested file and line).
// - `lineMap`: for each line of the expanded source (index 0 = line 1), the 1-based line of the page it
//   comes from; every line produced by a directive maps to the directive's line. It is left out when it
//   would be the identity (no directive changed the number of lines), so map a position with
//   `lineMap ? lineMap[line - 1]! : line`. Columns of inlined lines are not mapped: report them at the
//   directive instead.
//
// Directives are recognised only as a line of their own, after at most three spaces (that indentation is
// given to every generated line, so a snippet stays inside its list item), and never inside the page's
// fenced code blocks (or inside an included file's). A page without `<<<`, `@[code` or `@include`
// returns at once, untouched.

import fs from 'node:fs';
import path from 'node:path';
import { didYouMean, levenshtein } from '../../shared/did-you-mean.js';
import {
  dedent,
  dropFrontmatter,
  findRegions,
  headingSection,
  indent,
  regionMarker,
  selectRange,
} from './include-lines.js';
import { rebaseLinks } from './include-links.js';
import { fenceTracker } from './fences.js';
import type { Slugify } from './slug.js';
import type { AttributeSyntax } from './attribute-syntax.js';

export interface IncludeContext {
  /** The page's path relative to the docs root (posix), e.g. 'guide/a.md'. */
  file: string;
  /** Absolute docs root: `@/x` means `<root>/x`; no include or snippet may read outside it. */
  root: string;
  /** Reads a file (absolute path) as UTF-8; throws when it cannot (tests pass an in-memory map). */
  read(abs: string): string;
  /** A path with its symbolic links resolved; throws when it does not exist. Default: fs.realpathSync. */
  realpath?(abs: string): string;
  /** The names in a folder, folders ending with '/'; throws when it cannot be read. Default: fs.readdirSync. */
  list?(dir: string): string[];
  /** The site's heading slugify and attribute syntax, to find a `#heading` section as the page names it. */
  slugify?: Slugify;
  attributes?: AttributeSyntax | null;
}

export interface IncludeProblem {
  severity: 'error' | 'warning';
  /** `missing-include` | `include-outside-docs` | `include-cycle` | `missing-region`. */
  rule: string;
  message: string;
  /** 1-based, in the page's own source. */
  line: number;
  column: number;
  hint?: string;
}

export interface Expanded {
  /** The page's Markdown with includes inlined and snippets turned into fenced code (see lineMap). */
  source: string;
  /** Every file read or tried (absolute paths), for the page cache key and the dev watcher. */
  deps: string[];
  /** Problems, at the page's own line and column of the directive. */
  problems: IncludeProblem[];
  /**
   * For each line of `source`, the 1-based line of the page it comes from (the directive's line for
   * generated lines). Absent when that is the identity.
   */
  lineMap?: number[];
}

const TRIGGER = /<<<|@\[code|@include/;
const INCLUDE = /^( {0,3})<!--\s*@include:\s*(.*?)\s*-->\s*$/;
const SNIPPET = /^( {0,3})<<<(?!<)\s*(.*?)\s*$/;
const IMPORT_CODE = /^( {0,3})@\[code(?:\{(\d+)?-(\d+)?\})?(?: ([^\]]+))?\]\(([^)]*)\)\s*$/;

const INCLUDE_RANGE = /\{(\d*),(\d*)\}$/;
const INCLUDE_REGION = /#([^\s{]+)$/;
const SNIPPET_TITLE = /\s*\[(.+)\]$/;
const SNIPPET_REGION = /#([\w.-]+)$/;
const EXTENSION = /\.([a-zA-Z0-9]+)$/;
const HIGHLIGHT_LINES = /^\d+(?:[,-]\d+)*$/;

interface Position {
  line: number;
  column: number;
}

/** Where a directive is: its page position (for the problem) and the file and line it is written in. */
interface Site {
  at: Position;
  file: string;
  line: number;
  indent: string;
}

interface Run {
  root: string;
  /** The real path of `root` (symbolic links resolved). */
  realRoot: string;
  page: string;
  read: (abs: string) => string;
  realpath: (abs: string) => string;
  list: (dir: string) => string[];
  texts: Map<string, string | undefined>;
  problems: IncludeProblem[];
  slugify?: Slugify;
  attributes?: AttributeSyntax | null;
}

export function expandIncludes(source: string, ctx: IncludeContext): Expanded {
  if (!TRIGGER.test(source)) return { source, deps: [], problems: [] };
  const root = path.resolve(ctx.root);
  const page = path.resolve(root, ctx.file);
  const realpath = ctx.realpath ?? ((abs: string) => fs.realpathSync(abs));
  const list = ctx.list ?? listFolder;
  const run: Run = {
    root,
    realRoot: realPathOf(realpath, root),
    page,
    read: ctx.read,
    realpath,
    list,
    texts: new Map(),
    problems: [],
    slugify: ctx.slugify,
    attributes: ctx.attributes,
  };
  const blocks = expandLines(run, source.split('\n'), page, [page], undefined);
  const lines: string[] = [];
  const lineMap: number[] = [];
  let identity = true;
  blocks.forEach((block, i) => {
    if (block.length !== 1) identity = false;
    for (const line of block) {
      lines.push(line);
      lineMap.push(i + 1);
    }
  });
  const result: Expanded = { source: lines.join('\n'), deps: [...run.texts.keys()], problems: run.problems };
  if (!identity) result.lineMap = lineMap;
  return result;
}

/** The lines each line of `lines` stands for, directives expanded; fenced code is left alone. */
function expandLines(run: Run, lines: string[], file: string, stack: string[], at: Position | undefined): string[][] {
  const out: string[][] = [];
  const inFence = fenceTracker();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    out.push((!inFence(line) && directive(run, line, file, i + 1, stack, at)) || [line]);
  }
  return out;
}

function directive(
  run: Run,
  line: string,
  file: string,
  lineNo: number,
  stack: string[],
  at: Position | undefined,
): string[] | undefined {
  let m: RegExpExecArray | null = null;
  const site = (indent: string): Site => ({
    at: at ?? { line: lineNo, column: indent.length + 1 },
    file,
    line: lineNo,
    indent,
  });
  if (line.includes('@include') && (m = INCLUDE.exec(line)) && m[2]) return include(run, m[2], site(m[1]!), stack);
  if (line.includes('<<<') && (m = SNIPPET.exec(line)) && m[2]) return snippet(run, m[2], site(m[1]!));
  if (line.includes('@[code') && (m = IMPORT_CODE.exec(line)) && m[5]!.trim()) return importCode(run, m, site(m[1]!));
  return undefined;
}

// ── the three directives ─────────────────────────────────────────────────────────────────────────

/** `<!--@include: path[#region][{start,end}]-->` (VitePress). */
function include(run: Run, raw: string, site: Site, stack: string[]): string[] {
  let target = raw;
  const range = INCLUDE_RANGE.exec(target);
  if (range) target = target.slice(0, range.index);
  const region = INCLUDE_REGION.exec(target);
  if (region) target = target.slice(0, region.index);
  const abs = resolveTarget(run, site, target.trim());
  if (abs === undefined) return [''];
  if (stack.includes(abs)) {
    const chain = [...stack.slice(stack.indexOf(abs)), abs].map((p) => shown(run, p)).join(' → ');
    return fail(
      run,
      site,
      'include-cycle',
      `include cycle: ${chain}`,
      'remove one of these includes: a file cannot include itself, directly or not',
    );
  }
  const text = load(run, abs, site, target.trim());
  if (text === undefined) return [''];
  let lines = text;
  // As VitePress: line numbers of a range alone count the frontmatter; otherwise it is dropped first.
  if (region || !range) lines = dropFrontmatter(lines);
  if (region) {
    const name = region[1]!;
    const found = findRegions(lines, name);
    const section = found.length ? undefined : headingSection(lines, name, run.slugify, run.attributes);
    if (!found.length && !section) {
      return fail(
        run,
        site,
        'missing-region',
        `region or heading "${name}" not found in ${shown(run, abs)}${where(run, site)}`,
        `mark it with <!-- #region ${name} --> … <!-- #endregion ${name} -->, or name a heading's id`,
      );
    }
    lines = section ? lines.slice(section[0], section[1]) : found.flatMap((r) => lines.slice(r.start, r.end));
  }
  if (range) {
    const selected = selectRange(lines, range[1] ? Number(range[1]) : 1, range[2] ? Number(range[2]) : lines.length);
    if (!selected) return noLines(run, site, range[0], abs, lines.length);
    lines = selected;
  }
  // As VitePress: the included file's relative links and images keep pointing where they did from its folder.
  lines = rebaseLinks(lines, path.dirname(abs), path.dirname(run.page));
  const expanded = expandLines(run, lines, abs, [...stack, abs], site.at).flat();
  return expanded.length ? indent(expanded, site.indent) : [''];
}

/** `<<< path[#region][{lines lang attrs}][ [title]]` (VitePress). */
function snippet(run: Run, raw: string, site: Site): string[] {
  let rest = raw;
  let title = '';
  const t = SNIPPET_TITLE.exec(rest);
  if (t) {
    title = t[1]!;
    rest = rest.slice(0, t.index).trimEnd();
  }
  let lines = '';
  let lang = '';
  let attrs = '';
  const brace = rest.lastIndexOf('{');
  if (rest.endsWith('}') && brace > 0) {
    ({ lines, lang, attrs } = snippetMeta(rest.slice(brace + 1, -1).trim()));
    rest = rest.slice(0, brace).trimEnd();
  }
  let region = '';
  const r = SNIPPET_REGION.exec(rest);
  if (r) {
    region = r[1]!;
    rest = rest.slice(0, r.index);
  }
  const target = rest.trim();
  const name = target.split(/[\\/]/).pop() ?? '';
  const info = fenceInfo(lang || (EXTENSION.exec(name)?.[1] ?? ''), lines, attrs, title || name);
  const code = loadCode(run, site, target, region, undefined);
  return code ? codeBlock(code, info, site.indent) : [''];
}

/** `@[code{start-end} info](path)` (VuePress 2). */
function importCode(run: Run, m: RegExpExecArray, site: Site): string[] {
  const [, , start, end, info = '', target = ''] = m;
  const lang = /^[^\s{:[]*/.exec(info)![0];
  const ext = EXTENSION.exec(target.trim().split(/[\\/]/).pop() ?? '')?.[1] ?? '';
  const code = loadCode(run, site, target.trim(), '', {
    start: start ? Number(start) : 1,
    end: end ? Number(end) : undefined,
  });
  return code ? codeBlock(code, `${lang || ext}${info.slice(lang.length)}`.trim(), site.indent) : [''];
}

function snippetMeta(meta: string): { lines: string; lang: string; attrs: string } {
  let lines = '';
  let lang = '';
  let attrs = '';
  if (/^[\d\s,-]+$/.test(meta) && HIGHLIGHT_LINES.test(meta.replace(/\s+/g, '')))
    return { lines: meta.replace(/\s+/g, ''), lang, attrs };
  const first = /^\S*/.exec(meta)![0];
  if (first && HIGHLIGHT_LINES.test(first)) {
    lines = first;
    meta = meta.slice(first.length).trimStart();
  }
  lang = /^\S*/.exec(meta)![0];
  attrs = meta.slice(lang.length).trim();
  return { lines, lang, attrs };
}

/** `lang{lines}:suffix attrs [label]`, the way the page's fences are written (code.ts parseFenceInfo). */
function fenceInfo(lang: string, lines: string, attrs: string, label: string): string {
  const colon = lang.indexOf(':');
  const base = colon < 0 ? lang : lang.slice(0, colon);
  const suffix = colon < 0 ? '' : lang.slice(colon);
  return `${base}${lines ? `{${lines}}` : ''}${suffix}${attrs ? ` ${attrs}` : ''}${label ? ` [${label}]` : ''}`.trim();
}

/** A code file's lines: a region (markers removed, dedented) or a line range, or undefined on a problem. */
function loadCode(
  run: Run,
  site: Site,
  target: string,
  region: string,
  range: { start: number; end?: number } | undefined,
): string[] | undefined {
  const abs = resolveTarget(run, site, target);
  if (abs === undefined) return undefined;
  let lines = load(run, abs, site, target);
  if (lines === undefined) return undefined;
  if (region) {
    const found = findRegions(lines, region);
    if (!found.length) {
      fail(
        run,
        site,
        'missing-region',
        `region "${region}" not found in ${shown(run, abs)}${where(run, site)}`,
        `mark it with // #region ${region} … // #endregion ${region} (or the comment style of the file's language)`,
      );
      return undefined;
    }
    const styles = new Set(found.map((f) => f.style));
    const all = lines;
    lines = dedent(
      found.flatMap((f) => all.slice(f.start, f.end)).filter((l) => !styles.has(regionMarker(l)?.style ?? -1)),
    );
  }
  if (range) {
    const selected = selectRange(lines, range.start, range.end ?? lines.length);
    if (!selected) {
      noLines(run, site, `{${range.start}-${range.end ?? ''}}`, abs, lines.length);
      return undefined;
    }
    lines = selected;
  }
  return lines;
}

function codeBlock(code: string[], info: string, pad: string): string[] {
  let longest = 0;
  for (const run of code.join('\n').match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return indent([`${fence}${info}`, ...code, fence], pad);
}

// ── files and paths ──────────────────────────────────────────────────────────────────────────────

/** The absolute path a directive names, or undefined (and a problem) when it is outside the docs. */
function resolveTarget(run: Run, site: Site, target: string): string | undefined {
  const abs = target.startsWith('@')
    ? path.resolve(run.root, target.slice(/^@[\\/]/.test(target) ? 2 : 1))
    : path.resolve(path.dirname(site.file), target);
  if (!isInside(run.root, abs)) {
    fail(
      run,
      site,
      'include-outside-docs',
      `${target} is outside the docs folder${where(run, site)}`,
      target.startsWith('/')
        ? `write @${target} for a path from the docs folder`
        : 'move the file into the docs folder; only files inside it can be included',
    );
    return undefined;
  }
  if (!isInside(run.realRoot, realPathOf(run.realpath, abs))) {
    fail(
      run,
      site,
      'include-outside-docs',
      `${target} leads outside the docs folder through a symbolic link${where(run, site)}`,
      'copy the file into the docs folder; only files inside it can be included, links are followed only within it',
    );
    return undefined;
  }
  return abs;
}

function isInside(root: string, abs: string): boolean {
  const rel = path.relative(root, abs);
  return !(rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel));
}

/**
 * The real path of `abs`: symbolic links resolved, also for a path that does not exist (the real path of
 * its closest existing folder, and the rest of the path as written), so a missing file behind a link
 * that leads outside the docs is outside too.
 */
function realPathOf(realpath: (abs: string) => string, abs: string): string {
  const rest: string[] = [];
  let at = abs;
  for (;;) {
    try {
      return path.join(realpath(at), ...rest);
    } catch {
      const parent = path.dirname(at);
      if (parent === at) return abs;
      rest.unshift(path.basename(at));
      at = parent;
    }
  }
}

function listFolder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? `${e.name}/` : e.name));
}

/** A file's lines (BOM and a final line ending dropped), read once per run; undefined (and a problem) when missing. */
function load(run: Run, abs: string, site: Site, target: string): string[] | undefined {
  let text: string | undefined;
  if (run.texts.has(abs)) text = run.texts.get(abs);
  else {
    try {
      text = run.read(abs);
    } catch {
      text = undefined;
    }
    run.texts.set(abs, text);
  }
  if (text === undefined) {
    const near = nearestFile(run, site, abs);
    fail(
      run,
      site,
      'missing-include',
      `file not found: ${target} (${shown(run, abs)})${near ? ` (did you mean ${asWritten(run, site, target, near)}?)` : ''}${where(run, site)}`,
      `check the path: it is relative to the folder of ${shown(run, site.file)}, or starts with @/ for the docs folder`,
    );
    return undefined;
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** At most this many names are compared for "did you mean" (a folder of generated files stays cheap). */
const MAX_NEAR = 2000;

/**
 * The existing file closest to a missing one (absolute path), among the files of its folder and of the
 * folders beside it (`snippet/a.ts` for `snippets/a.ts`), inside the docs and never through a link
 * that leads out of them; compared by their path from the folder above, at most a third of the file
 * name's length apart. Never the file that holds the directive.
 */
function nearestFile(run: Run, site: Site, abs: string): string | undefined {
  const folder = path.dirname(abs);
  const above = isInside(run.root, path.dirname(folder)) ? path.dirname(folder) : folder;
  const names = (dir: string): string[] => {
    if (!isInside(run.realRoot, realPathOf(run.realpath, dir))) return [];
    try {
      return run.list(dir);
    } catch {
      return [];
    }
  };
  const candidates: string[] = [];
  const add = (dir: string, prefix: string) => {
    for (const name of names(dir))
      if (!name.endsWith('/') && candidates.length < MAX_NEAR) candidates.push(prefix + name);
  };
  if (above === folder) add(folder, '');
  else {
    for (const name of names(above)) {
      if (name.endsWith('/') && !name.startsWith('.') && name !== 'node_modules/')
        add(path.join(above, name.slice(0, -1)), name);
      else if (!name.endsWith('/') && candidates.length < MAX_NEAR) candidates.push(name);
    }
  }
  const wanted = path.relative(above, abs).split(path.sep).join('/');
  const self = path.relative(above, site.file).split(path.sep).join('/');
  const close = didYouMean(
    wanted,
    candidates.filter((c) => c !== self),
  );
  // Close for the name that was mistyped, not only for the longer path compared.
  if (close === undefined || levenshtein(wanted, close) > Math.max(1, Math.floor(path.basename(abs).length / 3)))
    return undefined;
  return path.join(above, close);
}

/** A file's path written the way the directive wrote its target: from the docs root (`@/…`) or relative. */
function asWritten(run: Run, site: Site, target: string, abs: string): string {
  if (target.startsWith('@')) return `@/${shown(run, abs)}`;
  const rel = path.relative(path.dirname(site.file), abs).split(path.sep).join('/');
  return rel.startsWith('../') || !target.startsWith('./') ? rel : `./${rel}`;
}

function shown(run: Run, abs: string): string {
  return path.relative(run.root, abs).split(path.sep).join('/');
}

/** ` (in parts/a.md, line 3)` for a directive in an included file, '' for one in the page. */
function where(run: Run, site: Site): string {
  return site.file === run.page ? '' : ` (in ${shown(run, site.file)}, line ${site.line})`;
}

function fail(run: Run, site: Site, rule: string, message: string, hint: string): string[] {
  run.problems.push({ severity: 'error', rule, message, line: site.at.line, column: site.at.column, hint });
  return [''];
}

function noLines(run: Run, site: Site, range: string, abs: string, count: number): string[] {
  return fail(
    run,
    site,
    'missing-region',
    `line range ${range} selects no lines of ${shown(run, abs)} (${count} line${count === 1 ? '' : 's'})${where(run, site)}`,
    'line numbers start at 1; the range is inclusive and its end may be left out',
  );
}
