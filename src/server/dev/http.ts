// The dev server's HTTP side: pages rendered on request, page data chunks, bundles, the site's
// files, the dev browser module. A request passes the gate preview uses (Host, GET and HEAD only) and
// its path is decoded and checked once (request-path.ts: no hidden file, no dot-segment) before
// anything is looked up; never serves a file outside the site (resolveStatic).
import type http from 'node:http';
import type { Diagnostic } from '../../shared/diagnostic.js';
import {
  DEV_CLIENT_PATH,
  DEV_ERROR_ELEMENT_ID,
  DEV_GENERATION_ATTRIBUTE,
  type DevErrorDocument,
} from '../../shared/dev-protocol.js';
import { isHashedDataFile, markdownFileRoutes, NOT_FOUND_ROUTE } from '../../shared/routes.js';
import { VERSION_ROUTES_FILE } from '../../shared/version-routes.js';
import { MARKDOWN_HEADERS, prefersMarkdown } from '../accept-markdown.js';
import { fillComponentText, hasComponentMarks } from '../../render/agents/component-text.js';
import type { PageData } from '../../render/page/page-types.js';
import type { DevDocumentParts } from '../../render/output/page-document.js';
import { renderFailure } from '../../render/output/render-page.js';
import type { BundleState } from './bundles.js';
import type { DevSite } from './site.js';
import { refuseRequest } from '../request-gate.js';
import { pathUnder, requestPath, type RequestPath } from '../request-path.js';
import { resolveStatic, sendFile } from '../static.js';

export interface DevState {
  host: string;
  base: string;
  bundleDir: string;
  site(): DevSite | undefined;
  /** The error every page shows (config, bundle), if any. */
  siteError(): Diagnostic | undefined;
  bundles(): Promise<BundleState> | undefined;
  /** A page was rendered (error undefined) or failed: updates the overlay state and the terminal. */
  pageResult(route: string, error: Diagnostic | undefined): void;
  /** A search index file (pathname without base), if it is one. */
  searchFile(pathname: string): Promise<string | undefined>;
  /** Reloads asked of the tabs so far (see the 'hello' message). */
  generation(): number;
  /** A file of a ref version's build (see ref-versions.ts): null under a ref's prefix with no such file, undefined elsewhere. */
  refVersionFile(request: RequestPath): Promise<string | null | undefined>;
  /** The versions' route list (shared/version-routes.ts), on a site with versions kept in git refs. */
  versionRoutes(): Promise<string | undefined>;
}

/** `assets/pages/guide~1demo.json` → `/guide/demo.html`; `…/guide~1index.json` → `/guide/` (see routeToDataFile). */
export function dataFileToRoute(pathname: string): string | undefined {
  const m = /^\/assets\/pages\/([^/]+)\.json$/.exec(pathname);
  if (!m) return undefined;
  const p = `/${m[1]!.replace(/~1/g, '/').replace(/~0/g, '~')}`;
  return p.endsWith('/index') ? p.slice(0, -'index'.length) : `${p}.html`;
}

const DEV_SCRIPT = `<script type="module" src="${DEV_CLIENT_PATH}"></script>`;

/** What dev adds to a page's document: its browser module, with the update count the page was rendered at. */
function devParts(generation: number): DevDocumentParts {
  return {
    script: `<script type="module" src="${DEV_CLIENT_PATH}" ${DEV_GENERATION_ATTRIBUTE}="${generation}"></script>`,
  };
}

/** A page that could not be rendered: the overlay, and a reload once the file is fixed. */
export async function errorDocument(payload: DevErrorDocument): Promise<string> {
  // The SSR module (and Shiki, which it imports) is loaded on first use, not at start-up.
  const { scriptJson } = await import('../../render/output/ssr.js');
  const { escapeHtml } = await import('../../shared/escape-html.js');
  return `<!doctype html>
<html>
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <title>Error: ${escapeHtml(payload.error.message.slice(0, 80))}</title>
  </head>
  <body>
    <noscript><pre>${escapeHtml(payload.error.message)}</pre></noscript>
    <script id="${DEV_ERROR_ELEMENT_ID}" type="application/json">${scriptJson(payload)}</script>
    ${DEV_SCRIPT}
  </body>
</html>
`;
}

