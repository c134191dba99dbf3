// The dev server's view of a site: the load step's result (its files listed again when files come
// or go: one route table, which the site's checks use too), and pages parsed only when asked for,
// cached until their file changes. Sidebars and prev/next need every page's title long before
// every page is parsed: quick titles (dev-titles.ts) stand in until a page is parsed.
import fs from 'node:fs';
import {
  fileToRoute,
  localeOfRoute,
  NOT_FOUND_ROUTE,
  notFoundView,
  routeCandidates,
  routeToDataFile,
} from '../../shared/routes.js';
import { DiagnosticError, toDiagnostics, type Diagnostic, type RuleLevel } from '../../render/diagnostics.js';
import { listSiteFiles, loadSite, type LoadResult, type SiteInputs } from '../../render/load.js';
import { referencedFiles } from '../../render/model/published-assets.js';
import { oldPaths, siteRedirects } from '../../render/model/redirects.js';
import { docCardFiles } from '../../render/model/doc-cards.js';
import { editLinkFor } from '../../render/model/edit-link.js';
import { buildSiteModel, langOfRoute, localesOf, type SiteModel } from '../../render/model/site.js';
import type { ClientAssets } from '../../render/output/bundle.js';
import type { PageDocument } from '../../render/output/page-document.js';
import { readMarkdownSourceAsync } from '../../render/page/markdown-source.js';
import type { PageData } from '../../render/page/page-types.js';
import { standInPage } from '../../render/page/quick-title.js';
import { pageOptions, pageSettings } from '../../render/page/page-settings.js';
import { DigestMemo } from '../../render/incremental/digest-memo.js';
import { ImageProbes } from '../../render/page/image-sizes.js';
import type { ConfigOverrides, ResolvedConfig } from '../../render/site/config.js';
import type { SlowPageWatch } from '../../render/page/slow-pages.js';
import { displayPath } from '../../render/site/paths.js';
import { readGitInfoAsync, type GitInfo } from '../../render/site/git.js';
import { searchIndexUrls } from '../../render/search/search-index.js';
import { localSearchOf } from '../../render/site/search-setting.js';
import { llmsTexts } from '../../render/output/llms-files.js';
import { agentsSettings } from '../../render/agents/agents-settings.js';
import { kebabName } from '../../render/vue/vue-bundle.js';
import { quickTitles, readQuickTitle } from './titles.js';

/** The parts of the pipeline only needed once a page is asked for: imported after start-up. */
const pipeline = () =>
  Promise.all([import('../../render/page/page.js'), import('../../render/output/page-document.js')]).then(
    ([page, document]) => ({ loadPage: page.loadPage, pageDocument: document.pageDocument }),
  );
type Pipeline = Awaited<ReturnType<typeof pipeline>>;

/** How long the first request waits for every page's title before it uses file names. */
const TITLES_WAIT_MS = 300;

/** `missing`: the file went away since the scan (its removal is on its way from the watcher). */
export type PageResult = { ok: true; page: PageData } | { ok: false; error: Diagnostic; missing?: boolean };

