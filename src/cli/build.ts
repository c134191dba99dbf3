// `bookdocs build`: options → pipeline → progress, summary and exit code.
import pc from 'picocolors';
import { build, BuildFailed, type BuildResult } from '../render/build/build.js';
import { countDiagnostics } from '../render/diagnostics.js';
import { displayPath } from '../render/site/paths.js';
import { parseShard } from '../render/output/shards.js';
import { terminalText } from '../render/terminal-text.js';
import { plural } from '../shared/plural.js';
import { progressReporter } from './progress.js';
import { buildFailedLine, printDiagnostics } from './report.js';
import { unchangedLine } from './unchanged-line.js';
import { defaultCacheDir } from '../render/incremental/cache-dir.js';
import { commandOf } from '../render/incremental/quick-stamp.js';
import { dropQuickStamp, makeQuickStamp, saveQuickStamp } from '../render/incremental/quick-stamp-write.js';

export interface BuildCommandOptions {
  outDir?: string;
  base?: string;
  quiet?: boolean;
  timings?: boolean;
  cache?: boolean;
  /** `--shard k/n` */
  shard?: string;
  /** `merge <shards…>` */
  merge?: string[];
  /** Replace an output folder holding files bookdocs did not write. */
  force?: boolean;
  /** The command line (after `node bookdocs`), to key the stamp of an unchanged build by (quick-build.ts). */
  args?: readonly string[];
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * After an unchanged build of a site whose inputs it named, the stamp that lets the next run of the
 * same command answer without building (quick-build.ts); after any other build, the old one goes.
 * `--timings` prints what only a build measures: it gets no stamp.
 */
function quickStamp(result: BuildResult, opts: BuildCommandOptions): void {
  const cacheDir = defaultCacheDir();
  if (!cacheDir || !opts.args || opts.merge) return;
  const command = commandOf(opts.args);
  const stamp =
    result.upToDate && result.quickInputs && !opts.timings ? makeQuickStamp(command, result.quickInputs) : undefined;
  if (stamp) saveQuickStamp(cacheDir, { ...stamp, ...(opts.quiet && { quiet: true }) });
  else dropQuickStamp(cacheDir, command);
}

export async function runBuild(root: string, opts: BuildCommandOptions): Promise<number> {
  const progress = progressReporter(!!opts.quiet);
  const shard = opts.shard === undefined ? undefined : parseShard(opts.shard);
  if (opts.shard !== undefined && !shard) {
    printDiagnostics([
      {
        severity: 'error',
        rule: 'invalid-option',
        message: `--shard ${opts.shard}: expected k/n, 1 ≤ k ≤ n (e.g. --shard 2/4)`,
        hint: 'give each CI job its part: --shard 1/4, --shard 2/4, …',
      },
    ]);
    return 1;
  }
  try {
    const result = await build({
      root,
      outDir: opts.outDir,
      base: opts.base,
      cache: opts.cache,
      onProgress: progress.onProgress,
      shard,
      merge: opts.merge,
      force: opts.force,
    });
    progress.clear();
    quickStamp(result, opts);
    // Warnings, and what `bookdocs check` fails on (broken links…): reported, the site is written all the same.
    printDiagnostics(result.diagnostics);
    if (!opts.quiet) {
      const where = terminalText(displayPath(result.outDir));
      const seconds = `${(result.ms / 1000).toFixed(2)}s`;
      // Nothing written: no size to report, and no pages reused (none were looked at).
      console.log(
        result.upToDate
          ? unchangedLine(result.pages, result.outDir, result.ms)
          : `${pc.green('✓')} ${opts.merge ? `merged ${plural(opts.merge.length, 'shard')}: ` : shard ? `shard ${shard.index}/${shard.count}: ` : ''}built ${plural(result.pages, 'page')} in ${seconds} → ${where} (${formatBytes(result.bytes)})`,
      );
      if (result.cachedPages && !result.upToDate)
        console.log(
          pc.dim(`  ${plural(result.cachedPages, 'unchanged page')} reused from the cache (--no-cache to parse all)`),
        );
      if (result.refVersions?.length)
        console.log(
          pc.dim(
            `  versions from git refs: ${result.refVersions.map((v) => `${v.name} ${v.reused ? 'reused from the cache' : 'built'}`).join(', ')}`,
          ),
        );
      if (result.diagnostics.length)
        console.log(
          pc.yellow(
            `  ${countDiagnostics(result.diagnostics)}: the site is written; \`bookdocs check\` exits 1 on errors`,
          ),
        );
      if (opts.timings) {
        console.log(pc.dim('  steps:'));
        for (const p of result.phases) console.log(pc.dim(`    ${p.ms.toFixed(0).padStart(5)} ms  ${p.name}`));
      }
      if (result.slowest.length) {
        console.log(pc.dim('  slowest pages:'));
        for (const s of result.slowest)
          console.log(pc.dim(`    ${s.ms.toFixed(0).padStart(5)} ms  ${terminalText(s.file)}`));
      }
    }
    return 0;
  } catch (err) {
    progress.clear();
    if (err instanceof BuildFailed) {
      printDiagnostics(err.diagnostics);
      console.error(buildFailedLine(err));
      return 1;
    }
    throw err;
  }
}
