// Builds spread over machines. `build --shard k/n` parses and renders a deterministic k-th of the pages
// (every shard reads every source, so all compute the same site model from quick titles) and writes,
// beside its files, a manifest: its pages' parsed data (without their HTML, which is in their data
// files) and each file's key. `merge` assembles the shards into the output a single build makes: it
// takes the pages from the manifests instead of parsing them, carries over the files of every page a
// shard rendered against the same site model and render target as its own (the rest, and pages whose
// sidebar a real title changed, are rendered again), and builds the search index and the rest.
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import type { SiteInputs } from '../load.js';
import type { PageData, PageInput, RenderPage } from '../page/page-types.js';
import { routeToDataFile } from '../../shared/routes.js';
import { factsOf } from '../page/source-facts.js';
import { type BuildRecord, type FileEntry } from '../incremental/build-record.js';
import { sha } from '../incremental/hashing.js';
import { SHARD_MANIFEST } from '../site/output-signature.js';

export { SHARD_MANIFEST };

const MANIFEST_VERSION = 2;

export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

interface ShardManifest {
  version: number;
  shard: Shard;
  /** What every shard must agree on: toolkit, config and the list of pages with their sources. */
  siteKey: string;
  /** Page file → hash of its Markdown as this shard read it. */
  sources: Record<string, string>;
  pages: PageData[];
  files: Record<string, FileEntry>;
  /** What the shard's pages rendered against (PageCarry.renderKey): the merge carries them when it is its own. */
  renderKey?: string;
}

/** `"2/4"` → { index: 2, count: 4 }; undefined when it is not that shape. */
export function parseShard(text: string): Shard | undefined {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m) return undefined;
  const index = Number(m[1]);
  const count = Number(m[2]);
  return index >= 1 && count >= 1 && index <= count ? { index, count } : undefined;
}

/**
 * The pages of one shard: the inputs (in file order) cut into `count` runs of about the same amount
 * of Markdown. Every machine computes the same cut from the same sources.
 */
export function shardInputs(inputs: readonly PageInput[], shard: Shard): PageInput[] {
  const sizes = inputs.map((i) => (factsOf(i)?.length ?? 0) + 200);
  const total = sizes.reduce((a, b) => a + b, 0);
  const out: PageInput[] = [];
  let before = 0;
  for (const [i, input] of inputs.entries()) {
    // A page belongs to the shard its middle falls in.
    const middle = before + sizes[i]! / 2;
    before += sizes[i]!;
    if (Math.min(shard.count, Math.floor((middle / total) * shard.count) + 1) === shard.index) out.push(input);
  }
  return out;
}

/** What all shards and the merge must have in common. */
export function shardSiteKey(site: SiteInputs, toolkit: string): string {
  return sha(
    toolkit,
    JSON.stringify(site.rc.config),
    JSON.stringify(site.plugins.map((p) => p.ref)),
    ...site.inputs.map((i) => i.file),
  );
}

const sourceKey = (input: PageInput) => factsOf(input)?.hash ?? '-';

/** Collects a shard's pages as they are parsed (before the render drops their text). */
export class ShardPages {
  private readonly pages: string[] = [];
  add(page: PageData): void {
    // Not the HTML: the page's data file has it, for the merge that has to render the page again
    // (at 10,000 pages, HTML is half of the manifests the merge reads).
    const { html: _html, ...rest } = page;
    this.pages.push(JSON.stringify(rest));
  }
  /** Write the manifest into the shard's (staged) output. */
  write(
    dir: string,
    /** shardSiteKey() of the site. */
    siteKey: string,
    shard: Shard,
    inputs: readonly PageInput[],
    files: Record<string, FileEntry>,
    renderKey: string | undefined,
  ): void {
    const sources = Object.fromEntries(inputs.map((i) => [i.file, sourceKey(i)]));
    const head = JSON.stringify({
      version: MANIFEST_VERSION,
      shard,
      siteKey,
      sources,
      files,
      renderKey,
    });
    // The pages are spliced in as they were serialised.
    fs.writeFileSync(path.join(dir, SHARD_MANIFEST), `${head.slice(0, -1)},"pages":[${this.pages.join(',')}]}`);
  }
}

