// Graphviz's SVG made fit to sit inside a page: no XML prolog, doctype or comments; its default black
// strokes and text and its white background follow the page's colours (currentColor, so dark mode
// turns them light); links that would run script dropped. Graphviz writes this SVG itself, in one
// known shape (it escapes every label), so its attributes are read as it writes them.

/** `<?xml …?>`, `<!DOCTYPE …>` and `<!-- … -->` (Graphviz's version and the names of nodes and edges). */
const PREAMBLE = /<\?xml[^>]*\?>|<!DOCTYPE[^>]*>|<!--[\s\S]*?-->/g;
/** The page-sized background polygon Graphviz draws first in the graph: white by default. */
const BACKGROUND = /(<g id="graph0" class="graph"[^>]*>\s*<polygon fill=")white(")/;
const BLACK = /\b(fill|stroke)="black"/g;
/** `<text` without a fill of its own is black in SVG. */
const TEXT_WITHOUT_FILL = /<text(?![^>]*\sfill=)/g;
/** A link (`URL`, `href` attributes) to a `javascript:` (or `data:`, `vbscript:`) address. */
const SCRIPT_LINK = /\s(?:xlink:)?href="\s*(?:javascript|vbscript|data):[^"]*"/gi;

/** The SVG Graphviz wrote, themed and ready to inline. */
export function themeSvg(svg: string): string {
  return svg
    .replace(PREAMBLE, '')
    .replace(BACKGROUND, '$1transparent$2')
    .replace(BLACK, '$1="currentColor"')
    .replace(TEXT_WITHOUT_FILL, '<text fill="currentColor"')
    .replace(SCRIPT_LINK, '')
    .trim();
}

const ENTITY = /&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The words the graph shows (its labels), for search. */
export function svgText(svg: string): string {
  const words: string[] = [];
  for (const m of svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)) {
    words.push(
      m[1]!.replace(ENTITY, (_, dec: string, hex: string, name: string) =>
        dec
          ? String.fromCodePoint(Number(dec))
          : hex
            ? String.fromCodePoint(parseInt(hex, 16))
            : NAMED[name.toLowerCase()]!,
      ),
    );
  }
  return words.join(' ');
}
