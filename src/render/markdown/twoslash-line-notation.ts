// VitePress's `// [!code ++]` notation in a block twoslash checked: read from each rendered line, as
// Shiki's notation transformers read it after twoslash has run (twoslash takes lines out and adds
// query lines, so the lines of the code as written cannot be counted on). The marker leaves the
// line's last tokens; the line gets the notation's classes and the `<pre>` its own.
import type { Element, ElementContent, Text } from 'hast';
import { NOTATION_HINT, parseNotation } from './code-notation.js';

/** Whether `el` is a token's type card (its text is not the line's: it may span lines of its own). */
function isCard(el: Element): boolean {
  const c = el.properties.className ?? el.properties.class;
  const classes = Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(/\s+/) : [];
  return classes.includes('twoslash-popup-container');
}

/** A rendered line's text nodes, in order, without those of its tokens' type cards. */
function textNodes(node: Element | ElementContent, out: Text[] = []): Text[] {
  if (node.type === 'text') out.push(node);
  else if (node.type === 'element' && !isCard(node)) for (const child of node.children) textNodes(child, out);
  return out;
}

/**
 * Take a marker at the end of a rendered line (`foo() // [!code ++]`) out of its tokens. Returns the
 * classes the line gets and the `<pre>`'s (each with a space before it), or undefined when the line
 * has no marker at its end (a marker on a line of its own, or inside a line, is left as it is).
 */
export function takeLineNotation(line: Element): { classes: string[]; pre: string } | undefined {
  const texts = textNodes(line);
  const text = texts.map((t) => t.value).join('');
  if (!text.includes(NOTATION_HINT)) return undefined;
  const notation = parseNotation(text);
  const shown = notation?.lines.length === 1 ? notation.lines[0]! : undefined;
  if (!notation || !shown || !text.startsWith(shown.text)) return undefined;
  // Trim the marker (and the comment it leaves empty) from the end of the line's text.
  let cut = text.length - shown.text.length;
  for (let i = texts.length - 1; i >= 0 && cut > 0; i--) {
    const node = texts[i]!;
    const take = Math.min(cut, node.value.length);
    node.value = node.value.slice(0, node.value.length - take);
    cut -= take;
  }
  return { classes: shown.classes, pre: notation.pre };
}