export class DevSite {
  /** The site as the load step found it, its files as last listed (route table included). */
  private listed: SiteInputs;
  /** The load step's problems other than its files', then those of the files as last listed. */
  private readonly loadProblems: Diagnostic[];
  private fileProblems: Diagnostic[];
  /** A listing of the files asked for and not run yet: the events of one turn share it. */
  private relisting: Promise<void> | undefined;
  /** Quick titles until a page is parsed, then its real title. */
  private readonly titles = new Map<string, string | undefined>();
  private readonly pages = new Map<string, PageData>();
  private readonly failed = new Map<string, Diagnostic>();
  private readonly inflight = new Map<string, Promise<PageData>>();
  /** Bumped on every change of a file: a parse that started before it is not cached. */
  private readonly generation = new Map<string, number>();
  private model: SiteModel | undefined;
  readonly components: Map<string, string>;
  readonly plugins: SiteInputs['plugins'];
  readonly pluginAssets: SiteInputs['pluginAssets'];
  readonly unified: SiteInputs['unified'];
  /** The site's theme folder (overrides, slots, stylesheets), as listed when the site was opened. */
  readonly theme: SiteInputs['theme'];
  /** Plugins' data: name → its JSON file (see generated/data-loaders.ts). */
  readonly dataFiles: SiteInputs['dataFiles'];
  /** Problems of the route table (duplicate routes, reserved names), by file. */
  readonly scanErrors = new Map<string, Diagnostic>();
  /** Every page parsed without highlighting, for the site's checks, until its file changes (no HTML, no text). */
  private readonly plain = new Map<string, PageData>();
  private lib: Pipeline | undefined;
  /** Hashes for the background checks' page keys (nothing is remembered between runs in dev). */
  private readonly memo = new DigestMemo();
  private refRoutes: Record<string, string[]> | undefined;
  /** The sizes of the images pages showed, read again only when an image's file changes. */
  private readonly images = new ImageProbes();
  /** The page pipeline imported, and titles read or waited for briefly (after start()): every request waits for it. */
  readonly ready: Promise<void>;
  /**
   * Every page's quick title read, and its git dates (config `lastUpdated`); views made before use
   * file names and no dates, and are announced again after.
   */
  readonly titlesRead: Promise<void>;
  /** Last-updated time and contributors by file, as a build shows them (once read). */
  private git: Map<string, GitInfo> | undefined;
  /** Begin reading titles and importing the page pipeline; called once the server listens. */
  readonly start: () => void;

  readonly rc: ResolvedConfig;

  private constructor(
    inputs: SiteInputs,
    { diagnostics, fileDiagnostics }: Pick<LoadResult, 'diagnostics' | 'fileDiagnostics'>,
    /** Called when the title of a page changed, so sidebars and prev/next of other pages did too. */
    private readonly onTitleChange: (file: string) => void,
    /** Told when each page begins and ends being parsed, to name those that take long. */
    private readonly slow?: SlowPageWatch,
  ) {
    const rc = (this.rc = inputs.rc);
    const pages = inputs.files;
    this.listed = inputs;
    this.loadProblems = diagnostics.filter((d) => !fileDiagnostics.includes(d));
    this.fileProblems = fileDiagnostics;
    this.components = inputs.components;
    this.plugins = inputs.plugins;
    this.pluginAssets = inputs.pluginAssets;
    this.unified = inputs.unified;
    this.theme = inputs.theme;
    this.dataFiles = inputs.dataFiles;
    this.routeProblems();
    let start!: () => void;
    const started = new Promise<void>((resolve) => (start = resolve));
    this.start = start;
    this.titlesRead = started.then(async () => {
      const [titles, git] = await Promise.all([
        quickTitles(inputs.sourceOf, pages),
        rc.config.lastUpdated ? readGitInfoAsync(rc.srcDir) : undefined,
      ]);
      for (const [file, title] of titles) if (!this.titles.has(file)) this.titles.set(file, title);
      this.git = git;
      // Pages were served with file names for titles: tell the tabs to fetch them again.
      const served = !!this.model;
      this.model = undefined;
      if (served) this.onTitleChange('*');
    });
    this.ready = started.then(async () => {
      this.lib = await pipeline();
      // A small site has its titles at once; a large one shows file names in sidebars for a moment.
      await Promise.race([this.titlesRead, new Promise((resolve) => setTimeout(resolve, TITLES_WAIT_MS))]);
    });
  }

  /** Load the site as every command does (names only: nothing is read or parsed), with its problems. */
  static async open(
    root: string,
    overrides: ConfigOverrides,
    onTitleChange: (file: string) => void,
    slow?: SlowPageWatch,
  ): Promise<{ site?: DevSite; diagnostics: Diagnostic[]; configFiles: string[] }> {
    const loaded = await loadSite(root, overrides);
    const { site, diagnostics, configFiles } = loaded;
    return { site: site && new DevSite(site, loaded, onTitleChange, slow), diagnostics, configFiles };
  }

  /** route → file (relative to srcDir) */
  private get routes(): ReadonlyMap<string, string> {
    return this.listed.routes;
  }

  /** The route table as the site was loaded (what build gives the ref versions, see dev/ref-versions.ts). */
  get loadedRoutes(): ReadonlyMap<string, string> {
    return this.listed.routes;
  }