export interface MergeInput {
  pages: PageData[];
  /** The shards' files, as a previous build's record whose files are in the shards' folders. */
  record: BuildRecord;
  sources: Map<string, string>;
  diagnostics: Diagnostic[];
  /** What every shard's pages rendered against, when they all agree (see PageCarry). */
  renderKey?: string;
  /**
   * Before a page is rendered (not carried over): read its HTML, which the manifest leaves out, from
   * its data file in its shard's output (the page with it); undefined when that file is gone or unreadable.
   */
  hydrate<P extends RenderPage>(page: P): P | undefined;
}

/** Read the shard outputs to merge, and check they are every shard of one build of these sources. */
export function readShards(dirs: readonly string[], site: SiteInputs, toolkit: string): MergeInput {
  const diagnostics: Diagnostic[] = [];
  const problem = (message: string, hint: string, file?: string) =>
    diagnostics.push({ severity: 'error', rule: 'shard-mismatch', message, hint, ...(file && { file }) });
  const pages: PageData[] = [];
  const record: BuildRecord = { version: 0, files: {}, parts: {} };
  const sources = new Map<string, string>();
  const seen = new Map<number, string>();
  /** Page file → its shard's output folder, while its HTML is still there to read. */
  const htmlIn = new Map<string, string>();
  const siteKey = shardSiteKey(site, toolkit);
  const current = new Map(site.inputs.map((i) => [i.file, sourceKey(i)]));
  let count: number | undefined;
  const renderKeys = new Set<string | undefined>();
  for (const dir of dirs) {
    const file = path.join(dir, SHARD_MANIFEST);
    let m: ShardManifest;
    try {
      m = JSON.parse(fs.readFileSync(file, 'utf8')) as ShardManifest;
    } catch {
      problem(
        `${dir} is not the output of a shard build (no readable ${SHARD_MANIFEST})`,
        'pass the output folders of `bookdocs build --shard k/n`',
        dir,
      );
      continue;
    }
    if (m.version !== MANIFEST_VERSION || m.siteKey !== siteKey) {
      problem(
        `shard ${m.shard?.index}/${m.shard?.count} (${dir}) was built from another config, page list or bookdocs version`,
        'build every shard and the merge from the same commit with the same bookdocs',
        dir,
      );
      continue;
    }
    if (count !== undefined && m.shard.count !== count)
      problem(
        `${dir} is shard ${m.shard.index} of ${m.shard.count}, the others of ${count}`,
        'merge the shards of one build',
        dir,
      );
    count ??= m.shard.count;
    const twice = seen.get(m.shard.index);
    if (twice)
      problem(`shard ${m.shard.index} is given twice (${twice} and ${dir})`, 'pass each shard output once', dir);
    seen.set(m.shard.index, dir);
    for (const [page, key] of Object.entries(m.sources)) {
      if (current.get(page) !== key)
        problem(
          `shard ${m.shard.index} was built from another version of ${site.label(page)}`,
          'build every shard and the merge from the same commit',
          site.label(page),
        );
    }
    for (const page of m.pages) {
      page.html = '';
      htmlIn.set(page.file, dir);
    }
    pages.push(...m.pages);
    renderKeys.add(m.renderKey);
    for (const [rel, entry] of Object.entries(m.files)) {
      record.files[rel] = entry;
      sources.set(rel, dir);
    }
  }
  if (count !== undefined) {
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
    if (missing.length)
      problem(
        `shard${missing.length > 1 ? 's' : ''} ${missing.join(', ')} of ${count} missing`,
        'pass the output folder of every shard',
      );
  }
  const have = new Set(pages.map((p) => p.file));
  const unparsed = site.inputs.filter((i) => !have.has(i.file));
  if (!diagnostics.length && unparsed.length)
    problem(
      `${unparsed.length} page${unparsed.length > 1 ? 's are' : ' is'} in no shard, e.g. ${unparsed[0]!.label}`,
      'build every shard and the merge from the same commit',
    );
  const [renderKey] = renderKeys.size === 1 ? renderKeys : [];
  const hydrate = <P extends RenderPage>(page: P): P | undefined => {
    const dir = htmlIn.get(page.file);
    if (dir === undefined) return page;
    let html: unknown;
    try {
      html = (JSON.parse(fs.readFileSync(path.join(dir, routeToDataFile(page.route)), 'utf8')) as { html?: unknown })
        .html;
    } catch {
      return undefined;
    }
    if (typeof html !== 'string') return undefined;
    htmlIn.delete(page.file);
    return { ...page, html };
  };
  return { pages, record, sources, diagnostics, hydrate, ...(renderKey && { renderKey }) };
}
