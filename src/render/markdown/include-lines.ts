// Choosing the lines an include or snippet takes from a file: line ranges, frontmatter, #regions (in
// the comment styles VitePress knows) and, as a fallback, the section under a heading; indentation.
import { headingAttributes } from './heading-attributes.js';
import { Slugger, type Slugify } from './slug.js';
import type { AttributeSyntax } from './attribute-syntax.js';
import { isEmojiName } from './emoji.js';
import { fenceTracker } from './fences.js';

/** Lines start..end (1-based, inclusive), clamped to the file; undefined when that selects nothing. */
export function selectRange(lines: string[], start: number, end: number): string[] | undefined {
  const from = Math.max(1, start);
  const to = Math.min(lines.length, end);
  return from > to ? undefined : lines.slice(from - 1, to);
}

export function dropFrontmatter(lines: string[]): string[] {
  if (lines[0]?.trimEnd() !== '---') return lines;
  for (let i = 1; i < lines.length; i++) {
    const l = lines[i]!.trimEnd();
    if (l === '---' || l === '...') return lines.slice(i + 1);
  }
  return lines;
}

export function indent(lines: string[], pad: string): string[] {
  return pad ? lines.map((l) => (l ? pad + l : l)) : lines;
}

export function dedent(lines: string[]): string[] {
  let min = Infinity;
  for (const line of lines) {
    const n = /^[ \t]*/.exec(line)![0].length;
    if (n < line.length) min = Math.min(min, n);
  }
  return min === Infinity || min === 0 ? lines : lines.map((l) => l.slice(min));
}

// VS Code region markers, in the comment styles VitePress reads; the hash is optional where VitePress
// makes it so. Capture: 1 = `end` or '' , 2 = the name.
const MARKERS: RegExp[] = [
  /^\s*<!--\s*#?((?:end)?)region\b\s*(.*?)\s*-->\s*$/, // Markdown, HTML, Vue templates
  /^\s*\/\/\s*#?((?:end)?)region\b\s*(.*?)\s*$/, // JavaScript, TypeScript, Go, Rust, Java, C#…
  /^\s*\/\*\s*#((?:end)?)region\b\s*(.*?)\s*\*\/\s*$/, // CSS, Less, SCSS
  /^\s*#\s*(?:pragma\s+)?((?:[eE]nd ?)?)[rR]egion\b\s*(.*?)\s*$/, // Python, shell, YAML, C#, C/C++, VB
];

export function regionMarker(line: string): { end: boolean; name: string; style: number } | undefined {
  if (!/region/i.test(line)) return undefined;
  for (let style = 0; style < MARKERS.length; style++) {
    const m = MARKERS[style]!.exec(line);
    if (m) return { end: m[1] !== '', name: m[2]!.replace(/^"(.*)"$/, '$1'), style };
  }
  return undefined;
}

/**
 * The regions named `name`, in order, as [start, end) line indexes without their markers. A named end
 * closes the innermost open region of that name, an unnamed one the innermost of its comment style;
 * nested regions of the same name give the outer one.
 */
export function findRegions(lines: string[], name: string): { start: number; end: number; style: number }[] {
  const regions: { start: number; end: number; style: number }[] = [];
  const open: { name: string; start: number; style: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const marker = regionMarker(lines[i]!);
    if (!marker) continue;
    if (!marker.end) {
      open.push({ name: marker.name, start: i + 1, style: marker.style });
      continue;
    }
    let j = open.length - 1;
    while (j >= 0 && (marker.name ? open[j]!.name !== marker.name : open[j]!.style !== marker.style)) j--;
    if (j < 0) continue;
    const closed = open[j]!;
    open.length = j;
    if (closed.name === name && !open.some((r) => r.name === name))
      regions.push({ start: closed.start, end: i, style: closed.style });
  }
  return regions;
}

const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;

/**
 * VitePress's fallback for `#name`: the section under the ATX heading whose id is `name` (`{#id}` or
 * the slug of its text, as the page would give it), up to the next heading of the same or a higher level.
 */
export function headingSection(
  lines: string[],
  id: string,
  slugify?: Slugify,
  attributes?: AttributeSyntax | null,
): [number, number] | undefined {
  const slugger = new Slugger(slugify);
  const inFence = fenceTracker();
  let found: { level: number; index: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (inFence(line)) continue;
    const h = ATX.exec(line);
    if (!h) continue;
    const level = h[1]!.length;
    if (found) {
      if (level <= found.level) return [found.index + 1, i];
      continue;
    }
    let text = h[2] ?? '';
    const given = headingAttributes(text, attributes);
    if (given) text = text.slice(0, given.index);
    const custom = given?.id;
    if (custom !== undefined) slugger.reserve(custom);
    const headingId = custom ?? slugger.slug(plainText(text));
    if (headingId === id) found = { level, index: i };
  }
  return found ? [found.index + 1, lines.length] : undefined;
}

/**
 * A heading's text as the page slugs it, near enough: links and images give their text, emoji
 * shortcodes give nothing (see notInSlug in slug.ts).
 */
function plainText(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/:([\w+-]+):/g, (all, name: string) => (isEmojiName(name) ? '' : all))
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