  /** The routes of the ref versions' builds, once built: the switcher keeps the page there (as in a build). */
  setRefRoutes(routes: Record<string, string[]>): void {
    this.refRoutes = routes;
    this.model = undefined;
  }

  /** The site as the load step found it, its files as last listed: what the site's checks run on. */
  async inputs(): Promise<SiteInputs> {
    await this.relisting;
    return this.listed;
  }

  /** The load step's problems, those of the files as last listed. */
  async loadDiagnostics(): Promise<Diagnostic[]> {
    await this.relisting;
    return [...this.loadProblems, ...this.fileProblems];
  }

  /** The site's levels for warning rules (config `check.rules`). */
  get ruleLevels(): Readonly<Record<string, RuleLevel>> {
    return this.listed.rc.config.check.rules;
  }

  label(file: string): string {
    return displayPath(this.listed.sourceOf(file));
  }

  /** The page route a pathname (without base) names, if any. */
  routeFor(pathname: string): string | undefined {
    return routeCandidates(pathname).find((r) => this.routes.has(r));
  }

  fileOf(route: string): string | undefined {
    return this.routes.get(route);
  }

  /**
   * Where a pathname (without base, decoded) is redirected, as a build's redirects say (the config's
   * `redirects`, the pages' `redirectFrom`); undefined when it is not an old path.
   */
  async redirectFor(pathname: string): Promise<string | undefined> {
    const { config } = this.rc;
    const { pages } = await this.allPages();
    const redirects = siteRedirects({ config, pages, routes: this.routes });
    return redirects.find((r) => !this.routes.has(r.from) && oldPaths(r.from, '/').includes(pathname))?.url;
  }

  /**
   * A locale's llms.txt or llms-full.txt (`rel`: its path under the base), as a build writes it from the
   * pages' Markdown copies; undefined for any other path or when the site writes none.
   */
  async llmsFile(
    rel: string,
    copyText: (page: PageData) => Promise<string | undefined> = async (p) => p.markdown,
  ): Promise<string | undefined> {
    if (!/(^|\/)llms(-full)?\.txt$/.test(rel)) return undefined;
    const { pages } = await this.allPages();
    const copies = new Map(await Promise.all(pages.map(async (p) => [p.route, await copyText(p)] as const)));
    const copyOf = (route: string) => {
      const copy = copies.get(route);
      return copy === undefined ? [] : [copy];
    };
    return llmsTexts(this.siteModel(), pages, agentsSettings(this.rc.config), copyOf).get(rel);
  }

  /** The route whose data chunk is `file` (`assets/pages/….json`). */
  routeOfDataFile(file: string): string | undefined {
    for (const route of this.routes.keys()) if (routeToDataFile(route) === file) return route;
    return undefined;
  }

  /** The route of the page a diagnostic's file label names (see label()), by label. */
  routesByLabel(): Map<string, string> {
    return new Map([...this.routes].map(([route, file]) => [this.label(file), route]));
  }

  get pageCount(): number {
    return this.routes.size;
  }

  /** True when the page was parsed (or failed) since its last change: someone is looking at it. */
  isLoaded(file: string): boolean {
    return this.pages.has(file) || this.failed.has(file) || this.inflight.has(file);
  }

  /** The page of a route, parsing it if needed. */
  async page(route: string): Promise<PageResult> {
    const file = this.routes.get(route);
    if (file === undefined) return { ok: false, error: { severity: 'error', message: `no page for ${route}` } };
    await this.ready;
    let page: PageData;
    try {
      page = await this.load(file);
      await this.parseCards(page);
    } catch (err) {
      const error = toDiagnostics(err, this.label(file))[0]!;
      return { ok: false, error, missing: !fs.existsSync(this.listed.sourceOf(file)) };
    }
    return { ok: true, page };
  }

  /**
   * A page as it ships, made by build's own function (page-document.ts): its document, its data file
   * and the update pushed to open tabs. Without `page`, the built-in not-found page of `locale`.
   */
  document(assets: ClientAssets, page?: PageData, locale = '/'): PageDocument {
    const model = this.siteModel();
    return this.lib!.pageDocument(model, page ? model.view(page) : notFoundView(locale), assets, page);
  }

