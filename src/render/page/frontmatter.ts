// A page's frontmatter: the YAML between a first "---" line and the next, read as data and never run
// (gray-matter, which bookdocs used before, evaluates `---js` frontmatter). Another language after
// the opening dashes is an error; so is an alias bomb or a block over FRONTMATTER_MAX_BYTES. Every
// problem is placed at its line and column in the Markdown file by the YAML parser's own positions.
import { isMap, isScalar, LineCounter, parseDocument, visit, type Document } from 'yaml';
import { DiagnosticError } from '../diagnostics.js';
import type { MarkdownWarning } from '../markdown/index.js';

/** The largest frontmatter block read (UTF-8 bytes between its "---" lines): 1 MB. */
export const FRONTMATTER_MAX_BYTES = 1024 * 1024;
/** How many values aliases (`*name`) may expand to in all: enough for any real page, far from a bomb. */
export const FRONTMATTER_MAX_ALIASES = 100;

export interface Position {
  line: number;
  column?: number;
}

export interface Frontmatter {
  data: Record<string, unknown>;
  /** The Markdown after the frontmatter (all of it when there is none). */
  content: string;
  /** The lines the frontmatter takes, its "---" lines included: `content` starts on line offsetLines + 1. */
  offsetLines: number;
  /** Problems that leave the page usable (a tag that is not read, frontmatter that is not key: value pairs). */
  warnings: MarkdownWarning[];
  /** Where a top-level key is written in the Markdown file (undefined: not written there, e.g. merged in). */
  keyPosition(key: string): Position | undefined;
}

const HINT = 'frontmatter is YAML between two "---" lines; check indentation and quote values that contain ":" or "#"';
/** Opening-line words that name YAML itself. */
const YAML_NAMES = new Set(['yaml', 'yml']);
/** Messages for the YAML parser's errors whose own text speaks of its API. */
const MESSAGES: Record<string, string> = {
  MULTIPLE_DOCS: 'it holds more than one YAML document (a "..." line ends the first)',
  RESOURCE_EXHAUSTION: 'it nests too deeply to read',
};

/** No frontmatter: new objects each time (a plugin may add to a page's frontmatter). */
const none = (content: string, offsetLines = 0, warnings: MarkdownWarning[] = []): Frontmatter => ({
  data: {},
  content,
  offsetLines,
  warnings,
  keyPosition: () => undefined,
});

/**
 * Split a page's Markdown (without a BOM; LF or CRLF line endings) into its frontmatter
 * data and its content. Throws a DiagnosticError (`invalid-frontmatter`, at `label`) when the
 * frontmatter cannot be read as YAML data.
 */
