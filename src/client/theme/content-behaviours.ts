// What the content's HTML gets once it is shown: copy buttons on code blocks, zoomable images and the
// overflow marks of wide tables. None of it is needed for the first paint, so this module is a chunk
// of its own that the layout loads after hydration (use-content-behaviours.ts), out of the entry.
import { addCopyButtons } from './copy-code.js';
import { bindImageZoom } from './image-zoom.js';
import { watchTableScroll } from './table-scroll.js';

export interface ContentBehaviourOptions {
  labels: { copyCode: string; copied: string };
  /** The <html> lang, for the copy button's words inside content marked as another language. */
  themeLang?: string;
}

/** Binds them all to the content shown now; returns what unbinds them. */
export function bindContentBehaviours({ labels, themeLang }: ContentBehaviourOptions): () => void {
  // Table marks first: they are measured as soon as the tables are laid out.
  const stops = [watchTableScroll(), addCopyButtons(labels, themeLang), bindImageZoom()];
  return () => {
    for (const stop of stops) stop?.();
  };
}