  /** The site model over every route: parsed pages where there are some, title-only stand-ins elsewhere (after `ready`). */
  siteModel(): SiteModel {
    if (!this.model) {
      const list = [...this.routes.values()].sort().map((file) => this.pages.get(file) ?? this.standIn(file));
      const { config } = this.rc;
      // The URLs a build gives the search index (see search.ts): fixed per locale, known from the routes.
      const localePaths = localesOf(config, new Map()).map((l) => l.path);
      const searched = [...this.routes.keys()].filter((route) => route !== NOT_FOUND_ROUTE);
      const searchIndexes = !localSearchOf(config.search)
        ? undefined
        : searchIndexUrls(searched, config.base, (route) => localeOfRoute(route, localePaths));
      const ownPath = (file: string) => this.listed.rewritten.get(file) ?? file;
      this.model = buildSiteModel(config, list, {
        searchIndexes,
        git: this.git,
        ownPath,
        editLink: editLinkFor(this.rc, ownPath),
        ...(this.refRoutes && { refRoutes: this.refRoutes }),
      });
      // An author's drafts and every save are not page views: no analytics in dev.
      this.model.site.analytics = undefined;
    }
    return this.model;
  }

  /** A page not parsed for a view: its quick title, and its description once the checks parsed it (cards). */
  private standIn(file: string): PageData {
    const page = standInPage(file, this.titles.get(file));
    const plain = this.plain.get(file);
    if (!plain) return page;
    return {
      ...page,
      ...(plain.description !== undefined && { description: plain.description }),
      ...(plain.excerpt !== undefined && { excerpt: plain.excerpt }),
    };
  }

  private load(file: string): Promise<PageData> {
    const cached = this.pages.get(file);
    if (cached) return Promise.resolve(cached);
    let p = this.inflight.get(file);
    if (p) return p;
    const gen = this.generation.get(file) ?? 0;
    const label = this.label(file);
    const done = this.slow?.track(label);
    p = (async () => {
      const source = await readWritten(this.listed.sourceOf(file));
      const lang = langOfRoute(this.rc.config, fileToRoute(file));
      return this.lib!.loadPage(file, source, {
        ...pageOptions(
          pageSettings(this),
          { label, lang, ...(this.listed.rewritten.has(file) && { ownFile: this.listed.rewritten.get(file) }) },
          true,
        ),
        images: this.images,
      });
    })()
      .finally(done)
      .then(
        (page) => {
          if ((this.generation.get(file) ?? 0) === gen) {
            this.inflight.delete(file);
            this.pages.set(file, page);
            this.failed.delete(file);
            const before = this.titles.get(file);
            this.titles.set(file, page.title);
            this.model = undefined;
            if (before !== undefined && before !== page.title) this.onTitleChange(file);
          }
          return page;
        },
        (err: unknown) => {
          const [error] = toDiagnostics(err, label);
          if ((this.generation.get(file) ?? 0) === gen) {
            this.inflight.delete(file);
            this.failed.set(file, error!);
          }
          throw new DiagnosticError(error!);
        },
      );
    this.inflight.set(file, p);
    return p;
  }

  /** A page's source changed: forget it (the next request parses it again). */
  changed(file: string): void {
    this.generation.set(file, (this.generation.get(file) ?? 0) + 1);
    this.pages.delete(file);
    this.plain.delete(file);
    this.failed.delete(file);
    this.inflight.delete(file);
  }

  /**
   * The routes of the pages parsed (those tabs show) that use one of the components `names`, or show
   * the content of one in its place (a Vue component that does not compile: `<bd-x data-name="Name">`,
   * or its kebab-case tag left as written, `<my-name …>`).
   */
  routesUsing(names: readonly string[]): string[] {
    const wanted = new Set(names);
    const out = new Set<string>();
    const kebab = names.map((n) => new RegExp(`<${kebabName(n)}[\\s/>]`));
    for (const page of this.pages.values())
      if (
        page.components.some((c) => wanted.has(c.name)) ||
        names.some((n) => page.html.includes(`<bd-x data-name="${n}"`)) ||
        kebab.some((tag) => tag.test(page.html))
      )
        out.add(page.route);
    return [...out].sort();
  }

