// What a build is asked (options), tells while it runs (progress), gives (result) and throws (failure):
// shared by every step of the build folder and by the CLI.
import { stopsBuild, stoppingRules } from '../build-stopping.js';
import { isErrorDiagnostic, type Diagnostic } from '../diagnostics.js';
import type { MergeInput, Shard } from '../output/shards.js';
import type { QuickInputs } from '../incremental/quick-stamp.js';
import type { SlowPage } from '../page/slow-pages.js';
import type { ConfigOverrides } from '../site/config.js';
import type { VersionOf } from '../model/versions.js';

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
  /** false: leave out the versions kept in git refs (a ref's own build, see ref-versions.ts). */
  refVersions?: false;
  /** This build is a ref's, a version of another site (see model/versions.ts VersionOf). */
  versionOf?: VersionOf;
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
  /** Nothing the build reads changed and the output is as the previous build left it: nothing was written. */
  upToDate?: true;
  /**
   * With upToDate, for a site whose every input the build can name (see quick-inputs.ts): those
   * inputs, for the next run of the same command to know it is up to date by their stat alone.
   */
  quickInputs?: QuickInputs;
  /** Versions kept in git refs (config `versions`): each one's build, and whether it was reused from the cache. */
  refVersions?: { name: string; reused: boolean }[];
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

/** What kind of build this is, chosen once from the options (see build-strategies.ts for what each does). */
export type BuildKind =
  | { kind: 'full' }
  /** One shard's pages and a manifest, for `merge` (see output/shards.ts). */
  | { kind: 'shard'; shard: Shard }
  /** The shards' pages and files assembled into one site (`bookdocs merge`). */
  | { kind: 'merge'; merge: MergeInput };
