// The documentation in a twoslash card (a declaration's JSDoc) is Markdown: shown rendered, as
// VitePress's cards show it, not as its source (Vue Router's `@example` blocks showed their
// ``` fences and <script setup> as text). Raw HTML in it is left out; code blocks stay plain.
import type { ElementContent } from 'hast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';

/** A card's documentation block, as HTML elements. */
export function docsMarkdown(markdown: string): ElementContent[] {
  const tree = toHast(fromMarkdown(markdown));
  return tree.type === 'root' ? (tree.children as ElementContent[]) : [tree as ElementContent];
}

/** A tag's text in a card (`@param x the …`): its Markdown's inline content, without the paragraph around it. */
export function inlineDocsMarkdown(markdown: string): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of docsMarkdown(markdown)) {
    if (node.type === 'element' && node.tagName === 'p') out.push(...node.children);
    else if (node.type !== 'text' || node.value.trim()) out.push(node);
  }
  return out;
}
