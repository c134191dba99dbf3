// `bookdocs dev`: the HTTP server, the WebSocket, the watcher and the site state, wired together.
// Start-up only lists page names; pages are parsed when requested and re-parsed when they change.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileToRoute } from '../../shared/routes.js';
import { isVuePageComponent } from '../../shared/vue-page-name.js';
import { pagePath } from '../../render/site/scan.js';
import type { DevMessage, IslandCode, PageProblems } from '../../shared/dev-protocol.js';
import { stopsBuild } from '../../render/build-stopping.js';
import {
  DiagnosticError,
  diagnosticLocation,
  formatDiagnostic,
  formatDiagnostics,
  reportOrder,
  type Diagnostic,
} from '../../render/diagnostics.js';
import { TOOLKIT_ROOT } from '../../render/toolkit.js';
import { slowPageNotice, watchSlowPages } from '../../render/page/slow-pages.js';
import { terminalText } from '../../render/terminal-text.js';
import { themeKey } from '../../render/site/theme.js';
import { displayPath } from '../../render/site/paths.js';
import { dataSignature } from '../../render/generated/data-modules.js';
import { createDevBundles, type BundleState, type DevBundles } from './bundles.js';
import { clientFeaturesOf } from '../../render/output/client-features.js';
import { createDevChecks } from './checks.js';
import { groupProblems } from './problems.js';
import { createDevHandler } from './http.js';
import { createDevSearch } from './search.js';
import { mergeIslandCode } from './island-code.js';
import { DevSite } from './site.js';
import { startDevRefVersions, type DevRefVersions } from './ref-versions.js';
import { attachDevSocket } from './socket.js';
import { watchConfigOnly, watchSite, type SiteWatcher, type WatchEvent } from './watch.js';
import { changedIslands, islandsUsing, swappableInPlace, vueFiles, type VueCode } from './vue-code.js';
import { displayUrl, listenWithFallback } from '../listen.js';
import { vuePageTemplates } from '../../render/page/vue-page-templates.js';
import { changesVueShape } from './vue-page-shape.js';
import { isVueProject } from '../../render/vue/vue-project.js';
import { DATA_LOADER } from '../../render/vue/data-loader.js';

/**
 * A file whose error fails only the Vue components or pages made of it, as the load step finds them
 * (render/vue/site-vue.ts): a `.vue` file, a Vue page's Markdown, a data loader. A bundle that fails
 * on one is answered by loading the site again, which leaves them out with a warning each, as a build
 * does, instead of an error over every page.
 */
const failsOnlyVueCode = (file: string): boolean => /\.(vue|md)$/.test(file) || DATA_LOADER.test(file);

export interface DevLogger {
  info(message: string): void;
  error(message: string): void;
}

export interface DevServerOptions {
  root: string;
  port?: number;
  host?: string;
  base?: string;
  /** Watch the toolkit's own theme code (src/client) too; default true. */
  watchTheme?: boolean;
  log?: DevLogger;
}

export interface DevServer {
  url: string;
  port: number;
  /** Set when the requested port was taken. */
  requestedPort?: number;
  pages: number;
  /** Resolves once the file watcher is set up (changes before that are not seen). */
  watching: Promise<void>;
  /** Every problem of the site as it is now (the same list `bookdocs check` gives), once the checks settle. */
  diagnostics(): Promise<Diagnostic[]>;
  /** Resolves once the versions kept in git refs are built (or reused) and served; at once without any. */
  refVersions: Promise<void>;
  close(): Promise<void>;
}

const THEME_DIR = path.join(TOOLKIT_ROOT, 'src', 'client');

/** A file of a package or of bookdocs itself (the theme's code is watched apart, see watchTheme). */
const isPackageFile = (file: string) =>
  file.split(path.sep).includes('node_modules') || file.startsWith(TOOLKIT_ROOT + path.sep);

