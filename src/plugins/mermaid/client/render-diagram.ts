// Mermaid, loaded on first use from its own lazy chunks, and one diagram drawn at a time: Mermaid's
// configuration (the theme) is global, so each drawing sets it and draws before the next one starts.
import type { Mermaid } from 'mermaid';

export type DiagramTheme = 'dark' | 'default';

let loading: Promise<Mermaid> | undefined;
let queue: Promise<unknown> = Promise.resolve();
let drawn = 0;

function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid').then((m) => m.default);
  // A failed download can be tried again by the next diagram.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** A drawing no longer wanted when its turn came (its diagram was unmounted or redrawn). */
export class Skipped extends Error {}

/**
 * The SVG of a diagram in a theme; rejects with Mermaid's message when the source has an error.
 * `wanted()` is asked when the drawing's turn comes: false skips it (rejects with Skipped).
 */
export function renderDiagram(code: string, theme: DiagramTheme, wanted: () => boolean): Promise<string> {
  const run = queue.then(async () => {
    if (!wanted()) throw new Skipped();
    const mermaid = await loadMermaid();
    // suppressErrorRendering: a broken diagram throws instead of drawing Mermaid's "bomb" picture.
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme, suppressErrorRendering: true });
    // Every drawing gets an id of its own: the SVG's styles are scoped to it, and several diagrams
    // (or an old drawing kept on screen while the new one is drawn) share the page.
    const { svg } = await mermaid.render(`bd-mermaid-${++drawn}`, code);
    return svg;
  });
  queue = run.catch(() => undefined);
  return run;
}

/** What to show of a drawing's failure. */
export function errorMessage(err: unknown): string {
  const text = err instanceof Error ? err.message : typeof err === 'string' ? err : JSON.stringify(err);
  return text || 'unknown error';
}