  /**
   * Pages that include `abs` (a Markdown part or a snippet's file) or show it as an image (its size is
   * in their HTML), by their files; `image`: some page shows it.
   */
  dependents(abs: string): { files: string[]; image: boolean } {
    const out = new Set<string>();
    let image = false;
    for (const [file, page] of [...this.pages, ...this.plain]) {
      for (const d of page.includes ?? []) {
        if (d.path !== abs) continue;
        out.add(file);
        image ||= d.kind === 'image';
      }
    }
    return { files: [...out], image };
  }

  /**
   * True when a page or the config refers to `rel` (a file of the docs folder), so that a build
   * publishes it. Before a file is refused, the pages not parsed yet are parsed (as the site's checks
   * parse them).
   */
  async publishes(rel: string): Promise<boolean> {
    const sources = { base: this.rc.config.base, config: this.rc.config };
    if (referencedFiles(sources, [...this.pages.values(), ...this.plain.values()]).has(rel)) return true;
    return referencedFiles(sources, (await this.allPages()).pages).has(rel);
  }

  /** A page nobody looks at changed: only its title matters (sidebars, prev/next). True when it changed. */
  async retitle(file: string): Promise<boolean> {
    const title = await readQuickTitle(this.listed.sourceOf(file));
    if (this.pages.has(file) || this.titles.get(file) === title) return false;
    this.titles.set(file, title);
    this.model = undefined;
    return true;
  }

  /** A page was added: a new route (or a duplicate-route error). Its title is read before the next view. */
  async added(file: string): Promise<void> {
    this.changed(file);
    await this.relist();
    // A link leading out of the site, a device: the listing leaves it out and says why.
    if (this.routes.get(fileToRoute(file)) !== file) return;
    this.titles.set(file, await readQuickTitle(this.listed.sourceOf(file)));
    this.model = undefined;
  }

  /** A page was removed: its route goes (a duplicate it was hiding may take its place). */
  async removed(file: string): Promise<void> {
    this.changed(file);
    this.titles.delete(file);
    await this.relist();
  }

  /**
   * Files came or went: list them again as the load step does (pages, routes, the docs and public
   * folders' other files), once for the events of one turn. Pages that gained or lost their route are
   * forgotten; those that gained one have their title read.
   */
  relist(): Promise<void> {
    this.relisting ??= new Promise((resolve) => setImmediate(resolve)).then(async () => {
      this.relisting = undefined;
      const { diagnostics, ...files } = listSiteFiles(this.rc, this.pluginAssets, {}, this.listed.generated);
      const before = this.routes;
      this.listed = { ...this.listed, ...files };
      this.fileProblems = diagnostics;
      this.routeProblems();
      this.model = undefined;
      for (const [route, file] of before) {
        if (files.routes.get(route) === file) continue;
        this.changed(file);
        this.titles.delete(file);
      }
      const came = [...files.routes].filter(([route, file]) => before.get(route) !== file).map(([, file]) => file);
      for (const file of came) this.changed(file);
      const titles = await Promise.all(came.map((file) => readQuickTitle(this.listed.sourceOf(file))));
      came.forEach((file, i) => {
        if (this.routes.get(fileToRoute(file)) === file && !this.pages.has(file)) this.titles.set(file, titles[i]);
      });
      if (came.length) this.model = undefined;
    });
    return this.relisting;
  }

  /** The files left without a route by the listing (a duplicate, a README beside an index.md), with why. */
  private routeProblems(): void {
    this.scanErrors.clear();
    // The route table's own problem with a file comes first among those naming it (see scanSite).
    const byLabel = new Map<string | undefined, Diagnostic>();
    for (const d of this.fileProblems) if (!byLabel.has(d.file)) byLabel.set(d.file, d);
    for (const file of this.listed.files) {
      const problem = this.routes.get(fileToRoute(file)) === file ? undefined : byLabel.get(this.label(file));
      if (problem) this.scanErrors.set(file, problem);
    }
  }

