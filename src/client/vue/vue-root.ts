// The root a Vue island renders, the same on the server (vue-server-render.ts) and in the browser
// (vue-island.ts), so hydration matches: the component with its props, and each slot as an element
// holding the HTML of its Markdown (`display: contents`, like a React island's children).
import { h, type Component, type VNode } from 'vue';
import { vueSlots } from '../../shared/vue-slots.js';

/** `children`: the HTML of the Markdown between the island's tags; `inline`: the island is in phrasing content. */
export function vueRoot(
  component: Component,
  props: Record<string, unknown>,
  children: string | undefined,
  inline: boolean,
): Component {
  const slots: Record<string, () => VNode> = {};
  for (const [name, html] of Object.entries(children === undefined ? {} : vueSlots(children)))
    slots[name] = () =>
      h(inline ? 'span' : 'div', { 'data-bd-children': '', style: 'display: contents', innerHTML: html });
  return { name: 'BookdocsVueIsland', render: () => h(component, props, slots) };
}
