// Which version (config `versions`) a URL path of the site belongs to: the one whose folder or
// prefix holds it, the longest should one hold another. Pure; the search box labels results with it.
import type { VersionData } from './types.js';

export function versionOfPath(path: string, versions: readonly VersionData[]): VersionData | undefined {
  let best: VersionData | undefined;
  for (const v of versions) if (path.startsWith(v.path) && (!best || v.path.length > best.path.length)) best = v;
  return best;
}