  /**
   * Every page parsed without highlighting: pages parsed for a view where there are some, the rest
   * from the page cache and worker threads. For the site's checks they are kept until they change,
   * without their HTML and text (memory at 10,000 pages); `withText` (the search index) parses again
   * what it needs, from the page cache.
   */
  async allPages({ withText = false } = {}): Promise<{ pages: PageData[]; diagnostics: Diagnostic[] }> {
    await Promise.all([this.ready, this.titlesRead]);
    const files = [...this.routes.values()].sort();
    const kept = (f: string) => this.pages.get(f) ?? (withText ? undefined : this.plain.get(f));
    const { pages, diagnostics } = await this.parsePlain(files.filter((f) => !kept(f)));
    const parsed = new Map(pages.map((p) => [p.file, p]));
    return { pages: files.map((f) => kept(f) ?? parsed.get(f)).filter((p): p is PageData => !!p), diagnostics };
  }

  /**
   * Pages parsed without highlighting, from the page cache and worker threads, kept (without HTML and
   * text) until their files change: for the site's checks, and the cards of `<DocCardList>`s.
   */
  private async parsePlain(files: string[]): Promise<{ pages: PageData[]; diagnostics: Diagnostic[] }> {
    if (!files.length) return { pages: [], diagnostics: [] };
    const { loadPagesCached } = await import('../../render/page/page-loader.js');
    const missing = files.map((file) => ({
      abs: this.listed.sourceOf(file),
      file,
      label: this.label(file),
      lang: langOfRoute(this.rc.config, fileToRoute(file)),
      ...(this.listed.rewritten.has(file) && { ownFile: this.listed.rewritten.get(file) }),
    }));
    const gens = new Map(missing.map((m) => [m.file, this.generation.get(m.file) ?? 0]));
    // One core stays with the server: the author's page requests come first.
    const { pages, diagnostics } = await loadPagesCached(missing, {
      settings: pageSettings(this),
      memo: this.memo,
      highlight: false,
      reserve: 1,
      slow: this.slow,
    });
    let retitled = false;
    for (const page of pages) {
      // Kept only when its file did not change while it was parsed.
      if ((this.generation.get(page.file) ?? 0) !== gens.get(page.file)) continue;
      this.plain.set(page.file, { ...page, html: '', text: '' });
      // Cards show its description (see standIn).
      this.model = undefined;
      // Its real title replaces its quick one in sidebars and prev/next, as in a build.
      if (!this.pages.has(page.file) && this.titles.get(page.file) !== page.title) {
        this.titles.set(page.file, page.title);
        retitled = true;
      }
    }
    if (retitled) this.onTitleChange('*');
    return { pages, diagnostics };
  }

  /**
   * The pages a page's `<DocCardList>`s show, parsed if they were not: a build's cards have their
   * titles and descriptions, which quick titles do not give. A page that fails shows as in a build
   * before it stops (its file name); its error is the checks' to report.
   */
  private async parseCards(page: PageData): Promise<void> {
    const files = docCardFiles(page, this.routes.values()).filter((f) => !this.pages.has(f) && !this.plain.has(f));
    await this.parsePlain(files).catch(() => undefined);
  }

  /** True when a page parsed for a view shows `file` in a `<DocCardList>`: its cards change with it. */
  showsCards(file: string): boolean {
    for (const page of this.pages.values()) if (docCardFiles(page, [file]).length) return true;
    return false;
  }

  /** A page shown in cards changed while no tab shows it: parse it again (the cards' description). */
  async reparseCard(file: string): Promise<void> {
    await Promise.all([this.ready, this.titlesRead]);
    if (!this.pages.has(file)) await this.parsePlain([file]).catch(() => undefined);
  }
}

/** How long an empty page is given to fill before it counts as empty. */
const TRUNCATE_GRACE_MS = 50;

/**
 * A page's Markdown as saved. An editor that writes in place truncates the file first, and the
 * watcher may report that moment: an empty read is read again a moment later, so that a save is never
 * shown as an empty page titled after its file (with a sidebar update to every tab).
 */
async function readWritten(file: string): Promise<string> {
  const source = await readMarkdownSourceAsync(file);
  if (source !== '') return source;
  await new Promise((resolve) => setTimeout(resolve, TRUNCATE_GRACE_MS));
  return readMarkdownSourceAsync(file);
}
