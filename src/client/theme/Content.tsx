// The page's Markdown HTML, and the React components (islands) embedded in it.
import { useLayoutEffect, useRef } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loaders } from 'bookdocs:components';
import type { ComponentRef } from '../../shared/types.js';
import { CONTENT_ELEMENT_ID } from '../data.js';

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
    const roots: Root[] = [];
    let cancelled = false;
    const hydrate = hydrating;
    hydrating = false;
    el.querySelectorAll<HTMLElement>('[data-bd-island]').forEach((node) => {
      const ref = components[Number(node.dataset.bdIsland)];
      const load = ref && loaders[ref.name];
      if (!ref || !load) return;
      void load().then(({ default: Component }) => {
        if (cancelled) return;
        const element = <Component {...ref.props} />;
        roots.push(hydrate ? hydrateRoot(node, element) : createRoot(node));
        if (!hydrate) roots[roots.length - 1]!.render(element);
      });
    });
    return () => {
      cancelled = true;
      // Unmount after React has finished this commit.
      const old = roots.splice(0);
      queueMicrotask(() => old.forEach((r) => r.unmount()));
    };
  }, [html, components]);
  return <div id={CONTENT_ELEMENT_ID} ref={ref} className="bd-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
