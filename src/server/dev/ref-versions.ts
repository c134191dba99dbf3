// `bookdocs dev` serves the site's versions kept in git refs as a build places them: each ref is
// built once when dev starts, in the background (the server does not wait), by the same function and
// under the same cache key as `bookdocs build` (a build's cached version is reused, and the other way
// round); its files are then served under its prefix. A request there waits for that build.
import type { RefVersions } from '../../render/build/ref-versions.js';
import type { Diagnostic } from '../../render/diagnostics.js';
import { defaultCacheDir } from '../../render/incremental/cache-dir.js';
import { DigestMemo } from '../../render/incremental/digest-memo.js';
import { toolkitFingerprint } from '../../render/incremental/toolkit-fingerprint.js';
import { versionRoot } from '../../render/model/versions.js';
import { pathUnder, type RequestPath } from '../request-path.js';
import { resolveStatic } from '../static.js';
import type { DevSite } from './site.js';

export interface DevRefVersions {
  /** Once every ref is built or reused (or failed): the routes of each build, and the problems. */
  ready: Promise<{ routes: Record<string, string[]>; diagnostics: Diagnostic[] }>;
  /**
   * The file of a ref's build a path (without the base) asks for; null when it is under a ref's
   * prefix but that build has no such file (or failed); undefined when it is under no ref's prefix.
   */
  file(request: RequestPath): Promise<string | null | undefined>;
  /** Removes the builds made without a cache (once they are done). */
  dispose(): Promise<void>;
}

/** Undefined for a site without versions kept in git refs. */
export function startDevRefVersions(site: DevSite): DevRefVersions | undefined {
  const { config, root } = site.rc;
  const prefixes = (config.versions?.list ?? []).flatMap((v) => ('ref' in v ? [versionRoot(v)] : []));
  if (!prefixes.length) return undefined;
  const built: Promise<RefVersions> = (async () => {
    // Loaded only here: a site without ref versions never loads the build.
    const [{ buildRefVersions }, { build }] = await Promise.all([
      import('../../render/build/ref-versions.js'),
      import('../../render/build/build.js'),
    ]);
    const cacheDir = defaultCacheDir();
    return buildRefVersions({
      root,
      config,
      routes: site.loadedRoutes,
      cacheDir,
      toolkit: toolkitFingerprint(new DigestMemo({ cacheDir, site: root })),
      build,
    });
  })();
  const ready = built.then(
    (refs) => ({ routes: refs.routes, diagnostics: refs.diagnostics }),
    (err: unknown) => ({
      routes: {},
      diagnostics: [
        {
          severity: 'error' as const,
          rule: 'version-ref',
          message: `versions from git refs: ${(err as Error).message}`,
        },
      ],
    }),
  );
  return {
    ready,
    async file(request) {
      const prefix = prefixes.find((p) => pathUnder(request, p));
      if (prefix === undefined) return undefined;
      const refs = await built.catch(() => undefined);
      const dir = refs?.versions.find((v) => v.prefix === prefix)?.dir;
      return dir ? resolveStatic(dir, pathUnder(request, prefix)!) : null;
    },
    async dispose() {
      (await built.catch(() => undefined))?.dispose();
    },
  };
}
