// Browser entry: hydrate the pre-rendered page.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loaders } from 'bookdocs:components';
import { App } from './App.js';
import { loadFills, type LoadedFills } from './plugin-client.js';
import { CONTENT_ELEMENT_ID, primePage, readHydrationData } from './data.js';
import './theme/styles.css';
// The site's own stylesheets (theme/custom.css…), after the theme's.
import 'bookdocs:theme-css';

const { site, page } = readHydrationData();
// The content HTML is not duplicated in the hydration data: it is read back from the DOM.
const html = document.getElementById(CONTENT_ELEMENT_ID)?.innerHTML ?? '';
const view = { ...page, html };
primePage(page.route, view);

// Load the page's component chunks (and the plugins' slot components it shows) first, so islands
// and slots hydrate against the server HTML.
const fills = loadFills(page.route, new Map()).catch((error: unknown) => {
  console.error(error);
  return new Map() as LoadedFills;
});
void Promise.all([fills, ...page.components.map((c) => loaders[c.name]?.())]).finally(() => {
  void fills.then((loaded) =>
    startTransition(() => {
      hydrateRoot(document.getElementById('app')!, <App site={site} page={view} fills={loaded} />);
    }),
  );
});
