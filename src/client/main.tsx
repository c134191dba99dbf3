// Browser entry: hydrate the pre-rendered page.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loaders } from 'bookdocs:components';
import { App } from './App.js';
import { CONTENT_ELEMENT_ID, primePage, readHydrationData } from './data.js';
import './theme/styles.css';
// The site's own stylesheets (theme/custom.css…), after the theme's.
import 'bookdocs:theme-css';

const { site, page } = readHydrationData();
// The content HTML is not duplicated in the hydration data: it is read back from the DOM.
const html = document.getElementById(CONTENT_ELEMENT_ID)?.innerHTML ?? '';
const view = { ...page, html };
primePage(page.route, view);

// Load the page's component chunks first, so islands hydrate against the server HTML.
void Promise.all(page.components.map((c) => loaders[c.name]?.())).finally(() => {
  startTransition(() => {
    hydrateRoot(document.getElementById('app')!, <App site={site} page={view} />);
  });
});
