// `bookdocs build`, as five named steps: load → start bundles and search → pages → finish → swap.
// Everything is written into a staged folder that replaces the output only when no step found an
// error; every problem of every step is reported at once. This file is the load step and the
// unchanged-build shortcuts; the rest of the pipeline (pipeline.ts) is loaded only when needed.
import { stopsBuild } from '../build-stopping.js';
import { DiagnosticCollector, toDiagnostics } from '../diagnostics.js';
import { BuildFailed, type BuildKind, type BuildOptions, type BuildResult } from './build-types.js';
import { stepTimer, type StepTimer } from './step-timer.js';
import { boundHeapGrowth } from './heap-growth.js';
import { isIoError } from '../io-diagnostics.js';
import { loadSite, type SiteInputs } from '../load.js';
import { OutputFiles, readBuildRecord, writeBuildRecord } from '../incremental/build-record.js';
import { carryWholeBuild, outputIntact } from '../incremental/unchanged-build.js';
import { copyFiles, siteBuildKey } from './whole-build.js';
import { quickInputs } from './quick-inputs.js';
import { defaultCacheDir } from '../incremental/cache-dir.js';
import { DigestMemo } from '../incremental/digest-memo.js';
import { toolkitFingerprint } from '../incremental/toolkit-fingerprint.js';
import { stageOutput, type StagedOutput } from '../output/swap.js';
import { displayPath } from '../site/paths.js';
import { readShards } from '../output/shards.js';
import { outDirProblems, type OutDirGuard } from '../output/out-dir-guard.js';
import { configPositionsOf } from '../site/config.js';
import type { RefVersions, RefVersionsPart } from './ref-versions.js';

export { BuildFailed, type BuildOptions, type BuildResult, type ProgressEvent } from './build-types.js';
export { stopsBuild };
export async function build(opts: BuildOptions): Promise<BuildResult> {
  const steps = stepTimer();
  const found = new DiagnosticCollector();
  const cacheDir = opts.cache === false ? undefined : defaultCacheDir();
  // File hashes are remembered by stat in the cache: unchanged inputs are not read again to be checked.
  const memo = new DigestMemo({ cacheDir, site: opts.root });
  try {
    return await buildSteps(opts, steps, found, cacheDir, memo);
  } catch (err) {
    // A file-system call that failed outside the pipeline's steps (making the staging folder beside a
    // read-only or full output folder): a diagnostic like any other, not a crash.
    if (!isIoError(err)) throw err;
    found.addError(err);
    throw new BuildFailed(found.all());
  } finally {
    memo.save();
  }
}

