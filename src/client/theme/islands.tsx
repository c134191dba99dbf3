// A page's components (islands) in its HTML: each is its own React root, rendered on the server and
// hydrated in the browser. A component's children (the Markdown between its tags) are HTML, handed to it
// as an element that holds that HTML and, once mounted, the islands inside it: so a component wraps
// Markdown, components nest, and hydrating one never re-creates (or wipes) its children's HTML.
import {
  createContext,
  createElement,
  useContext,
  useLayoutEffect,
  useRef,
  type ComponentType,
  type ReactElement,
} from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loaders } from 'bookdocs:components';
import { DEV_ISLANDS_EVENT, DEV_ISLANDS_GLOBAL, type DevIslandLoaders } from '../../shared/dev-protocol.js';
import type { ComponentRef } from '../../shared/types.js';

type IslandLoader = (typeof loaders)[string];

/**
 * The loader of component `name`: the one the dev server's browser module registered for its newest
 * code (a Vue island edited under `bookdocs dev`, src/client/dev/client.ts), else the bundle's own.
 * A built site never registers any.
 */
function loaderOf(name: string): IslandLoader | undefined {
  const dev = (window as unknown as Record<string, DevIslandLoaders | undefined>)[DEV_ISLANDS_GLOBAL];
  return (dev?.[name] as IslandLoader | undefined) ?? loaders[name];
}

/**
 * On the server: the HTML of islands' children (as written, placeholders) → that HTML with its islands
 * rendered. In the browser there is none: the server's DOM is kept.
 */
export const RenderedChildren = createContext<ReadonlyMap<string, string> | undefined>(undefined);

export interface IslandChildrenProps {
  html: string;
  components: ComponentRef[];
  inline: boolean;
  /** A change of the HTML before it is shown (e.g. FileTree marking folders), the same on server and browser. */
  transform?: (html: string) => string;
  /**
   * What mounts the islands of an element (mountIslands): for a Vue island's slots, whose chunk must
   * not import this module (its loaders name every island's chunk, so their chunks would change with
   * any of them, src/server/dev/vue-code.ts).
   */
  mount?: typeof mountIslands;
}

/** The element a component gets as `children`: its Markdown's HTML, with the islands in it mounted. */
export function IslandChildren({ html: written, components, inline, transform }: IslandChildrenProps) {
  const rendered = useContext(RenderedChildren)?.get(written) ?? written;
  const html = transform ? transform(rendered) : rendered;
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => (ref.current ? mountIslands(ref.current, components, 'auto') : undefined), [html, components]);
  // On the server `html` has its islands rendered, in the browser they are placeholders: the DOM the
  // server made is kept (React does not rewrite inner HTML when hydrating), and its islands hydrated.
  return createElement(inline ? 'span' : 'div', {
    ref,
    'data-bd-children': '',
    style: { display: 'contents' },
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: html },
  });
}

/** The island `ref` as a React element, with `children` (the HTML of its Markdown) when it has them. */
export function islandElement(
  Component: ComponentType<Record<string, unknown>>,
  ref: ComponentRef,
  components: ComponentRef[],
  inline: boolean,
): ReactElement {
  if (ref.children === undefined) return <Component {...ref.props} />;
  return (
    <Component {...ref.props}>
      <IslandChildren html={ref.children} components={components} inline={inline} mount={mountIslands} />
    </Component>
  );
}

/** The islands `container` holds itself (not those inside another island's children). */
function ownIslands(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('[data-bd-island]')].filter((node) => {
    const owner = node.parentElement?.closest('[data-bd-children]');
    return owner ? owner === container : true;
  });
}

/**
 * Renders (or, with `hydrate`, hydrates; 'auto': where the server's HTML is there) the islands of
 * `container`; returns what unmounts them.
 */
export function mountIslands(
  container: HTMLElement,
  components: ComponentRef[],
  hydrate: boolean | 'auto',
): () => void {
  const roots = new Map<HTMLElement, Root>();
  /** The code each island was mounted with (its loader). */
  const code = new Map<HTMLElement, IslandLoader>();
  let cancelled = false;
  const mount = (node: HTMLElement, ref: ComponentRef, load: IslandLoader, server: boolean) => {
    code.set(node, load);
    void load().then(({ default: Component }) => {
      if (cancelled) return;
      const element = islandElement(Component, ref, components, node.tagName === 'SPAN');
      // An island dropped while it still hydrates (the page changed under it: a quick navigation, a
      // dev update) makes React report that its root was updated before it hydrated: no error of the
      // page's, so not reported once the island is dropped.
      if (server) {
        const root: Root = hydrateRoot(node, element, {
          onRecoverableError: (error) => {
            if (!cancelled && roots.get(node) === root) reportError(error);
          },
        });
        roots.set(node, root);
      } else {
        const root = createRoot(node);
        root.render(element);
        roots.set(node, root);
      }
    });
  };
  const islands: [HTMLElement, ComponentRef][] = [];
  for (const node of ownIslands(container)) {
    const ref = components[Number(node.dataset.bdIsland)];
    const load = ref && loaderOf(ref.name);
    if (!ref || !load) continue;
    islands.push([node, ref]);
    mount(node, ref, load, hydrate === 'auto' ? node.hasChildNodes() : hydrate);
  }
  // Under `bookdocs dev`: islands whose code changed mount again with it, the others are left as they
  // are, and so are those mounted with it already (by the page's new view that brought it).
  const onNewCode = (event: Event) => {
    const names = (event as CustomEvent<string[]>).detail;
    for (const [node, ref] of islands) {
      const load = loaderOf(ref.name);
      if (cancelled || !names.includes(ref.name) || !load || code.get(node) === load) continue;
      roots.get(node)?.unmount();
      roots.delete(node);
      node.replaceChildren();
      mount(node, ref, load, false);
    }
  };
  if (islands.length) window.addEventListener(DEV_ISLANDS_EVENT, onNewCode);
  return () => {
    cancelled = true;
    window.removeEventListener(DEV_ISLANDS_EVENT, onNewCode);
    // Unmount after React has finished this commit.
    const old = [...roots.values()];
    roots.clear();
    queueMicrotask(() => old.forEach((r) => r.unmount()));
  };
}
