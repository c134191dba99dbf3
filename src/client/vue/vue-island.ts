// A Vue component as a React island (the browser's chunk of one of a project's Vue components): it
// keeps the HTML the server rendered and hydrates it with Vue, its own app per island, or mounts it
// where there is none (a page reached by a client-side navigation). Vue and the component load with
// this chunk only, on the pages that use it.
import { createElement, isValidElement, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createApp, createSSRApp, type Component } from 'vue';
import { vueRoot } from './vue-root.js';

/** The HTML of the island's Markdown, and whether it is inline, from the element React islands get as children (islands.tsx). */
function childrenOf(children: ReactNode): { html?: string; inline: boolean } {
  if (!isValidElement<{ html?: unknown; inline?: unknown }>(children)) return { inline: false };
  const { html, inline } = children.props;
  return { ...(typeof html === 'string' && { html }), inline: inline === true };
}

/** The React component standing for `component` in a page. */
export function vueIsland(component: Component) {
  return function VueIsland({ children, ...props }: { children?: ReactNode } & Record<string, unknown>) {
    const ref = useRef<HTMLElement>(null);
    const { html, inline } = childrenOf(children);
    useLayoutEffect(() => {
      const el = ref.current;
      if (!el) return undefined;
      const root = vueRoot(component, props, html, inline);
      const app = el.hasChildNodes() ? createSSRApp(root) : createApp(root);
      app.mount(el);
      return () => app.unmount();
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
