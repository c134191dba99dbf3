// A Vue island rendered on the server (the SSR bundle of a site with Vue components): its HTML, which
// the browser hydrates (vue-island.ts).
import { createSSRApp, type Component } from 'vue';
import { renderToString } from 'vue/server-renderer';
import { vueRoot } from './vue-root.js';

export async function renderVueIsland(
  component: Component,
  props: Record<string, unknown>,
  children: string | undefined,
  inline: boolean,
  /** The site's Vue components, which a Vue page's template resolves by name. */
  globals: Record<string, Component> = {},
): Promise<string> {
  const app = createSSRApp(vueRoot(component, props, children, inline));
  for (const [name, global] of Object.entries(globals)) app.component(name, global);
  // An error while rendering is Vue's to handle (it renders the rest without the part that threw):
  // the island fails with it instead.
  let failure: unknown;
  app.config.errorHandler = (err) => {
    failure ??= err;
  };
  app.config.warnHandler = () => undefined;
  // The SSR context VitePress gives its theme's components (VPSocialLink records its icons there).
  const html = await renderToString(app, { vpSocialIcons: new Set<string>() });
  if (failure !== undefined) throw failure;
  return html;
}
