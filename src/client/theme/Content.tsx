// The page's Markdown HTML, and the React components (islands) embedded in it.
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { ComponentRef } from '../../shared/types.js';
import { CONTENT_ELEMENT_ID } from '../data.js';
import { mountIslands } from './islands.js';

/** Set by main.tsx for the first render: the islands in the server HTML are hydrated, not re-created. */
let hydrating = true;

export function Content({ html, components }: { html: string; components: ComponentRef[] }) {
  const ref = useRef<HTMLDivElement>(null);
  // The islands mount again when the page's content changes, not for every new copy of the same
  // content (a page fetched again under `bookdocs dev`, a view pushed that left them as they were):
  // they keep their state, and a Vue page's edit mounts its island once.
  const key = JSON.stringify(components);
  const shown = useMemo(() => components, [key]);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !shown.length) {
      hydrating = false;
      return;
    }
    const hydrate = hydrating;
    hydrating = false;
    return mountIslands(el, shown, hydrate);
  }, [html, shown]);
  return <div id={CONTENT_ELEMENT_ID} ref={ref} className="bd-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
