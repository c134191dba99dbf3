// vitepress-plugin-tabs syntax → bookdocs' tabs, before the container pass (preprocess.ts):
//
//   ::: tabs key:provider        ::: tabs#provider
//   == Playwright           →    ::tab[Playwright]
//   …                            …
//   == WebdriverIO               ::tab[WebdriverIO]
//   :::                          :::
//
// As that plugin reads it (on markdown-it-container): a tab runs from its `==` line to the next line
// of as many `=` (nested tabs use another count: `===` outside, `==` inside), and a container left
// open in a tab, or in any container, ends where its parent's part ends. micromark closes a container
// at the first fence as long as its opening, outermost first, and never at a tab; so on a page with
// such tabs every container's fences are renumbered by its depth (the innermost `:::`, each level
// around it one more), and a container a tab ends is closed on the blank line next to that tab's
// marker. Pages without these tabs are returned as they were.
import { fenceTracker } from './fences.js';

const OPEN = /^(\s{0,3})(:{3,})(\s*)([A-Za-z][\w-]*)(.*)$/;
const CLOSE = /^(\s{0,3})(:{3,})\s*$/;
const MARKER = /^(\s{0,3})(={2,})(?!=)\s*(.*?)\s*$/;
/** A tabs container and a tab marker somewhere: only then is the page looked at. */
const MAY_HAVE = /^\s{0,3}:{3,}\s*tabs\b[^\n]*\n(?:[^\n]*\n)*?\s{0,3}={2,}[^=]/m;

interface Container {
  open: number;
  /** Its closing fence's line; null when its parent's part ends it. */
  close: number | null;
  children: Container[];
  /** Its depth from the innermost container in it (0: none inside). */
  height: number;
}

interface Scan {
  lines: string[];
  inFence: boolean[];
  /** Marker lines: their label and the tabs' indentation. */
  markers: Map<number, { indent: string; label: string }>;
  /** Marker lines before which a tab's open containers must close: the outermost of them. */
  endsAtMarker: Map<number, Container>;
}

export function pluginTabs(source: string): string {
  if (!MAY_HAVE.test(source)) return source;
  const lines = source.split('\n');
  const track = fenceTracker();
  const scan: Scan = { lines, inFence: lines.map((l) => track(l)), markers: new Map(), endsAtMarker: new Map() };
  const roots = containersIn(scan, 0, lines.length, false);
  if (!scan.markers.size) return source;
  const out = [...lines];
  const renumber = (c: Container) => {
    const colons = ':'.repeat(3 + c.height);
    const open = OPEN.exec(lines[c.open]!)!;
    const [, indent, , space, name, rest] = open;
    const key = name === 'tabs' ? /(?:^|\s)key:([\w-]+)/.exec(rest!)?.[1] : undefined;
    out[c.open] =
      name === 'tabs' ? `${indent}${colons} tabs${key ? `#${key}` : ''}` : `${indent}${colons}${space}${name}${rest}`;
    if (c.close !== null) out[c.close] = `${CLOSE.exec(lines[c.close]!)![1]}${colons}`;
    c.children.forEach(renumber);
  };
  roots.forEach(renumber);
  const extra = new Map<number, string>();
  const blank = (i: number) => i >= 0 && i < lines.length && !lines[i]!.trim() && !scan.markers.has(i);
  for (const [line, { indent, label }] of scan.markers) {
    const tab = `${indent}::tab[${label.replace(/[\\[\]]/g, (c) => `\\${c}`)}]`;
    const ended = scan.endsAtMarker.get(line);
    // What goes before the tab: the fence that closes what its marker ends, or a blank line when
    // the line before could run on into it (a paragraph, an HTML block): markdown-it's tab ends there.
    const before = ended ? `${indent}${':'.repeat(3 + ended.height)}` : startsBlock(scan, line) ? undefined : '';
    if (before === undefined) out[line] = tab;
    // On a blank line next to the marker, so every line keeps its number; else one line is added.
    else if (blank(line - 1)) [out[line - 1], out[line]] = [before, tab];
    else if (blank(line + 1)) [out[line], out[line + 1]] = [before, tab];
    else {
      out[line] = before;
      extra.set(line, tab);
    }
  }
  if (!extra.size) return out.join('\n');
  return out.map((l, i) => (extra.has(i) ? `${l}\n${extra.get(i)}` : l)).join('\n');
}

/** The containers opened in lines [from, to) outside nested ones; in a tabs container (`tabs`), its tabs too. */
function containersIn(scan: Scan, from: number, to: number, tabs: boolean): Container[] {
  const { lines, inFence } = scan;
  const found: Container[] = [];
  let i = from;
  if (tabs) {
    // The part before the first tab, then each tab up to the next marker of its count.
    const first = nextMarker(scan, from, to);
    if (first !== -1) {
      found.push(...containersIn(scan, from, first, false));
      for (let m = first; m !== -1 && m < to;) {
        const marker = MARKER.exec(lines[m]!)!;
        scan.markers.set(m, { indent: marker[1]!, label: marker[3]! });
        const end = nextMarker(scan, m + 1, to, marker[2]!.length);
        const stop = end === -1 ? to : end;
        const inTab = containersIn(scan, m + 1, stop, false);
        const open = inTab.at(-1);
        if (end !== -1 && open && open.close === null) scan.endsAtMarker.set(end, open);
        found.push(...inTab);
        m = end;
      }
      return found;
    }
  }
  while (i < to) {
    const m = inFence[i] ? null : OPEN.exec(lines[i]!);
    if (!m) {
      i++;
      continue;
    }
    const colons = m[2]!.length;
    let close: number | null = null;
    for (let j = i + 1; j < to; j++) {
      const c = inFence[j] ? null : CLOSE.exec(lines[j]!);
      if (c && c[2]!.length >= colons) {
        close = j;
        break;
      }
    }
    const end = close ?? to;
    const children = containersIn(scan, i + 1, end, m[4] === 'tabs');
    found.push({
      open: i,
      close,
      children,
      height: children.length ? 1 + Math.max(...children.map((c) => c.height)) : 0,
    });
    i = close === null ? to : close + 1;
  }
  return found;
}

/** Whether a block can start on `line`: the line before it ends one (blank, a fence, a tab marker). */
function startsBlock(scan: Scan, line: number): boolean {
  if (line === 0) return true;
  const prev = scan.lines[line - 1]!;
  if (!prev.trim() || scan.markers.has(line - 1)) return true;
  // A marker is never inside fenced code: a fenced line before it is the fence's closing line.
  if (scan.inFence[line - 1]) return true;
  return OPEN.test(prev) || CLOSE.test(prev);
}

/** The next marker line in [from, to): any count, or `count` `=` exactly. -1: none. */
function nextMarker(scan: Scan, from: number, to: number, count?: number): number {
  for (let i = from; i < to; i++) {
    if (scan.inFence[i]) continue;
    const m = MARKER.exec(scan.lines[i]!);
    if (m && (count === undefined || m[2]!.length === count)) return i;
  }
  return -1;
}
