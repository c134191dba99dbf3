// `bookdocs build`, as five named steps: load → start bundles and search → pages → finish → swap.
// Everything is written into a staged folder that replaces the output only when no step found an
// error; every problem of every step is reported at once. This file is the load step and the
// unchanged-build shortcuts; the rest of the pipeline (build-pages.ts) is loaded only when needed.
import { stopsBuild, stoppingRules } from './build-stopping.js';
import { DiagnosticCollector, isErrorDiagnostic, toDiagnostics, type Diagnostic } from './diagnostics.js';
import { isIoError } from './io-diagnostics.js';
import { loadSite, type SiteInputs } from './load.js';
import { OutputFiles, readBuildRecord, writeBuildRecord } from './output/build-record.js';
import { carryWholeBuild, copyFiles, outputIntact, wholeBuildKey } from './output/unchanged-build.js';
import { defaultCacheDir } from './page/page-cache.js';
import type { SlowPage } from './page/slow-pages.js';
import { saveDigestMemo, useDigestMemo } from './output/file-digests.js';
import { stageOutput, type StagedOutput } from './output/swap.js';
import { displayPath } from './site/paths.js';
import { readShards, type Shard } from './output/shards.js';
import { outDirProblems, type OutDirGuard } from './output/out-dir-guard.js';
import { configPositionsOf, type ConfigOverrides } from './site/config.js';

export interface BuildOptions extends ConfigOverrides {
  root: string;
  /** Reuse pages parsed by earlier builds (content-hash cache); default true. */
  cache?: boolean;
  onProgress?: (event: ProgressEvent) => void;
  /** Build only this shard's pages, for `merge` (see output/shards.ts). */
  shard?: Shard;
  /** Assemble these shard outputs instead of parsing pages (`bookdocs merge`). */
  merge?: string[];
  /** Replace an output folder that holds files bookdocs did not write (see out-dir-guard.ts). */
  force?: boolean;
}

/** Pages parsed and rendered so far (they overlap); `slow`: a page under way for long (see page/slow-pages.ts). */
export interface ProgressEvent {
  phase: 'pages';
  parsed: number;
  rendered: number;
  total: number;
  slow?: SlowPage;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  ms: number;
  bytes: number;
  /** Slowest pages to process (Markdown + highlight + render), slowest first. */
  slowest: { file: string; ms: number }[];
  /**
   * What the build found that does not stop it: warnings, and the problems `bookdocs check` fails on
   * (broken links, missing images…): the site is written, and `check` reports the same list.
   */
  diagnostics: Diagnostic[];
  /** Pages taken from the content-hash cache instead of being parsed. */
  cachedPages: number;
  /** Files carried over from the previous build into the same folder (unchanged inputs), not made again. */
  carriedFiles: number;
  /** Wall time of each step, in order. */
  phases: { name: string; ms: number }[];
}

/**
 * Thrown when the build failed: every problem found, errors and warnings, each with its location.
 * The message names what stopped it: `build failed: 1 error stopped it (missing-include)`.
 */
export class BuildFailed extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    const stopping = diagnostics.filter(stopsBuild).length;
    const errors = diagnostics.filter(isErrorDiagnostic).length;
    super(
      stopping
        ? `build failed: ${stopping} error${stopping === 1 ? '' : 's'} stopped it (${stoppingRules(diagnostics).join(', ')})`
        : `build failed with ${errors} error${errors === 1 ? '' : 's'}`,
    );
  }
}

export { stopsBuild };
export async function build(opts: BuildOptions): Promise<BuildResult> {
  const steps = stepTimer();
  const found = new DiagnosticCollector();
  const cacheDir = opts.cache === false ? undefined : defaultCacheDir();
  // File hashes are remembered by stat in the cache: unchanged inputs are not read again to be checked.
  useDigestMemo(cacheDir);
  try {
    return await buildSteps(opts, steps, found, cacheDir);
  } catch (err) {
    // A file-system call that failed outside the pipeline's steps (making the staging folder beside a
    // read-only or full output folder): a diagnostic like any other, not a crash.
    if (!isIoError(err)) throw err;
    found.addError(err);
    throw new BuildFailed(found.all());
  } finally {
    saveDigestMemo();
  }
}