export async function startDevServer(opts: DevServerOptions): Promise<DevServer> {
  const host = opts.host ?? '127.0.0.1';
  const log: DevLogger = opts.log ?? { info: (m) => console.log(m), error: (m) => console.error(m) };
  const themeDir = opts.watchTheme === false || !fs.existsSync(THEME_DIR) ? undefined : THEME_DIR;
  const bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookdocs-dev-'));

  let site: DevSite | undefined;
  let siteError: Diagnostic | undefined;
  let bundleError: Diagnostic | undefined;
  let bundles: DevBundles | undefined;
  let bundleKey = '';
  let watcher: SiteWatcher | undefined;
  /** route → its error, as shown in the overlay */
  const pageErrors = new Map<string, Diagnostic>();
  /** The checks' latest findings by page, for the problems panel of tabs that connect. */
  let problems: PageProblems | undefined;
  let closed = false;

  const search = createDevSearch(() => site);
  const onTitleChange = () => scheduleSiteUpdate();
  // A page that takes long to parse (asked for, or in the background checks) is named in the log.
  const slow = watchSlowPages((page) => log.info(slowPageNotice(page, terminalText(page.file))));
  const open = () => DevSite.open(opts.root, { base: opts.base }, onTitleChange, slow);
  /** The latest load of the site (the config, then every reload of it), and its problems when it gave no site. */
  let opening = open();
  let openProblems: Diagnostic[] | undefined;
  // The terminal hears of every problem from the checks: the whole list once, then what changes.
  const checks = createDevChecks({
    // The site as this server loaded it: the checks load nothing themselves.
    async load() {
      for (let waited = opening; ; waited = opening) {
        await waited;
        if (waited === opening) break;
      }
      return site && !openProblems
        ? { site, diagnostics: await site.loadDiagnostics() }
        : { diagnostics: openProblems ?? [] };
    },
    report(added, fixed, first, all) {
      // What stops a build first, as `build` and `check` print it.
      if (added.length)
        log.error(
          first
            ? formatDiagnostics(added, { stops: stopsBuild }).trimEnd()
            : reportOrder(added, stopsBuild)
                .map((d) => formatDiagnostic(d))
                .join('\n'),
        );
      for (const d of fixed)
        log.info(`✓ fixed: ${terminalText([diagnosticLocation(d), d.message].filter(Boolean).join(' '))}`);
      // The problems panel of every tab: the list of the page it shows.
      problems = groupProblems(all, site?.routesByLabel() ?? new Map(), site?.rc.configLabel);
      broadcast({ type: 'problems', problems });
    },
  });
  // A missing folder is fatal; every other config problem is shown and waited out.
  const opened = await opening;
  site = opened.site;
  if (!site) {
    if (!fs.existsSync(opts.root)) throw new DiagnosticError(opened.diagnostics);
    siteError = opened.diagnostics[0];
    openProblems = opened.diagnostics;
  }
  const base = site?.rc.config.base ?? '/';

  const server = http.createServer();
  const socket = attachDevSocket(server, host);
  // Updates sent to the tabs so far (reloads, pages, titles): a tab that was still loading when one was
  // sent, before its socket was open, reloads when it connects.
  let generation = 0;
  const broadcast = (m: DevMessage) => {
    if (m.type === 'reload' || m.type === 'page' || m.type === 'site' || m.type === 'islands') generation++;
    socket.broadcast(m);
  };

  function setupBundles(s: DevSite): void {
    // Plugins' data by its files' times: a changed value makes the bundles again.
    const features = clientFeaturesOf(s.rc.config);
    const key = JSON.stringify([
      s.rc.config.base,
      [...s.components],
      themeKey(s.theme),
      dataSignature(s.dataFiles),
      features,
    ]);
    if (bundles && key === bundleKey) return;
    const old = bundles;
    bundleKey = key;
    bundles = undefined;
    // A Vue page's template is its Markdown rendered as the dev server renders it now (not kept: an
    // edit to the page rebuilds the bundles).
    const templates = [...s.components.values()].some((f) => f.endsWith('.md'))
      ? vuePageTemplates(s, [], false)
      : undefined;
    const created = createDevBundles(
      bundleDir,
      s.rc.config.base,
      s.components,
      s.theme,
      s.dataFiles,
      features,
      templates,
    );
    const current: DevBundles = {
      current: () => created.then((b) => b.current()),
      rebuild: () => created.then((b) => b.rebuild()),
      dispose: () => created.then((b) => b.dispose()),
    };
    bundles = current;
    void old?.dispose();
    void current.current().then(reportBundles);
  }

  /** What the Vue islands of the last bundles that built are made of (a site with Vue components). */
  let vueCode: VueCode | undefined;

  /** The files of bundles that built, to watch: their inputs, and what their Vue islands' data loaders read. */
  function codeFiles(state: BundleState & { ok: true }): string[] {
    return [...state.inputs, ...(state.vue ? vueFiles(state.vue) : [])].filter((f) => !isPackageFile(f));
  }

  function reportBundles(state: BundleState): void {
    if (state.ok) {
      vueCode = state.vue;
      watcher?.watchCodeFiles(codeFiles(state));
    }
    if (state.ok) {
      if (bundleError) {
        bundleError = undefined;
        checks.set('bundles', undefined);
        log.info('✓ theme and components bundle again');
        broadcast({ type: 'clear' });
      }
      return;
    }
    checks.set('bundles', state.diagnostics);
    bundleError = state.diagnostics[0]!;
    broadcast({ type: 'error', error: bundleError });
  }

  /** A page rendered, or failed to: the overlay of the tabs showing it, and the terminal (through the checks). */
  function pageResult(route: string, error: Diagnostic | undefined): void {
    const had = pageErrors.get(route);
    checks.set(`page:${route}`, error && [error]);
    if (!error) {
      if (had) {
        pageErrors.delete(route);
        broadcast({ type: 'clear', route });
      }
      return;
    }
    if (had && JSON.stringify(had) === JSON.stringify(error)) return;
    pageErrors.set(route, error);
    broadcast({ type: 'error', route, error });
  }

  let siteUpdate: NodeJS.Immediate | undefined;
  function scheduleSiteUpdate(): void {
    siteUpdate ??= setImmediate(() => {
      siteUpdate = undefined;
      // A page being rendered again (its edit changed its title) gets its new view in its own message:
      // fetched again meanwhile, its answer could come first and mount its islands with their old code.
      const except = [...refreshing.keys()].map(fileToRoute);
      broadcast({ type: 'site', ...(except.length && { except }) });
    });
  }

  /**
   * Vue islands' new code, once made. A rebuild makes every change saved by then, another file's too:
   * while a page showing these islands is rendered again (its Markdown edited), its message brings the
   * code with its new view, so that its islands mount once; else it goes on its own.
   */
  const sendIslands = (code: Promise<IslandCode | undefined>) =>
    void code.then((c) => {
      if (!c || closed) return;
      const rendering = [...refreshing].find(([file]) => c.routes.includes(fileToRoute(file)))?.[1];
      if (rendering) rendering.code.push(Promise.resolve(c));
      else broadcast({ type: 'islands', ...c });
    });

  // One re-render per page at a time; saves that arrive meanwhile cause one more, with the latest text.
  // `code`: the new code of the islands its edits rebuilt (a Vue page's Markdown is its island's
  // template), which its message carries: with the new view and the new code in one message, the tab
  // mounts the page's islands once (as two messages, it mounted them for each).
  const refreshing = new Map<string, { again: boolean; code: Promise<IslandCode | undefined>[] }>();
  async function refreshPage(s: DevSite, file: string, code?: Promise<IslandCode | undefined>): Promise<void> {
    const running = refreshing.get(file);
    if (running) {
      running.again = true;
      if (code) running.code.push(code);
      return;
    }
    const state = { again: false, code: code ? [code] : [] };
    refreshing.set(file, state);
    try {
      do {
        state.again = false;
        const route = fileToRoute(file);
        const result = await s.page(route);
        if (state.again || s !== site || (!result.ok && result.missing)) continue;
        pageResult(route, result.ok ? undefined : result.error);
        if (!result.ok) continue;
        // The islands' new code, once their rebuilds ran (the view below is made with their assets),
        // in the order they ran, with any other the rebuilds made meanwhile for this page's islands.
        const taken: (IslandCode | undefined)[] = [];
        for (let more = state.code.splice(0); more.length; more = state.code.splice(0))
          await Promise.all(more.map((p) => p.then((c) => void taken.push(c))));
        const islands = mergeIslandCode(taken);
        // The view a build ships (its components' stylesheets with it). Bundles that failed show their
        // error in every tab, which reloads once they are fixed: nothing to push until then.
        const built = await bundles?.current();
        if (state.again || s !== site || !built?.ok) {
          state.code.unshift(...taken.map((c) => Promise.resolve(c)));
          continue;
        }
        broadcast({
          type: 'page',
          route,
          view: s.document(built.assets, result.page).view,
          ...(islands && { islands }),
        });
        // Other tabs show it on their <DocCardList> cards.
        if (s.showsCards(file)) scheduleSiteUpdate();
      } while (state.again);
    } finally {
      refreshing.delete(file);
      // What no page message carried (the page did not render): on its own, as for any island.
      for (const c of state.code) sendIslands(c);
    }
  }

  /**
   * A file a Vue island is made of changed (`islands`: those it is part of): the bundles are made
   * again and the islands whose code changed are swapped in place in every tab (their new chunks
   * loaded, those islands mounted again, the rest of the page left as it is). Where that cannot be
   * done (the bundles before had failed, or the new chunks import a new copy of Vue's runtime or of
   * React), the tabs showing a page with such an island reload; the other tabs are left alone. A
   * component that no longer compiles is left out as a build leaves it out (its content shown, one
   * warning), by loading the site again. Resolves to the new code to send (the caller sends it, alone
   * or with the page whose Markdown changed); it sends the reloads and errors itself.
   */
  async function vueChanged(s: DevSite, file: string, islands: string[]): Promise<IslandCode | undefined> {
    const current = bundles;
    if (!current) return;
    const before = current.current();
    const state = await current.rebuild();
    const previous = await before;
    if (closed || s !== site || current !== bundles) return;
    if (!state.ok) {
      if (state.diagnostics.some((d) => d.file && failsOnlyVueCode(d.file)))
        return void reloadConfig(file, s.routesUsing(islands));
      return void reportBundles(state);
    }
    reportBundles(state);
    // Islands made of the file (or new) whose chunks changed: a chunk every Vue island shares (the
    // nested islands' loader names each island's chunk) changes with any of them, which is no reason
    // to reload a page whose own code is as it was.
    const had = previous.ok ? previous.vue : undefined;
    const made = new Set(state.vue ? [...islands, ...islandsUsing(state.vue, file)] : islands);
    const changed = state.vue
      ? changedIslands(had, state.vue).filter((name) => made.has(name) || !had?.chunks.has(name))
      : [];
    if (!changed.length) return;
    const routes = s.routesUsing(changed);
    const label = terminalText(displayPath(file));
    const chunkOf = (name: string) => state.assets.componentChunks.get(name)?.[0];
    if (previous.ok && had && state.vue && changed.every(chunkOf) && swappableInPlace(had, state.vue, changed)) {
      const css = (assets: typeof state.assets) =>
        changed.flatMap((name) => assets.componentCss.get(name) ?? []).filter((url, i, all) => all.indexOf(url) === i);
      if (routes.length) log.info(`${label} changed: updated in place in the tabs showing ${routes.join(', ')}`);
      // Islands whose style alone changed keep their state: only their stylesheet is swapped.
      const recoded = changed.filter((name) => had.chunks.get(name) !== state.vue?.chunks.get(name));
      return {
        routes,
        chunks: Object.fromEntries(recoded.map((name) => [name, chunkOf(name)!])),
        styles: css(state.assets),
        stale: css(previous.assets),
      };
    }
    if (!routes.length) return;
    log.info(`${label} changed: reloading the tabs showing ${routes.join(', ')}`);
    broadcast({ type: 'reload', reason: 'vue', routes });
  }

  /**
   * The tabs a reload of the site for `file` concerns: those showing the content of a Vue component
   * that does not compile, when `file` is one (or a Vue page's Markdown), and the Vue pages (whose
   * templates may name it); undefined: every tab.
   */
  function vueFailureRoutes(s: DevSite | undefined, file: string): string[] | undefined {
    const failed = s?.rc.vueUnrendered;
    if (!s || !failed?.length || !failsOnlyVueCode(file)) return undefined;
    const rel = path.relative(s.rc.srcDir, file).split(path.sep).join('/');
    const own = file.endsWith('.md') && !rel.startsWith('../') ? [fileToRoute(rel)] : [];
    const vuePages = [...s.components.keys()].filter(isVuePageComponent);
    return [...new Set([...s.routesUsing([...failed, ...vuePages]), ...own])].sort();
  }

  /** Bumped by every reload: a config in code loads asynchronously, and only the latest load counts. */
  let configLoads = 0;
  /** `routes`: only the tabs showing one of them reload (a Vue component's failure or fix); else every tab. */
  async function reloadConfig(file?: string, routes?: string[]): Promise<void> {
    checks.schedule();
    const load = ++configLoads;
    opening = open();
    const opened = await opening;
    if (closed || load !== configLoads) return;
    const next = opened.site;
    openProblems = next ? undefined : opened.diagnostics;
    if (!next) {
      siteError = opened.diagnostics[0];
      // A config in code may have failed in a module it just started to import: watch that too.
      watcher?.watchConfigFiles(opened.configFiles);
      if (siteError) broadcast({ type: 'error', error: siteError });
      return;
    }
    const where = (rc: DevSite['rc']) =>
      JSON.stringify([rc.srcDir, rc.publicDir, rc.componentsDir, rc.themeDir, rc.configFiles]);
    const moved = !site || where(site.rc) !== where(next.rc);
    site = next;
    if (refRoutes) next.setRefRoutes(refRoutes);
    next.start();
    search.invalidate();
    for (const route of pageErrors.keys()) checks.set(`page:${route}`, undefined);
    pageErrors.clear();
    if (siteError) log.info(`✓ ${terminalText(next.rc.configLabel)} is valid again`);
    siteError = undefined;
    setupBundles(next);
    const assets = (s: DevSite) => JSON.stringify(watchedAssets(s));
    if (moved || !watcher || assets(next) !== lastAssets) startWatching(next);
    // The file that changed: the config, a module it imports, a plugin's file, a component or theme file added or removed.
    const label = terminalText(file ? displayPath(file) : next.rc.configLabel);
    if (routes) {
      if (routes.length) log.info(`${label} changed: reloading the tabs showing ${routes.join(', ')}`);
      broadcast({ type: 'reload', reason: 'vue', routes });
      return;
    }
    log.info(`${label} changed: reloading every tab`);
    broadcast({ type: 'reload', reason: 'config' });
  }

  function onWatch(e: WatchEvent): void {
    if (closed) return;
    checks.schedule();
    if (e.kind === 'config') return void reloadConfig(e.file, vueFailureRoutes(site, e.file));
    const s = site;
    if (!s) return;
    // A file a Vue island is made of (a component, a Vue page's script, a data loader or what it reads).
    const abs = e.kind === 'page' ? path.join(s.rc.srcDir, e.file) : e.file;
    const islands = vueCode ? islandsUsing(vueCode, abs) : [];
    // A page's own edit (a Vue page's Markdown): its message carries its islands' new code, if it is sent.
    const code = islands.length ? vueChanged(s, abs, islands) : undefined;
    if (code && e.kind !== 'page') sendIslands(code);
    if (islands.length) {
      // Read by Vue code only: nothing else shows it.
      if (e.kind === 'code' || (e.kind === 'asset' && !s.dependents(abs).files.length)) return;
    }
    if (e.kind === 'code') {
      if (e.structural) return void reloadConfig(e.file);
      void bundles?.rebuild().then((state) => {
        reportBundles(state);
        if (!state.ok) return;
        log.info(`${terminalText(displayPath(e.file))} changed: reloading every tab`);
        broadcast({ type: 'reload', reason: 'theme' });
      });
      return;
    }
    if (e.kind === 'plugin-asset') {
      // Served from its file as it is now (never cached): a reload shows it.
      log.info(`${terminalText(displayPath(e.file))} changed: reloading every tab`);
      broadcast({ type: 'reload', reason: 'asset' });
      return;
    }
    // Pages that include the changed file (a Markdown part, a snippet) are rendered again in place.
    // Those that show it as an image (its size is in their HTML) are made again when next asked for:
    // an image is shown anew only by a reload (in place, the same address keeps the old picture).
    const includedBy = s.dependents(e.kind === 'asset' ? e.file : path.join(s.rc.srcDir, e.file));
    for (const file of includedBy.files) {
      const loaded = s.isLoaded(file) || refreshing.has(file);
      s.changed(file);
      if (loaded && !includedBy.image) void refreshPage(s, file);
    }
    if (e.kind === 'asset') {
      // The files the checks know (images, the public folder's) are listed again.
      void s.relist();
      if (includedBy.files.length) search.invalidate();
      if (!includedBy.files.length || includedBy.image) broadcast({ type: 'reload', reason: 'asset' });
      return;
    }
    search.invalidate();
    const file = pagePath(s.rc, e.file);
    // A page that becomes a Vue page (or stops being one), or imports a new `.vue`: the site's Vue
    // components change with it, so the site is loaded again and the tabs showing the page reload.
    if (e.event !== 'unlink' && isVueProject(s.rc)) {
      void changesVueShape(abs, s.rc.srcDir, s.components, s.rc.vueUnrendered, s.rc.vitepressDir).then((changed) => {
        if (closed || site !== s) return code && sendIslands(code);
        if (changed) {
          if (code) sendIslands(code);
          void reloadConfig(abs, [fileToRoute(file)]);
        } else pageEdited(s, e.event, file, code);
      });
      return;
    }
    pageEdited(s, e.event, file, code);
  }

  /**
   * A page's file changed, was added or removed: what dev does about it (rendered again in place, the
   * site's routes updated). `code`: its island's new code (a Vue page), sent with its new view or alone.
   */
  function pageEdited(
    s: DevSite,
    event: 'add' | 'change' | 'unlink',
    file: string,
    code?: Promise<IslandCode | undefined>,
  ): void {
    const loaded =
      event === 'change' && s.fileOf(fileToRoute(file)) === file && (s.isLoaded(file) || refreshing.has(file));
    if (code && !loaded) sendIslands(code);
    if (event === 'change') {
      if (s.fileOf(fileToRoute(file)) !== file) return;
      s.changed(file);
      if (loaded) void refreshPage(s, file, code);
      // Its title and description on the cards of an open page's <DocCardList>.
      else if (s.showsCards(file)) void s.reparseCard(file).then(scheduleSiteUpdate);
      else void s.retitle(file).then((changed) => changed && scheduleSiteUpdate());
      return;
    }
    if (event === 'add') {
      void s.added(file).then(() => {
        // A duplicate route is an error over the page that has the route; a README left out is only a warning (the checks log it).
        const dup = s.scanErrors.get(file);
        if (dup?.severity === 'error') pageResult(fileToRoute(file), dup);
        scheduleSiteUpdate();
      });
      return;
    }
    void s.removed(file).then(() => {
      pageResult(fileToRoute(file), undefined);
      scheduleSiteUpdate();
    });
  }

  /** The plugins' static files to watch: the site's own (a package's do not change under a running server). */
  function watchedAssets(s: DevSite): string[] {
    return s.pluginAssets.map((a) => a.dir).filter((dir) => !isPackageFile(dir));
  }
  let lastAssets = '';

  function startWatching(s: DevSite): void {
    void watcher?.close();
    const pluginAssets = watchedAssets(s);
    lastAssets = JSON.stringify(pluginAssets);
    watcher = watchSite(s.rc, themeDir, onWatch, (err) => log.error(`watcher: ${terminalText(err.message)}`), {
      pluginAssets,
    });
    // What the bundles were made from (components' imports, a plugin's component files) is watched too.
    void bundles?.current().then((state) => state.ok && watcher?.watchCodeFiles(codeFiles(state)));
  }

  socket.onConnect((ws) => {
    const send = (m: DevMessage) => ws.send(JSON.stringify(m));
    send({ type: 'hello', generation });
    if (siteError) send({ type: 'error', error: siteError });
    if (bundleError) send({ type: 'error', error: bundleError });
    for (const [route, error] of pageErrors) send({ type: 'error', route, error });
    if (problems) send({ type: 'problems', problems });
  });

  server.on(
    'request',
    createDevHandler({
      host,
      base,
      bundleDir,
      site: () => site,
      siteError: () => siteError ?? bundleError,
      bundles: () => bundles?.current(),
      pageResult,
      searchFile: (pathname) => search.file(pathname),
      generation: () => generation,
      refVersionFile: async (request) => refVersions?.file(request),
      versionRoutes: async () => (site ? refVersions?.routesText(site.rc.config, site.loadedRoutes.keys()) : undefined),
    }),
  );

  const listening = await listenWithFallback(server, opts.port ?? 5173, host);
  let watching: Promise<void>;
  // Versions kept in git refs: built once (or reused from the cache) in the background, as the
  // server starts; their problems go to the terminal with the site's, and open tabs get their routes.
  let refVersions: DevRefVersions | undefined;
  let refRoutes: Record<string, string[]> | undefined;
  if (site) {
    const first = site;
    const builtRefs = (refs: { routes: Record<string, string[]>; diagnostics: Diagnostic[] }) => {
      if (closed) return;
      refRoutes = refs.routes;
      site?.setRefRoutes(refRoutes);
      checks.set('ref-versions', refs.diagnostics.length ? refs.diagnostics : undefined);
      scheduleSiteUpdate();
    };
    // A ref that moves while dev runs is built again (see ref-versions.ts): the same update.
    refVersions = startDevRefVersions(first, builtRefs, () => site);
    void refVersions?.ready.then(builtRefs);
    first.start();
    setupBundles(first);
    // The watcher's set-up (a stat and a watch per file) waits for the titles, so that a first
    // page asked for at once does not compete with both.
    watching = first.titlesRead.then(() => {
      if (!closed && site === first && !watcher) startWatching(first);
      // The site's checks parse every page in the background, once the first requests had the CPU.
      checks.schedule();
      return watcher?.ready;
    });
  } else {
    // Without a valid config there is nothing to bundle yet; watch the config file until it is fixed.
    watcher = watchConfigOnly(path.resolve(opts.root), opened.configFiles, onWatch);
    watching = watcher.ready;
    checks.schedule();
  }

  return {
    url: displayUrl(host, listening.port, base),
    port: listening.port,
    requestedPort: listening.requested,
    pages: site?.pageCount ?? 0,
    watching,
    diagnostics: () => checks.current(),
    refVersions: refVersions ? refVersions.ready.then(() => undefined) : Promise.resolve(),
    async close() {
      if (closed) return;
      closed = true;
      checks.close();
      slow.stop();
      if (siteUpdate) clearImmediate(siteUpdate);
      await Promise.all([
        watcher?.close(),
        socket.close(),
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
        bundles?.dispose(),
        refVersions?.dispose(),
      ]);
      fs.rmSync(bundleDir, { recursive: true, force: true });
    },
  };
}
