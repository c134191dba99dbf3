// Pages are rendered in this thread as they come out of the parse workers, not after the last one:
// parsing and rendering overlap, each on its own core.
//
// A page's HTML needs other pages' titles (sidebar, prev/next), which are not all known until every
// page is parsed. Pages are rendered against a provisional site model built from quick titles
// (frontmatter `title:` or the first `# ` heading, see quick-title.ts). When the real titles are all
// known, finish() compares: any page whose sidebar or prev/next would come out differently is
// rendered again from the data file it wrote. With titles as authors write them that is none.
import fs from 'node:fs';
import { routeToDataFile } from '../../shared/routes.js';
import type { PageView, SidebarItem } from '../../shared/types.js';
import type { Diagnostic } from '../diagnostics.js';
import { FileWriter } from './files.js';
import type { RenderPage, WrittenPage } from '../page/page-types.js';
import { renderFailure, writePageFiles, type RenderTarget } from './render-page.js';
import { ThemeFrames } from './theme-error.js';
import type { OutputFiles } from '../incremental/build-record.js';
import type { SiteModel } from '../model/site.js';
import type { PageCarry } from '../incremental/page-carry.js';

export type { RenderTarget } from './render-page.js';

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export class RenderStream {
  private readonly queue: RenderPage[] = [];
  /** Page file → its page-cache key, for pages that have one (see PageCarry). */
  private readonly keys = new Map<string, string>();
  private head = 0;
  private target: RenderTarget | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly writer: FileWriter;
  /** Pages rendered against the provisional model. */
  private readonly rendered: WrittenPage[] = [];
  /** Every page pushed and done with (written, carried over, failed, or skipped once stopped), in push order. */
  private readonly done: WrittenPage[] = [];
  private readonly failures: Diagnostic[] = [];
  /** Theme files named from render errors (one source map read per bundle). */
  private readonly frames = new ThemeFrames();
  /** Pages rendered again by finish(). */
  rerendered = 0;

  constructor(
    outDir: string,
    private model: SiteModel,
    private readonly onRendered: (page: WrittenPage, ms: number) => void,
    /** A page's file as shown in diagnostics. */
    private readonly label: (file: string) => string = (file) => file,
    /** The staged output's files: what is written, and what the previous build carries over. */
    files?: OutputFiles,
    /** Unchanged pages carried over without rendering (see page-carry.ts). */
    private readonly carrier?: PageCarry,
    /**
     * Called before a page is rendered: the page with what it came without (a lazy page's HTML from
     * the page cache, see page-snapshot.ts; a merged page's from its shard); undefined when that
     * cannot be read.
     */
    private readonly hydrate: (page: RenderPage) => RenderPage | undefined = (page) => page,
  ) {
    this.writer = new FileWriter(outDir, files);
  }

  /** A parsed page: rendered as soon as the bundles are ready and the pages before it are done. `key`: its page-cache key. */
  push(page: RenderPage, key?: string): void {
    this.queue.push(page);
    if (key) this.keys.set(page.file, key);
    this.kick();
  }

  /** The SSR renderer and client assets are built: start rendering. */
  ready(target: RenderTarget): void {
    this.target = target;
    this.carrier?.setTarget(target.key);
    this.kick();
  }

  /** The build failed: render nothing more. */
  stop(): void {
    this.stopped = true;
  }

  /** Stop, and resolve once nothing more is being written (the output can then be deleted). */
  async abort(): Promise<void> {
    this.stop();
    while (this.running) await this.running;
    await this.writer.flush().catch(() => undefined);
  }

  /**
   * Every page is pushed. `final`: the site model with every page's real title, when a quick title
   * was wrong (pages it changes are rendered again). Resolves once every file is written.
   */
  async finish(final: SiteModel | undefined): Promise<Diagnostic[]> {
    if (!this.target) throw new Error('render stream finished before the bundles were ready');
    while (this.running) await this.running;
    if (final && !this.stopped) {
      const provisional = this.model;
      this.model = final;
      await this.writer.flush();
      // Pages whose sidebar reads the same with the real titles have the same sidebar and prev/next:
      // compared once per sidebar, not per page (building every view twice would cost as much as rendering).
      const sidebarSame = new Map<SidebarItem[], boolean>();
      for (const page of this.rendered) {
        const sidebar = provisional.sidebarOf(page);
        let same = sidebarSame.get(sidebar);
        if (same === undefined) sidebarSame.set(sidebar, (same = jsonOf(sidebar) === jsonOf(final.sidebarOf(page))));
        // A page's <DocCardList> cards show other pages' descriptions, which the provisional model
        // does not have (nor the key of a carried page): compared whatever its sidebar.
        if (same && !page.docCards) continue;
        const before = provisional.view(page);
        const after = final.view(page);
        if (
          siteParts(before) === siteParts(after) &&
          (!page.docCards || JSON.stringify(before.components) === JSON.stringify(after.components))
        )
          continue;
        this.carrier?.forget(page.route);
        await this.rerender(page, after);
        this.rerendered++;
      }
    }
    this.kick();
    while (this.running) await this.running;
    await this.writer.flush();
    return this.failures;
  }

  private kick(): void {
    if (this.running || this.stopped || !this.target || this.head >= this.queue.length) return;
    this.running = this.pump().finally(() => {
      this.running = undefined;
      this.kick();
    });
  }

  private async pump(): Promise<void> {
    const target = this.target!;
    while (this.head < this.queue.length && !this.stopped) {
      const page = this.queue[this.head]!;
      this.queue[this.head++] = undefined as unknown as RenderPage;
      const start = performance.now();
      const key = this.keys.get(page.file);
      // What is kept of the page once written: the site model keeps titles and links only.
      const { html: _html, markdown: _markdown, ...written } = page;
      try {
        if (!this.carrier?.carry(page.route, key)) {
          const full = this.hydrate(page);
          if (!full)
            throw new Error(
              'its HTML went away during the build (its page-cache entry, or its shard output): build again',
            );
          const warnings = await writePageFiles(this.writer, target, this.model, this.model.view(full), full);
          for (const w of warnings) this.failures.push({ ...w, file: this.label(page.file) });
          // (A lazy page is whole now: it is kept as such.)
          delete written.lazy;
        }
        this.carrier?.record(page.route, key);
        this.rendered.push(written);
      } catch (err) {
        this.fail(page, err);
      }
      this.done.push(written);
      this.onRendered(written, performance.now() - start);
      // Let the parse workers' results in (and hand them their next pages) between two pages.
      await yieldToEventLoop();
    }
    this.queue.length = 0;
    this.head = 0;
  }

  /**
   * Every page pushed, once the stream is done with each (written, or, after stop(), skipped), in the
   * order they were pushed. Call once every page is pushed and the bundles are settled.
   */
  async written(): Promise<WrittenPage[]> {
    for (;;) {
      this.kick();
      if (!this.running) break;
      await this.running;
    }
    // Stopped: what was not rendered is still a page of the site (its links are checked).
    for (; this.head < this.queue.length; this.head++) {
      const { html: _html, markdown: _markdown, ...written } = this.queue[this.head]!;
      this.done.push(written);
    }
    this.queue.length = 0;
    this.head = 0;
    return this.done;
  }

  /** Render a page again from its data file, with the sidebar and prev/next of `view`. */
  private async rerender(page: WrittenPage, view: PageView): Promise<void> {
    const data = JSON.parse(fs.readFileSync(this.writer.pathOf(routeToDataFile(page.route)), 'utf8')) as PageView;
    const patched: PageView = {
      ...data,
      sidebar: view.sidebar,
      prev: view.prev,
      next: view.next,
      // (<DocCardList> cards: from other pages, as the sidebar.)
      ...(page.docCards && { components: view.components }),
    };
    try {
      await writePageFiles(this.writer, this.target!, this.model, patched, page);
    } catch (err) {
      this.fail(page, err);
    }
  }

  private fail(page: WrittenPage, err: unknown): void {
    this.failures.push(renderFailure(err, this.label(page.file), this.frames));
  }
}

const sidebarJson = new WeakMap<SidebarItem[], string>();

function jsonOf(sidebar: SidebarItem[]): string {
  let json = sidebarJson.get(sidebar);
  if (json === undefined) sidebarJson.set(sidebar, (json = JSON.stringify(sidebar)));
  return json;
}

/** What of a page's view comes from other pages (their titles): sidebar and prev/next. */
function siteParts(view: PageView): string {
  return `${jsonOf(view.sidebar)}\0${JSON.stringify(view.prev ?? null)}\0${JSON.stringify(view.next ?? null)}`;
}
