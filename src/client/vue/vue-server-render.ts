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
): Promise<string> {
  const app = createSSRApp(vueRoot(component, props, children, inline));
  // A failed render rejects with its error (not only a warning in the console).
  app.config.errorHandler = (err) => {
    throw err;
  };
  app.config.warnHandler = () => undefined;
  return renderToString(app);
}
