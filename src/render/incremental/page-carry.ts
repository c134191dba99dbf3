// Unchanged pages without rendering them: a page whose parse (its page-cache key) is the previous
// build's, rendered against the same provisional site model (config, every page's quick title, git
// dates, search URLs) and the same SSR code and assets, makes the same two files. Those are carried
// over by their recorded keys (and the page's Markdown copy with them), without building the page's view, serialising it and hashing it,
// which at 10,000 pages is most of an incremental build's work.
//
// A merge (shards.ts) carries every page of a shard that rendered against the same model and target
// as the merge: the page is the shard's own parse, so its files are what the merge would make.
//
// A page the previous build rendered again in finish() (a real title differed from its quick one)
// is not recorded: its files depend on the final model, which this key does not cover.
import { routeToDataFile, routeToHtmlFile, routeToMarkdownFile } from '../../shared/routes.js';
import type { PageData } from '../page/page-types.js';
import type { OutputFiles } from './build-record.js';
import { sha } from './hashing.js';

/** What a page's parse is made of: its page-cache key, and the content of the files it includes (not in that key). */
export function pageCarryKey(page: Pick<PageData, 'includes'>, cacheKey: string | undefined): string | undefined {
  if (!cacheKey) return undefined;
  return page.includes?.length ? sha(cacheKey, JSON.stringify(page.includes)) : cacheKey;
}

const PART = 'pages';

export class PageCarry {
  private context: string | undefined;
  private readonly previous: Record<string, string> | undefined;
  private readonly previousContext: string | undefined;
  private readonly next: Record<string, string> = {};

  constructor(
    private readonly files: OutputFiles,
    /** A hash of everything the provisional site model is made of. */
    private readonly modelKey: string,
    /** A merge: the render key (see renderKey) of the shards whose files are the previous files. */
    private readonly shardsRenderKey?: string,
  ) {
    const part = files.previousPartData(PART);
    this.previous = part?.data as Record<string, string> | undefined;
    this.previousContext = part?.key;
  }

  /** The render target is known (its key: SSR code and client assets). */
  setTarget(targetKey: string): void {
    this.context = sha(this.modelKey, targetKey);
  }

  /** What the pages render against (site model and render target); undefined until the target is known. */
  get renderKey(): string | undefined {
    return this.context;
  }

  /** Carry the page's files over when nothing they are made of changed; true when it did. */
  carry(route: string, pageKey: string | undefined): boolean {
    if (!this.context) return false;
    const fromShards = this.shardsRenderKey !== undefined && this.context === this.shardsRenderKey;
    if (!fromShards && (!pageKey || this.context !== this.previousContext || this.previous?.[route] !== pageKey))
      return false;
    const html = routeToHtmlFile(route);
    const data = routeToDataFile(route);
    const htmlKey = this.files.previousKey(html);
    const dataKey = this.files.previousKey(data);
    if (htmlKey === undefined || dataKey === undefined || !this.files.carry(html, htmlKey)) return false;
    if (!this.files.carry(data, dataKey)) {
      this.files.unlinkCarried(html);
      return false;
    }
    // Its Markdown copy, when the site makes them (the same config as the previous build's: in the context).
    const markdown = routeToMarkdownFile(route);
    const markdownKey = this.files.previousKey(markdown);
    if (markdownKey !== undefined && !this.files.carry(markdown, markdownKey)) {
      this.files.unlinkCarried(html);
      this.files.unlinkCarried(data);
      return false;
    }
    return true;
  }

  /** The page's files are (now) as the provisional model renders them. */
  record(route: string, pageKey: string | undefined): void {
    if (pageKey) this.next[route] = pageKey;
  }

  /** The page was rendered again against the final model: its files are no longer the provisional ones. */
  forget(route: string): void {
    delete this.next[route];
  }

  /** Into the build record, for the next build. */
  save(): void {
    if (this.context) this.files.setPart(PART, this.context, this.next);
  }
}