async function buildSteps(
  opts: BuildOptions,
  steps: StepTimer,
  found: DiagnosticCollector,
  cacheDir: string | undefined,
  memo: DigestMemo,
): Promise<BuildResult> {
  const fail = () => new BuildFailed(found.all());
  // 1. Load: config, scan, components, every page's Markdown.
  const loaded = await loadSite(opts.root, opts, { readSources: true, memo });
  found.add(...loaded.diagnostics);
  const site = loaded.site;
  if (!site || !site.inputs.length) throw fail();
  found.setRuleLevels(site.rc.config.check.rules);
  // The output folder must be one a build may replace: nothing is read or written before that is sure.
  const unsafe = outDirProblems(outDirGuard(site, opts));
  if (unsafe.length) {
    found.add(...unsafe);
    throw fail();
  }
  steps.done('config + scan + read');
  boundHeapGrowth(site.inputs.length);

  const toolkit = toolkitFingerprint(memo);
  // A merge: the shards' pages and files stand for the parse and the previous build.
  const merge = opts.merge ? readShards(opts.merge, site, toolkit) : undefined;
  found.add(...(merge?.diagnostics ?? []));
  if (merge?.diagnostics.length) throw fail();
  const kind: BuildKind = merge
    ? { kind: 'merge', merge }
    : opts.shard
      ? { kind: 'shard', shard: opts.shard }
      : { kind: 'full' };
  // What the previous build into the same folder wrote, and from what: unchanged files are carried
  // over (a merge's come from the shards; a shard starts afresh).
  const previousRecord =
    kind.kind === 'merge'
      ? kind.merge.record
      : kind.kind === 'shard'
        ? undefined
        : readBuildRecord(cacheDir, site.rc.outDir);
  // Versions kept in git refs: built apart (or reused from the cache) before the pages, which link
  // into them; their files go into the staged output with the rest (see ref-version-files.ts).
  let refs: RefVersions | undefined;
  if (kind.kind === 'full' && opts.refVersions !== false && site.rc.config.versions?.list.some((v) => 'ref' in v)) {
    const { buildRefVersions, REF_VERSIONS_PART } = await import('./ref-versions.js');
    refs = await buildRefVersions({
      root: site.rc.root,
      config: site.rc.config,
      routes: site.routes,
      cacheDir,
      toolkit,
      build,
      previous: previousRecord?.parts[REF_VERSIONS_PART]?.data as RefVersionsPart | undefined,
    });
  }
  // A shard or a merge does not build them (each shard would build every ref, and the merge could
  // not link the shards' pages into them): said, rather than left out silently.
  if (kind.kind !== 'full' && opts.refVersions !== false && site.rc.config.versions?.list.some((v) => 'ref' in v))
    found.add({
      severity: 'warning',
      rule: 'version-ref',
      message: `the versions kept in git refs are not built by ${kind.kind === 'shard' ? 'a shard' : 'a merge of shards'}: their pages are left out of the output, and links to them open their prefix`,
      file: site.rc.configLabel,
      hint: 'build the site whole (without --shard and --merge) to include them, or keep those versions in folders',
    });
  const withRefVersions = (result: BuildResult): BuildResult =>
    refs
      ? {
          ...result,
          diagnostics: [...result.diagnostics, ...refs.diagnostics],
          refVersions: refs.versions.filter((v) => v.dir).map((v) => ({ name: v.name, reused: v.reused })),
        }
      : result;
  // Nothing it reads changed since the previous build into this folder: its files, as they are.
  const unchanged = previousRecord?.whole
    ? siteBuildKey(memo, site, previousRecord.whole.includes, previousRecord.parts, refs)
    : undefined;
  // ... and still as that build wrote it: nothing to do at all (not even a staging folder beside it).
  if (previousRecord?.whole && unchanged === previousRecord.whole.key && outputIntact(site.rc.outDir, previousRecord)) {
    steps.done('unchanged: output already up to date');
    const quick = cacheDir
      ? quickInputs(site, opts, { ...previousRecord, whole: previousRecord.whole }, memo, cacheDir)
      : undefined;
    return withRefVersions({
      outDir: site.rc.outDir,
      pages: site.inputs.length,
      ms: steps.total(),
      bytes: 0,
      slowest: [],
      diagnostics: previousRecord.whole.diagnostics,
      phases: steps.phases,
      cachedPages: site.inputs.length,
      carriedFiles: Object.keys(previousRecord.files).length,
      upToDate: true,
      ...(quick && { quickInputs: quick }),
    });
  }
  let staged: StagedOutput;
  try {
    staged = stageOutput(site.rc.outDir);
  } catch (err) {
    // A read-only or full disk, a file where a folder goes: named for what it is, at the output folder.
    found.add(...toDiagnostics(err, displayPath(site.rc.outDir)));
    throw fail();
  }
  // Carried files stay where they are, unless the previous files come from shards elsewhere.
  const files = new OutputFiles(
    previousRecord,
    site.rc.outDir,
    staged.dir,
    merge?.sources,
    kind.kind === 'full' && previousRecord !== undefined,
  );
  try {
    const previous = files.previousRecord;
    if (previous?.whole && carryWholeBuild(files, previous, unchanged)) {
      copyFiles(site, previous.whole.assets, staged.dir, files);
      const bytes = files.bytes();
      staged.commit(files.keptInPlace());
      writeBuildRecord(cacheDir, site.rc.outDir, files, previous.whole);
      steps.done('unchanged: previous output carried over');
      return withRefVersions({
        outDir: site.rc.outDir,
        pages: site.inputs.length,
        ms: steps.total(),
        bytes,
        slowest: [],
        diagnostics: previous.whole.diagnostics,
        phases: steps.phases,
        cachedPages: site.inputs.length,
        carriedFiles: files.carried,
      });
    }
    // 2–5: the pipeline, loaded only when there is something to make (an unchanged build needs none of it).
    files.prepareFolders();
    const { runPipeline } = await import('./pipeline.js');
    const result = await runPipeline({
      site,
      opts,
      kind,
      found,
      steps,
      staged,
      files,
      cache: { dir: cacheDir, memo, toolkit },
      ...(refs && { refs }),
    });
    return withRefVersions(result);
  } catch (err) {
    await files.settled();
    staged.discard();
    if (err instanceof BuildFailed) throw err;
    found.add(...toDiagnostics(err));
    throw fail();
  } finally {
    refs?.dispose();
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
