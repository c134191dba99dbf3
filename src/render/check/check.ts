// `bookdocs check`: the site loaded as the build loads it, its pages parsed without highlighting (or
// taken from the build's page cache), and every rule run over them. No rendering.
import { DiagnosticCollector, type Diagnostic } from '../diagnostics.js';
import { loadSite } from '../load.js';
import { pageDiagnostics } from '../page/page-diagnostics.js';
import { loadPagesCached } from '../page/page-loader.js';
import { defaultCacheDir } from '../incremental/cache-dir.js';
import { DigestMemo } from '../incremental/digest-memo.js';
import { pageSettings } from '../page/page-settings.js';
import { checkLoadedSite } from './check-site.js';
import { readBuildRecord } from '../incremental/build-record.js';
import { previousRoutes } from './previous-routes.js';

export interface CheckOptions {
  root: string;
  /** Reuse pages from the content-hash page cache (the build's, or earlier checks'); default true. */
  cache?: boolean;
  onProgress?: (done: number, total: number) => void;
}

export interface CheckResult {
  /** Every problem: the config's, the pages' own and the rules', sorted by file and position. */
  diagnostics: Diagnostic[];
  pages: number;
  ms: number;
}

export async function check(opts: CheckOptions): Promise<CheckResult> {
  const memo = new DigestMemo({ cacheDir: opts.cache === false ? undefined : defaultCacheDir(), site: opts.root });
  try {
    return await checkSite(opts, memo);
  } finally {
    memo.save();
  }
}

async function checkSite(opts: CheckOptions, memo: DigestMemo): Promise<CheckResult> {
  const started = performance.now();
  const found = new DiagnosticCollector();
  const { site, diagnostics } = await loadSite(opts.root, {}, { memo });
  found.add(...diagnostics);
  if (!site || !site.inputs.length) return { diagnostics: found.all(), pages: 0, ms: performance.now() - started };
  found.setRuleLevels(site.rc.config.check.rules);
  const { inputs } = site;
  const loaded = await loadPagesCached(inputs, {
    settings: pageSettings(site),
    memo,
    highlight: false,
    cache: opts.cache,
    onDone: (done) => opts.onProgress?.(done, inputs.length),
  });
  found.add(...loaded.diagnostics);
  for (const page of loaded.pages) found.add(...pageDiagnostics(page, site.label(page.file)));
  // What the last build published (its record), else git's renames: for moved-page.
  const previous = previousRoutes(readBuildRecord(defaultCacheDir(), site.rc.outDir), site.rc.srcDir);
  found.add(...checkLoadedSite(site, loaded.pages, previous));
  return { diagnostics: found.all(), pages: site.routes.size, ms: performance.now() - started };
}
