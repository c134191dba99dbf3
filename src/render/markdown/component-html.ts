// The site's components in a page (syntax: component-syntax.ts) → island placeholders, each with its
// typed props and the HTML of the Markdown between its tags as its children. The children are compiled
// in the page's one pass, so their headings, links, ids and text are the page's like any other.
// A block element is a `<div>` placeholder; one in phrasing content (a paragraph, a heading, a cell) is
// a `<span>`, so the browser's parser keeps it where it is.
import type { CompileContext, HtmlExtension, Token } from 'micromark-util-types';
import { builtinProps } from './builtin-props.js';
import { MAX_COMPONENT_NESTING } from './component-syntax.js';
import { componentProps, scanComponentTag } from './component-tag.js';
import { vueProps } from './vue-props.js';
import { addText, type RenderState } from './state.js';

interface Frame {
  inline: boolean;
  /** The island's index in the page's list; -1 until its opening tag is read (a lone `</Name>` has none). */
  index: number;
  name: string;
  /** `<Name>`, whose children end at `</Name>` (not `<Name />`). */
  opening: boolean;
  closed: boolean;
  token: Token;
}

interface TagLine {
  text: string;
  start: { line: number; column: number };
}

/** Where the character at `offset` of the tag's text (its lines joined by `\n`) is in the page. */
function pointAt(lines: readonly TagLine[], offset: number): { line: number; column: number } {
  let rest = offset;
  for (const [i, l] of lines.entries()) {
    if (rest <= l.text.length || i === lines.length - 1) return { line: l.start.line, column: l.start.column + rest };
    rest -= l.text.length + 1;
  }
  return { line: 1, column: 1 };
}

/** The text between a flow element's tags is blocks; between inline tags, phrasing content. */
export function componentHtml(state: RenderState): HtmlExtension {
  const frames: Frame[] = [];
  /** The lines of the tag being read (a tag may span lines), where each starts. */
  const tagLines: TagLine[] = [];

  function error(rule: string, message: string, hint: string, line: number, column: number): void {
    state.warnings.push({ severity: 'error', rule, message, hint, line, column });
  }

  function enter(inline: boolean) {
    return function (this: CompileContext, token: Token): undefined {
      if (!inline) this.lineEndingIfNeeded();
      frames.push({ inline, index: -1, name: '', opening: false, closed: false, token });
    };
  }

  function exit(this: CompileContext): undefined {
    const frame = frames.pop()!;
    const { line, column } = frame.token.start;
    if (frame.index < 0) {
      error(
        'component-tag',
        `</${frame.name}> closes no <${frame.name}>`,
        `remove it, or open the component with <${frame.name}> before it (in the same paragraph, or on a line of its own in the same list item or quote)`,
        line,
        column,
      );
      return;
    }
    const children = this.resume();
    addText(state, ' ');
    if (frame.opening) {
      if (!frame.closed) {
        error(
          'component-tag',
          `<${frame.name}> is not closed`,
          frame.inline
            ? `close it with </${frame.name}> in the same paragraph, or put <${frame.name}> alone on its line and </${frame.name}> alone on a line after its Markdown`
            : `add </${frame.name}> alone on a line after its Markdown (in the same list item or quote as <${frame.name}>)`,
          line,
          column,
        );
      }
      const html = frame.inline ? children : children.trim();
      if (html) state.islands[frame.index]!.children = html;
    }
    const tag = frame.inline ? 'span' : 'div';
    this.raw(`<${tag} class="bd-island" data-bd-island="${frame.index}"></${tag}>`);
  }

  return {
    enter: { componentFlow: enter(false), componentText: enter(true) },
    exit: {
      componentTagData(token) {
        tagLines.push({ text: this.sliceSerialize(token), start: token.start });
      },
      componentTagOpen() {
        const frame = frames[frames.length - 1]!;
        const lines = tagLines.splice(0);
        const scan = scanComponentTag(lines.map((l) => l.text).join('\n'));
        if (scan.kind === 'close') frame.name = scan.name;
        if (scan.kind !== 'open' && scan.kind !== 'self') return;
        const read = componentProps(scan.name, scan.attributes);
        const vue = state.vue?.includes(scan.name) ? vueProps(scan.name, read.props, scan.attributes) : undefined;
        const props = vue?.props ?? read.props;
        const problems = vue ? [...read.problems, ...vue.problems] : read.problems;
        for (const p of problems) {
          const { line, column } = pointAt(lines, p.offset);
          error('component-prop', p.message, p.hint, line, column);
        }
        frame.name = scan.name;
        frame.opening = scan.kind === 'open';
        frame.index = state.islands.push({ name: scan.name, props }) - 1;
        if (state.builtins?.includes(scan.name)) {
          const offsets = new Map(scan.attributes.map((a) => [a.name, a.offset]));
          builtinProps(state, scan.name, props, frame.index, (prop) => pointAt(lines, offsets.get(prop) ?? 0));
        }
        addText(state, ' ');
        this.buffer();
      },
      componentTagClose() {
        const lines = tagLines.splice(0);
        const frame = frames[frames.length - 1]!;
        frame.closed = true;
        if (frame.index < 0) {
          const scan = scanComponentTag(lines.map((l) => l.text).join('\n'));
          if (scan.kind === 'close') frame.name = scan.name;
        }
      },
      componentFlow: exit,
      componentText: exit,
    },
  };
}

/** The one warning for components nested past MAX_COMPONENT_NESTING (at the first place). */
export function componentsTooDeep(state: RenderState): (point: { line: number; column: number }) => void {
  return ({ line, column }) => {
    if (state.warnings.some((w) => w.rule === 'nesting-too-deep' && w.message.startsWith('components'))) return;
    state.warnings.push({
      severity: 'warning',
      rule: 'nesting-too-deep',
      message: `components nested deeper than ${MAX_COMPONENT_NESTING} levels: the deeper tags are left as written`,
      hint: 'nest fewer components (a reader cannot follow that many)',
      line,
      column,
    });
  };
}

/** Whether the page may use one of the site's components (a `<Name` or `</Name` of one of them). */
export function mayUseComponents(source: string, components: ReadonlySet<string>): boolean {
  if (!components.size || !source.includes('<')) return false;
  for (const name of components) if (source.includes(`<${name}`) || source.includes(`</${name}`)) return true;
  return false;
}