export function parseFrontmatter(source: string, label: string): Frontmatter {
  // "----" is a horizontal rule, not a fence (as gray-matter and VitePress read it).
  if (!source.startsWith('---') || source[3] === '-') return none(source);
  const fail = (message: string, at: Position, hint = HINT): never => {
    throw new DiagnosticError({
      rule: 'invalid-frontmatter',
      message: `invalid frontmatter: ${message}`,
      file: label,
      ...at,
      hint,
    });
  };
  const firstEnd = source.indexOf('\n');
  const opening = source.slice(3, firstEnd < 0 ? undefined : firstEnd).replace(/\r$/, '');
  const language = opening.trim();
  if (language && !YAML_NAMES.has(language.toLowerCase())) {
    fail(
      `"${language}" frontmatter is not read: bookdocs reads only YAML frontmatter, as data, and never runs it`,
      { line: 1, column: 4 + opening.search(/\S/) },
      'write the frontmatter as YAML between two "---" lines (a JSON object is YAML too)',
    );
  }
  const yamlStart = firstEnd < 0 ? source.length : firstEnd + 1;
  const closing = /^---[ \t]*\r?$/gm;
  closing.lastIndex = yamlStart;
  const close = closing.exec(source);
  if (!close)
    fail(
      'it is never closed: no "---" line ends the frontmatter opened on line 1',
      { line: 1, column: 1 },
      'end the frontmatter with a "---" line (a page that starts with a horizontal rule can write it "***")',
    );
  const block = source.slice(yamlStart, close!.index);
  if (block.length * 3 > FRONTMATTER_MAX_BYTES) {
    const bytes = Buffer.byteLength(block);
    if (bytes > FRONTMATTER_MAX_BYTES)
      fail(
        `it is ${(bytes / FRONTMATTER_MAX_BYTES).toFixed(1)} MB, more than the 1 MB bookdocs reads`,
        { line: 1, column: 1 },
        "keep the frontmatter to a page's settings: put large data in a file of its own (the public folder, or a component)",
      );
  }
  // The block's lines are the file's from line 2; the closing "---" is the line after its last.
  const closingLine = countLines(source, close!.index);
  const afterClose = source.indexOf('\n', close!.index);
  const content = afterClose < 0 ? '' : source.slice(afterClose + 1);
  const offsetLines = closingLine;
  if (!block.trim()) return none(content, offsetLines);

  const lines = new LineCounter();
  // The core schema (YAML 1.2: `yes` is text) with timestamps and `<<` merge keys, as js-yaml read
  // frontmatter for gray-matter: `date: 2024-01-02` is a Date. Tags that make other objects (`!!set`,
  // `!!binary`…) are not resolved: every value is JSON data or a Date, as pages are cached and sent.
  // logLevel 'error' prints nothing ('silent' would also drop the error for a second document).
  const doc = parseDocument(block, {
    lineCounter: lines,
    prettyErrors: false,
    merge: true,
    customTags: ['timestamp'],
    resolveKnownTags: false,
    logLevel: 'error',
  });
  /** A position in the block as one in the file; an error found at the block's end sits on the closing "---". */
  const at = (offset: number): Position => {
    const { line, col } = lines.linePos(offset);
    const fileLine = Math.max(line, 1) + 1;
    return fileLine >= closingLine ? { line: closingLine, column: 1 } : { line: fileLine, column: col };
  };
  const error = doc.errors[0];
  if (error) fail(MESSAGES[error.code] ?? lowerFirst(error.message), at(error.pos[0]));
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: FRONTMATTER_MAX_ALIASES });
  } catch (err) {
    // Only aliases fail here: too many expansions (a "billion laughs" bomb), or one without its anchor.
    const where = firstAlias(doc);
    const bomb = err instanceof ReferenceError && /excessive alias/i.test(err.message);
    fail(
      bomb
        ? `its aliases expand to too many values (more than ${FRONTMATTER_MAX_ALIASES})`
        : lowerFirst(err instanceof Error ? err.message : String(err)),
      where === undefined ? { line: 1, column: 1 } : at(where),
      bomb ? 'write the values out, or use fewer aliases ("*name")' : HINT,
    );
  }
  const warnings: MarkdownWarning[] = doc.warnings.map((w) => {
    const { line, column = 1 } = at(w.pos[0]);
    const tag = w.message.replace(/^Unresolved tag: /, '').replace(/^tag:yaml\.org,2002:/, '!!');
    const message =
      w.code === 'TAG_RESOLVE_FAILED'
        ? `the tag ${tag} is not read; the value is kept as plain data`
        : lowerFirst(w.message);
    return {
      severity: 'warning',
      rule: 'invalid-frontmatter',
      message: `frontmatter: ${message}`,
      line,
      column,
      hint: 'frontmatter is data: strings, numbers, booleans, dates, lists and maps',
    };
  });
  const keyPosition = (key: string): Position | undefined => {
    if (!isMap(doc.contents)) return undefined;
    const pair = doc.contents.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
    const offset = pair && isScalar(pair.key) ? pair.key.range?.[0] : undefined;
    return offset === undefined ? undefined : at(offset);
  };
  if (value === null || value === undefined) return none(content, offsetLines, warnings);
  if (!isPlainObject(value)) {
    const { line, column = 1 } = at(doc.contents?.range[0] ?? 0);
    warnings.push({
      severity: 'warning',
      rule: 'invalid-frontmatter',
      message: `frontmatter is ${Array.isArray(value) ? 'a list' : 'a single value'}, not key: value pairs; it is not used`,
      line,
      column,
      hint: 'write the frontmatter as key: value lines, e.g. title: My page',
    });
    return none(content, offsetLines, warnings);
  }
  return { data: value, content, offsetLines, warnings, keyPosition };
}

/** The frontmatter's data, or undefined when it cannot be read (for quick looks; the page's parse reports why). */
export function frontmatterData(source: string): Record<string, unknown> | undefined {
  try {
    return parseFrontmatter(source, '').data;
  } catch {
    return undefined;
  }
}

/** 1-based line of `offset` in `text`. */
function countLines(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

function firstAlias(doc: Document): number | undefined {
  let offset: number | undefined;
  visit(doc, {
    Alias(_, node) {
      offset = node.range?.[0];
      return visit.BREAK;
    },
  });
  return offset;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
