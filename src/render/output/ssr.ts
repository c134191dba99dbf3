// PageView + SiteData → one complete HTML document (the app pre-rendered, hydration data inlined).
import type { HydrationData, PageView, SiteData } from '../../shared/types.js';
import type { ClientAssets, ServerRenderer } from './bundle.js';
import { pageTitle } from '../../shared/page-title.js';
import { escapeHtml } from '../../shared/escape-html.js';
import { COLOR_MODE_KEY } from '../../shared/constants.js';
import { chromeOf } from '../../shared/chrome.js';
import { bannerScriptTag } from './banner-script.js';
import { fillsOnRoute } from './fill-assets.js';
import { tabsRestoreScriptTag } from './tabs-restore-script.js';
import { headElementHtml, mergeHead, type HeadElement, type PageHead } from './head-tags.js';
import { pageDescription } from './page-head.js';
import { hydrationJson, scriptSafe } from './view-json.js';

/**
 * Runs before first paint, so a dark-mode reader never sees a flash of the light theme: the reader's
 * choice, else the site's first mode (config `appearance`); none for a site in light mode only.
 */
function colorModeScript(appearance: SiteData['appearance']): string | undefined {
  const system = "matchMedia('(prefers-color-scheme: dark)').matches";
  const dark = (test: string) => `(function(){try{${test}document.documentElement.classList.add('dark')}catch(e){}})()`;
  if (appearance === false) return undefined;
  if (appearance === 'force-dark') return dark('');
  if (appearance === 'force-auto') return dark(`if(${system})`);
  const first = appearance === 'dark' ? 'dark' : 'auto';
  return dark(`var m=localStorage.getItem('${COLOR_MODE_KEY}')||'${first}';if(m==='dark'||(m==='auto'&&${system}))`);
}

function scriptTag(code: string | undefined): string[] {
  return code ? [`<script>${code}</script>`] : [];
}

/** The colour schemes the site's pages come in. */
function colorScheme(appearance: SiteData['appearance']): string {
  return appearance === false ? 'light' : appearance === 'force-dark' ? 'dark' : 'light dark';
}

/** JSON safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return scriptSafe(JSON.stringify(value));
}

/** What only the dev server adds to a document: nothing else of it differs from what a build writes. */
export interface DevDocumentParts {
  /** Its browser module (WebSocket, error overlay, problems panel): a <script> element, last in <body>. */
  script: string;
}

/**
 * `head`: the page's Open Graph, canonical… and its author's elements (see page-head.ts); they replace
 * the defaults they repeat. `dev`: the dev server's own parts (a build has none).
 */
export function renderDocument(
  renderer: ServerRenderer,
  site: SiteData,
  page: PageView,
  assets: ClientAssets,
  head?: PageHead,
  dev?: DevDocumentParts,
): string {
  const appHtml = renderer.render(site, page);
  const { html: _html, ...pageMeta } = page;
  const locale = site.locales.find((l) => l.path === page.locale);
  const description = pageDescription(site, page);
  const preload = new Set(assets.entryImports);
  for (const name of [...page.components.map((c) => c.name), ...(head?.preload ?? [])])
    for (const url of assets.componentChunks.get(name) ?? []) preload.add(url);
  for (const fill of fillsOnRoute(assets, page.route)) for (const url of fill.chunks) preload.add(url);
  const defaults: HeadElement[] = [
    ['meta', { name: 'viewport', content: 'width=device-width,initial-scale=1' }],
    ...(description ? [['meta', { name: 'description', content: description }] satisfies HeadElement] : []),
    ['meta', { name: 'color-scheme', content: colorScheme(site.appearance) }],
    // Without a logo, an empty icon keeps browsers from requesting a missing /favicon.ico.
    ['link', { rel: 'icon', href: site.logo || 'data:,' }],
  ];
  const merged = mergeHead({ generated: [...defaults, ...(head?.generated ?? [])], author: head?.author ?? [] });
  const headHtml = [
    '<meta charset="utf-8">',
    `<title>${escapeHtml(pageTitle(site, page))}</title>`,
    ...merged.generated.map(headElementHtml),
    // No first paint before the navbar and the sidebar are parsed (they come before the content):
    // a long page painted while it loads would otherwise show half a navbar, then shift it.
    '<link rel="expect" href="#main-content" blocking="render">',
    ...scriptTag(colorModeScript(site.appearance)),
    bannerScriptTag(chromeOf(site, locale).banner),
    assets.entryCss ? `<link rel="stylesheet" href="${escapeHtml(assets.entryCss)}">` : '',
    ...(page.styles ?? []).map((url) => `<link rel="stylesheet" href="${escapeHtml(url)}">`),
    // Scripts come after the stylesheets and the images above the fold on a slow connection: the page
    // paints from its HTML and CSS alone and is hydrated once they are in (fetched at once all the
    // same, only last in line).
    ...[...preload].map((url) => `<link rel="modulepreload" href="${escapeHtml(url)}" fetchpriority="low">`),
    // The author's own elements last: their styles come after the theme's.
    ...merged.author.map(headElementHtml),
  ]
    .filter(Boolean)
    .join('\n    ');
  const lang = locale?.lang || site.lang;
  const restoreTabs = tabsRestoreScriptTag(appHtml);
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
  <head>
    ${headHtml}
  </head>
  <body>
    <div id="app">${appHtml}</div>${restoreTabs ? `\n    ${restoreTabs}` : ''}
    <script id="bd-data" type="application/json">${hydrationJson<HydrationData['site']>(site, pageMeta)}</script>
    <script type="module" src="${escapeHtml(assets.entryJs)}" fetchpriority="low"></script>${dev ? `\n    ${dev.script}` : ''}
  </body>
</html>
`;
}
