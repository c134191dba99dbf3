// VuePress/VitePress container syntax → generic directive syntax, line by line, keeping line numbers.
//   `::: tip Title`      → `:::tip[Title]`
//   `:::tip 说明`         → `:::tip[说明]`
//   `::: code-tabs#shell` → `:::code-tabs{#shell}`
//   `::: details Title {open}` → `:::details[Title]{open}` (VitePress: shown open)
//   `::: warning Title {#id .class}` → `:::warning[Title]{#id .class}` (markdown-it-attrs on the container)
//   `@tab pnpm` (inside a tabs container) → `::tab[pnpm]`
// Fenced code is left alone.
import { fenceTracker } from './fences.js';

const OPEN = /^(\s{0,3})(:{3,})\s*([A-Za-z][\w-]*)(#[\w-]+)?(?:\s+(.*?))?\s*$/;
const CLOSE = /^\s{0,3}(:{3,})\s*$/;
/** `{open}`, `{#id}`, `{.class}` and their mixes at the end of the line (after the title, or alone). */
const ATTRIBUTES = /(?:^|\s+)\{\s*((?:(?:open|[#.][^\s{}#.="'<>`]+)\s*)+)\}$/;
const TAB = /^(\s{0,3})@tab(?::active)?\s+(.*?)\s*$/;

function escapeLabel(s: string): string {
  return s.replace(/[\\[\]]/g, (c) => `\\${c}`);
}

export function preprocessContainers(source: string): string {
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
      const attrs = rest ? ATTRIBUTES.exec(rest) : null;
      const title = attrs ? rest!.slice(0, attrs.index) : rest;
      const attributes = [id, attrs?.[1]!.trim()].filter(Boolean).join(' ');
      lines[i] =
        `${indent}${colons}${name}${title ? `[${escapeLabel(title)}]` : ''}${attributes ? `{${attributes}}` : ''}`;
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
