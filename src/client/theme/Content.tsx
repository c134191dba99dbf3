// The page's Markdown HTML, and the React components (islands) embedded in it.
import { useLayoutEffect, useRef } from 'react';
import type { ComponentRef } from '../../shared/types.js';
import { CONTENT_ELEMENT_ID } from '../data.js';
import { mountIslands } from './islands.js';

/** Set by main.tsx for the first render: the islands in the server HTML are hydrated, not re-created. */
let hydrating = true;

export function Content({ html, components }: { html: string; components: ComponentRef[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !components.length) {
      hydrating = false;
      return;
    }
    const hydrate = hydrating;
    hydrating = false;
    return mountIslands(el, components, hydrate);
  }, [html, components]);
  return <div id={CONTENT_ELEMENT_ID} ref={ref} className="bd-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