function send(res: http.ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

export function createDevHandler(state: DevState): http.RequestListener {
  const html = (res: http.ServerResponse, status: number, body: string) =>
    send(res, status, 'text/html; charset=utf-8', body);
  const errorPage = async (res: http.ServerResponse, error: Diagnostic, route?: string) =>
    html(res, 500, await errorDocument({ base: state.base, route, error }));

  /**
   * A page's document as a build writes it, with dev's browser module; or why it could not be rendered.
   * Without `page`, the built-in not-found page of `locale`. `route`: the page's, for the overlay.
   */
  async function renderPage(
    res: http.ServerResponse,
    status: number,
    route?: string,
    page?: PageData,
    locale = '/',
  ): Promise<void> {
    // Read first: a reload asked for while this page renders makes the tab reload once it connects.
    const generation = state.generation();
    const site = state.site()!;
    const bundles = await state.bundles()!;
    if (!bundles.ok) return errorPage(res, bundles.diagnostics[0]!);
    let doc: string;
    try {
      const document = site.document(bundles.assets, page, locale);
      // Vue islands rendered as a build renders them (their failures are not reported in dev yet).
      const vue = await bundles.renderer.prepare?.(document.view);
      doc = document.html(bundles.renderer, devParts(generation), vue?.html);
    } catch (err) {
      const file = route ? site.fileOf(route) : undefined;
      const error = renderFailure(err, file && site.label(file));
      if (route) state.pageResult(route, error);
      return errorPage(res, error, route);
    }
    if (route) state.pageResult(route, undefined);
    html(res, status, doc);
  }

  /** The not-found page: the site's own 404.md when it has one (and it renders), else the built-in one. */
  async function notFound(res: http.ServerResponse, locale: string): Promise<void> {
    const site = state.site()!;
    const own = site.fileOf(NOT_FOUND_ROUTE) !== undefined ? await site.page(NOT_FOUND_ROUTE) : undefined;
    return renderPage(res, 404, undefined, own?.ok ? own.page : undefined, locale);
  }

  /** A page's Markdown copy as a build writes it: its components without text read as what they render. */
  async function copyOf(site: DevSite, page: PageData): Promise<string | undefined> {
    const markdown = page.markdown;
    if (markdown === undefined || !hasComponentMarks(markdown)) return markdown;
    const bundles = await state.bundles()!;
    if (!bundles.ok) return markdown;
    const view = site.document(bundles.assets, page).view;
    return fillComponentText(markdown, view, (p, i) => bundles.renderer.renderIsland?.(p, i) ?? '');
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (refuseRequest(req, res, state.host)) return;
    // Decoded once, here; null for a path that must not be served (a hidden file, a dot-segment, a bad escape).
    const request = requestPath(req.url ?? '/');
    if (request?.path === DEV_CLIENT_PATH) {
      const bundles = await state.bundles();
      if (bundles?.ok) return send(res, 200, 'text/javascript; charset=utf-8', bundles.devClient);
      return send(res, 503, 'text/plain; charset=utf-8', 'dev client not available');
    }
    const site = state.site();
    const siteError = state.siteError();
    const accept = String(req.headers.accept ?? '');
    if (!site || (siteError && accept.includes('text/html'))) {
      return errorPage(res, siteError ?? { severity: 'error', message: 'the site could not be loaded' });
    }
    await site.ready;
    if (!request) return notFound(res, '/');
    const inBase = pathUnder(request, state.base);
    if (!inBase) {
      if (request.path === '/') {
        res.writeHead(302, { location: state.base });
        res.end();
        return;
      }
      return notFound(res, '/');
    }
    const pathname = inBase.path;
    // A version kept in a git ref: its own build's files, under its prefix.
    const refFile = await state.refVersionFile(inBase);
    if (refFile) return sendFile(req, res, refFile, 200, { 'cache-control': 'no-cache' });
    if (refFile === null) return notFound(res, '/');
    if (pathname === `/${VERSION_ROUTES_FILE}`) {
      const routes = await state.versionRoutes();
      if (routes !== undefined) return send(res, 200, 'application/json; charset=utf-8', routes);
    }

    // A deep route's data chunk has a cut name with a hash: its route is found among the site's.
    const dataRoute = isHashedDataFile(pathname.slice(1))
      ? (site.routeOfDataFile(pathname.slice(1)) ?? '')
      : dataFileToRoute(pathname);
    if (dataRoute !== undefined) {
      const route = dataRoute && site.fileOf(dataRoute) !== undefined ? dataRoute : undefined;
      if (!route) return send(res, 404, 'application/json; charset=utf-8', '{"error":"no such page"}');
      const result = await site.page(route);
      if (!result.ok && result.missing)
        return send(res, 404, 'application/json; charset=utf-8', '{"error":"no such page"}');
      state.pageResult(route, result.ok ? undefined : result.error);
      if (!result.ok) return send(res, 500, 'application/json; charset=utf-8', JSON.stringify({ error: result.error }));
      // The data file a build writes: the view with its components' stylesheets.
      const bundles = await state.bundles()!;
      if (!bundles.ok)
        return send(res, 500, 'application/json; charset=utf-8', JSON.stringify({ error: bundles.diagnostics[0] }));
      return send(res, 200, 'application/json; charset=utf-8', site.document(bundles.assets, result.page).data);
    }
    if (pathname.startsWith('/assets/search/')) {
      const body = await state.searchFile(pathname);
      if (body !== undefined) return send(res, 200, 'application/json; charset=utf-8', body);
    }
    if (pathname.startsWith('/assets/')) {
      await state.bundles();
      const file = resolveStatic(state.bundleDir, inBase);
      if (file) return sendFile(req, res, file, 200, { 'cache-control': 'no-cache' });
    }

    // A page's Markdown copy, by its `.md` URL or by `Accept: text/markdown` on the page's own, as a build has it.
    const copyRoute = markdownFileRoutes(pathname).find((r) => site.fileOf(r) !== undefined);
    const route = copyRoute ?? site.routeFor(pathname);
    if (route !== undefined && route !== NOT_FOUND_ROUTE) {
      const result = await site.page(route);
      if (!result.ok && result.missing) return notFound(res, '/');
      if (!result.ok) {
        state.pageResult(route, result.error);
        return errorPage(res, result.error, route);
      }
      const markdown = result.page.markdown;
      if (markdown !== undefined && (copyRoute !== undefined || prefersMarkdown(req))) {
        const copy = await copyOf(site, result.page);
        res.writeHead(200, { ...MARKDOWN_HEADERS, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : copy);
        return;
      }
      if (markdown !== undefined) res.setHeader('vary', 'accept');
      if (copyRoute === undefined) return renderPage(res, 200, route, result.page);
    }
    // Plugins' static folders.
    for (const assets of site.pluginAssets) {
      const under = assets.file ? undefined : pathUnder(inBase, `/${assets.url}/`);
      const file = assets.file
        ? pathname === `/${assets.url}`
          ? assets.dir
          : undefined
        : under && resolveStatic(assets.dir, under);
      if (file) return sendFile(req, res, file, 200, { 'cache-control': 'no-cache' });
    }
    // The site's own files: the public folder's, then files next to the pages that a page or the
    // config refers to, as the build publishes them (never the Markdown sources).
    const { publicDir, srcDir } = site.rc;
    if (!/\.md$/i.test(pathname)) {
      const file = publicDir && resolveStatic(publicDir, inBase);
      if (file) return sendFile(req, res, file, 200, { 'cache-control': 'no-cache' });
      const asset = resolveStatic(srcDir, inBase);
      if (asset && !/\.md$/i.test(asset) && (await site.publishes(inBase.segments.join('/'))))
        return sendFile(req, res, asset, 200, { 'cache-control': 'no-cache' });
    }
    // A locale's llms.txt and llms-full.txt, made from the pages' copies as a build makes them.
    const llms = await site.llmsFile(inBase.segments.join('/'), (page) => copyOf(site, page));
    if (llms !== undefined) return send(res, 200, 'text/plain; charset=utf-8', llms);
    // An old path of the site's redirects: 301, as the host files a build writes answer. Last: the
    // pages' redirectFrom needs every page parsed (once, kept), which a page or a file never waits for.
    const redirect = await site.redirectFor(pathname);
    if (redirect !== undefined) {
      res.writeHead(301, { location: redirect, 'cache-control': 'no-store' });
      res.end();
      return;
    }
    const locale = site.siteModel().site.locales.find((l) => pathname.startsWith(l.path))?.path ?? '/';
    return notFound(res, locale);
  }

  return (req, res) => {
    handle(req, res).catch((err: unknown) => {
      // A bug in the dev server: answer the request, keep serving.
      console.error(err);
      if (!res.headersSent)
        send(res, 500, 'text/plain; charset=utf-8', 'internal error in the bookdocs dev server (see the terminal)');
      else res.end();
    });
  };
}