async function buildSteps(
  opts: BuildOptions,
  steps: StepTimer,
  found: DiagnosticCollector,
  cacheDir: string | undefined,
): Promise<BuildResult> {
  const fail = () => new BuildFailed(found.all());
  // 1. Load: config, scan, components, every page's Markdown.
  const loaded = await loadSite(opts.root, opts, { readSources: true });
  found.add(...loaded.diagnostics);
  const site = loaded.site;
  if (!site || !site.inputs.length) throw fail();
  // The output folder must be one a build may replace: nothing is read or written before that is sure.
  const unsafe = outDirProblems(outDirGuard(site, opts));
  if (unsafe.length) {
    found.add(...unsafe);
    throw fail();
  }
  steps.done('config + scan + read');

  // A merge: the shards' pages and files stand for the parse and the previous build.
  const merge = opts.merge ? readShards(opts.merge, site) : undefined;
  found.add(...(merge?.diagnostics ?? []));
  if (merge?.diagnostics.length) throw fail();
  let staged: StagedOutput;
  try {
    staged = stageOutput(site.rc.outDir);
  } catch (err) {
    // A read-only or full disk, a file where a folder goes: named for what it is, at the output folder.
    found.add(...toDiagnostics(err, displayPath(site.rc.outDir)));
    throw fail();
  }
  // What the previous build into the same folder wrote, and from what: unchanged files are carried over.
  const previousRecord = merge ? merge.record : opts.shard ? undefined : readBuildRecord(cacheDir, site.rc.outDir);
  // Carried files stay where they are, unless the previous files come from shards elsewhere.
  const files = new OutputFiles(
    previousRecord,
    site.rc.outDir,
    staged.dir,
    merge?.sources,
    !merge && previousRecord !== undefined,
  );
  try {
    // Nothing it reads changed since the previous build into this folder: its files, as they are.
    const previous = files.previousRecord;
    const unchanged = previous?.whole ? wholeBuildKey(site, previous.whole.includes, previous.parts) : undefined;
    // ... and still as that build wrote it: nothing to do at all.
    if (previous?.whole && unchanged === previous.whole.key && outputIntact(site.rc.outDir, previous)) {
      staged.discard();
      steps.done('unchanged: output already up to date');
      return {
        outDir: site.rc.outDir,
        pages: site.inputs.length,
        ms: steps.total(),
        bytes: 0,
        slowest: [],
        diagnostics: previous.whole.diagnostics,
        phases: steps.phases,
        cachedPages: site.inputs.length,
        carriedFiles: Object.keys(previous.files).length,
      };
    }
    if (previous?.whole && carryWholeBuild(files, previous, unchanged)) {
      copyFiles(site, previous.whole.assets, staged.dir, files);
      const bytes = files.bytes();
      staged.commit(files.keptInPlace());
      writeBuildRecord(cacheDir, site.rc.outDir, files, previous.whole);
      steps.done('unchanged: previous output carried over');
      return {
        outDir: site.rc.outDir,
        pages: site.inputs.length,
        ms: steps.total(),
        bytes,
        slowest: [],
        diagnostics: previous.whole.diagnostics,
        phases: steps.phases,
        cachedPages: site.inputs.length,
        carriedFiles: files.carried,
      };
    }
    // 2–5: the pipeline, loaded only when there is something to make (an unchanged build needs none of it).
    files.prepareFolders();
    const { runPipeline } = await import('./build-pages.js');
    return await runPipeline({ site, opts, found, steps, staged, files, merge, cacheDir });
  } catch (err) {
    await files.settled();
    staged.discard();
    if (err instanceof BuildFailed) throw err;
    found.add(...toDiagnostics(err));
    throw fail();
  }
}

/** What the output folder may not replace: the site's folders, and a merge's shards. */
function outDirGuard(site: SiteInputs, opts: BuildOptions): OutDirGuard {
  const { rc } = site;
  const fromConfig = opts.outDir === undefined && !rc.zeroConfig;
  return {
    outDir: rc.outDir,
    protect: [
      { dir: rc.root, name: "the site's folder" },
      { dir: rc.srcDir, name: 'the docs folder' },
      ...(rc.publicDir ? [{ dir: rc.publicDir, name: 'the public folder' }] : []),
      ...(rc.componentsDir ? [{ dir: rc.componentsDir, name: 'the components folder' }] : []),
      ...(rc.themeDir ? [{ dir: rc.themeDir, name: 'the theme folder' }] : []),
      ...(opts.merge ?? []).map((dir) => ({ dir, name: 'a shard to merge' })),
    ],
    ...(rc.publicDir && { publicDir: rc.publicDir }),
    ...(opts.force && { force: true }),
    ...(fromConfig && { at: { file: rc.configLabel, ...configPositionsOf(rc)?.nearest(['outDir']) } }),
    setting: fromConfig ? '"outDir" in the config' : '--out-dir',
  };
}

/** Wall time of each named step. */
export function stepTimer() {
  const started = performance.now();
  let mark = started;
  const phases: BuildResult['phases'] = [];
  return {
    phases,
    done(name: string) {
      const now = performance.now();
      phases.push({ name, ms: now - mark });
      mark = now;
    },
    total: () => performance.now() - started,
  };
}

export type StepTimer = ReturnType<typeof stepTimer>;
