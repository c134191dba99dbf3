// `bookdocs build` when nothing changed since the same command last found nothing changed: known by
// the stat of what that build read and wrote (render/incremental/quick-stamp.ts), before the CLI and
// the pipeline are loaded. bin/bookdocs.js asks here first; false, and the CLI builds as usual.
import { defaultCacheDir } from '../render/incremental/cache-dir.js';
import { commandOf, quickStampHolds } from '../render/incremental/quick-stamp.js';
import { unchangedLine } from './unchanged-line.js';

/** Answer `bookdocs ...args` (a build) when its stamp holds; false when the build must run. */
export function quickBuild(args: readonly string[]): boolean {
  const started = Date.now();
  if (args[0] !== 'build') return false;
  const cacheDir = defaultCacheDir();
  if (!cacheDir) return false;
  const stamp = quickStampHolds(cacheDir, commandOf(args));
  if (!stamp) return false;
  if (!stamp.quiet) console.log(unchangedLine(stamp.pages, stamp.outDir, Date.now() - started));
  return true;
}
