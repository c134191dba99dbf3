// A Vue component as a React island (the browser's chunk of one of a project's Vue components): it
// keeps the HTML the server rendered and hydrates it with Vue, its own app per island, or mounts it
// where there is none (a page reached by a client-side navigation). Vue and the component load with
// this chunk only, on the pages that use it.
import { createElement, isValidElement, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createApp, createSSRApp, type Component } from 'vue';
import type { ComponentRef } from '../../shared/types.js';
import type { mountIslands } from '../theme/islands.js';
import { vueRoot } from './vue-root.js';

interface IslandChildren {
  html?: string;
  components: ComponentRef[];
  inline: boolean;
  /** What mounts the islands in its slots; handed over, not imported (see IslandChildrenProps.mount). */
  mount?: typeof mountIslands;
}

/** The HTML of the island's Markdown, the page's islands, and whether it is inline, from the element React islands get as children (islands.tsx). */
function childrenOf(children: ReactNode): IslandChildren {
  if (!isValidElement<{ html?: unknown; inline?: unknown; components?: unknown; mount?: unknown }>(children))
    return { components: [], inline: false };
  const { html, inline, components, mount } = children.props;
  return {
    ...(typeof html === 'string' && { html }),
    components: Array.isArray(components) ? (components as ComponentRef[]) : [],
    inline: inline === true,
    ...(typeof mount === 'function' && { mount: mount as typeof mountIslands }),
  };
}

/** The slots' elements of the Vue island in `el` (not those of an island inside a slot). */
function slotContainers(el: HTMLElement): HTMLElement[] {
  return [...el.querySelectorAll<HTMLElement>('[data-bd-children]')].filter((node) => {
    const owner = node.parentElement?.closest('[data-bd-children]');
    return !owner || !el.contains(owner);
  });
}

/** The React component standing for `component` in a page. */
export function vueIsland(component: Component) {
  const isVuePage = (component as { __bdVuePage?: boolean }).__bdVuePage === true;
  return function VueIsland({ children, ...props }: { children?: ReactNode } & Record<string, unknown>) {
    const ref = useRef<HTMLElement>(null);
    const { html, inline, components, mount } = childrenOf(children);
    useLayoutEffect(() => {
      const el = ref.current;
      if (!el) return undefined;
      const root = vueRoot(component, props, html, inline);
      const app = el.hasChildNodes() ? createSSRApp(root) : createApp(root);
      app.mount(el);
      // The islands inside its slots (a component in a component's Markdown): mounted as the page's are.
      // (A Vue page's template has no slots.)
      const nested = isVuePage || !mount ? [] : slotContainers(el).map((slot) => mount(slot, components, 'auto'));
      return () => {
        nested.forEach((unmount) => unmount());
        app.unmount();
      };
      // Props come from the page's data: a new page is a new island.
    }, [html, inline]);
    // The server's HTML is Vue's: React leaves it as it is (an empty innerHTML is not written when hydrating).
    return createElement(inline ? 'span' : 'div', {
      ref,
      'data-bd-vue': '',
      style: { display: 'contents' },
      suppressHydrationWarning: true,
      dangerouslySetInnerHTML: { __html: '' },
    });
  };
}
