// VuePress/VitePress container syntax → generic directive syntax, line by line, keeping line numbers.
//   `::: tip Title`      → `:::tip[Title]`
//   `:::tip 说明`         → `:::tip[说明]`
//   `::: code-tabs#shell` → `:::code-tabs{#shell}`
//   `::: details Title {open}` → `:::details[Title]{open}` (VitePress: shown open)
//   `::: warning Title {#id .class}` → `:::warning[Title]{#id .class}` (markdown-it-attrs on the container,
//   with the page's delimiters: `%{.class}%` too; none when attributes are off)
//   `::: tip Title {no-title}` → `:::tip{no-title}` (VitePress: no title; a details keeps its summary)
//   `@tab pnpm` (inside a tabs container) → `::tab[pnpm]`
// Fenced code is left alone.
import { DEFAULT_ATTRIBUTES, type AttributeSyntax } from './attribute-syntax.js';
import { fenceTracker } from './fences.js';

const OPEN = /^(\s{0,3})(:{3,})\s*([A-Za-z][\w-]*)(#[\w-]+)?(?:\s+(.*?))?\s*$/;
const CLOSE = /^\s{0,3}(:{3,})\s*$/;
/** `no-title` among a container's attributes. */
const NO_TITLE = /(?:^|\s)no-title(?=\s|$)/;
const TAB = /^(\s{0,3})@tab(?::active)?\s+(.*?)\s*$/;

function escapeLabel(s: string): string {
  return s.replace(/[\\[\]]/g, (c) => `\\${c}`);
}

/** `attributes`: the page's attribute syntax (`{…}` by default), null when attributes are off. */
export function preprocessContainers(source: string, attributes: AttributeSyntax | null = DEFAULT_ATTRIBUTES): string {
  if (!source.includes(':::')) return source;
  const lines = source.split('\n');
  const inFence = fenceTracker();
  const open: { colons: number; name: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (inFence(line)) continue;
    const close = CLOSE.exec(line);
    if (close) {
      const n = close[1]!.length;
      for (let j = open.length - 1; j >= 0; j--) {
        if (open[j]!.colons <= n) {
          open.length = j;
          break;
        }
      }
      continue;
    }
    const m = OPEN.exec(line);
    if (m) {
      const [, indent, colons, name, id, rest] = m;
      open.push({ colons: colons!.length, name: name! });
      const attrs = rest && attributes ? attributes.container.exec(rest) : null;
      const given = attrs?.[1]!.trim();
      // A container without its title shows none: its text is not the page's either.
      const title =
        given && name !== 'details' && NO_TITLE.test(given) ? '' : attrs ? rest!.slice(0, attrs.index) : rest;
      const all = [id, given].filter(Boolean).join(' ');
      lines[i] = `${indent}${colons}${name}${title ? `[${escapeLabel(title)}]` : ''}${all ? `{${all}}` : ''}`;
      continue;
    }
    const top = open[open.length - 1];
    if (top && /^(code-)?tabs$/.test(top.name)) {
      const t = TAB.exec(line);
      // The indent is kept: a tab of a container in a list item stays in the item.
      if (t) lines[i] = `${t[1]}::tab[${escapeLabel(t[2]!)}]`;
    }
  }
  return lines.join('\n');
}
