// The root a Vue island renders, the same on the server (vue-server-render.ts) and in the browser
// (vue-island.ts), so hydration matches: the component with its props, and each slot as an element
// holding the HTML of its Markdown (`display: contents`, like a React island's children). A Vue page
// (render/vue/vue-page.ts) is its component, its Markdown's HTML compiled into its render function at
// build time, and its props are the page's data, which `useData()` reads (vitepress-data.ts).
import { getCurrentInstance, h, provide, type Component, type VNode } from 'vue';
import { VUE_ISLAND_DATA } from '../../shared/vue-page-name.js';
import { vueSlots } from '../../shared/vue-slots.js';
import { VITEPRESS_DATA } from './vitepress-data.js';

const isVuePage = (component: Component): boolean => (component as { __bdVuePage?: boolean }).__bdVuePage === true;

/** `children`: the HTML of the Markdown between the island's tags; `inline`: the island is in phrasing content. */
export function vueRoot(
  component: Component,
  props: Record<string, unknown>,
  children: string | undefined,
  inline: boolean,
): Component {
  if (isVuePage(component)) {
    return {
      name: 'BookdocsVuePage',
      setup() {
        provide(VITEPRESS_DATA, props);
        // What VitePress gives every page's template: `$frontmatter` and `$params` (one app per island).
        const globals = getCurrentInstance()!.appContext.config.globalProperties;
        globals.$frontmatter = props.frontmatter ?? {};
        globals.$params = {};
        return () => h(component);
      },
    };
  }
  // Its page's data, for `useData()` (render/page/vue-page-island.ts), is not one of its props.
  const { [VUE_ISLAND_DATA]: data, ...own } = props;
  const slots: Record<string, () => VNode> = {};
  for (const [name, html] of Object.entries(children === undefined ? {} : vueSlots(children)))
    slots[name] = () =>
      h(inline ? 'span' : 'div', { 'data-bd-children': '', style: 'display: contents', innerHTML: html });
  return {
    name: 'BookdocsVueIsland',
    setup() {
      if (data) provide(VITEPRESS_DATA, data);
      return () => h(component, own, slots);
    },
  };
}
