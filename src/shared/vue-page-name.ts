// The component name of a migrating project's Vue page (render/vue/vue-page.ts): the island a page of
// Vue template is shown by. Named from the page's file, so every thread and command names it alike.

const PREFIX = 'BdVuePage';

/** `hash`: a hash of the page's file in the docs folder. */
export const vuePageComponentName = (hash: string): string => `${PREFIX}${hash}`;

export const isVuePageComponent = (name: string): boolean => name.startsWith(PREFIX);

/**
 * The prop a migrating project's Vue island (not a Vue page) carries its page's data in, for
 * `useData()` (src/client/vue/vitepress-data.ts): `{ page, site }`; taken off before the component gets its props.
 */
export const VUE_ISLAND_DATA = '__bdVitepressData';
