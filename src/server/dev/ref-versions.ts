// `bookdocs dev` serves the site's versions kept in git refs as a build places them: each ref is
// built when dev starts, in the background (the server does not wait), by the same function and
// under the same cache key as `bookdocs build` (a build's cached version is reused, and the other way
// round); its files are then served under its prefix. A request there waits for that first build.
// A ref that moves while dev runs (a commit on its branch, `git tag -f`) is noticed at the next
// request under a prefix (its tree asked of git at most every REF_CHECK_MS, packed refs included)
// and built again in the background; the previous build is served until the new one is ready.
import { execFile } from 'node:child_process';
import type { RefVersions } from '../../render/build/ref-versions.js';
import type { Diagnostic } from '../../render/diagnostics.js';
import { defaultCacheDir } from '../../render/incremental/cache-dir.js';
import { DigestMemo } from '../../render/incremental/digest-memo.js';
import { toolkitFingerprint } from '../../render/incremental/toolkit-fingerprint.js';
import { versionRoutesText } from '../../render/model/version-routes.js';
import { versionRoot } from '../../render/model/versions.js';
import type { SiteConfig } from '../../render/site/config-schema.js';
import { pathUnder, type RequestPath } from '../request-path.js';
import { resolveStatic } from '../static.js';
import type { DevSite } from './site.js';

/** How often, at most, the refs' trees are asked of git (on requests under their prefixes). */
const REF_CHECK_MS = 2000;

interface RefBuild {
  routes: Record<string, string[]>;
  diagnostics: Diagnostic[];
}

export interface DevRefVersions {
  /** Once every ref is built or reused (or failed) the first time: the routes of each build, and the problems. */
  ready: Promise<RefBuild>;
  /**
   * The file of a ref's build a path (without the base) asks for; null when it is under a ref's
   * prefix but that build has no such file (or failed); undefined when it is under no ref's prefix.
   */
  file(request: RequestPath): Promise<string | null | undefined>;
  /** The versions' route list (shared/version-routes.ts) for the site's routes, once the refs are built. */
  routesText(config: SiteConfig, routes: Iterable<string>): Promise<string | undefined>;
  /** Removes the builds made without a cache (once they are done). */
  dispose(): Promise<void>;
}

/**
 * Undefined for a site without versions kept in git refs. `rebuilt`: called when a ref that moved
 * has been built again (not for the first builds, which `ready` gives). `current`: the site as dev
 * has it now (a reload makes a new one), whose routes a build made again links by.
 */
export function startDevRefVersions(
  site: DevSite,
  rebuilt?: (build: RefBuild) => void,
  current: () => DevSite | undefined = () => site,
): DevRefVersions | undefined {
  const { config, root } = site.rc;
  const refs = (config.versions?.list ?? []).flatMap((v) => ('ref' in v ? [v] : []));
  const prefixes = refs.map(versionRoot);
  if (!prefixes.length) return undefined;
  const trees = () => Promise.all(refs.map((v) => treeOf(root, v.ref))).then((t) => t.join('\n'));
  const make = async (): Promise<{ refs: RefVersions; trees: string }> => {
    const at = await trees();
    // Loaded only here: a site without ref versions never loads the build.
    const [{ buildRefVersions }, { build }] = await Promise.all([
      import('../../render/build/ref-versions.js'),
      import('../../render/build/build.js'),
    ]);
    const cacheDir = defaultCacheDir();
    const made = await buildRefVersions({
      root,
      config,
      routes: (current() ?? site).loadedRoutes,
      cacheDir,
      toolkit: toolkitFingerprint(new DigestMemo({ cacheDir, site: root })),
      build,
    });
    return { refs: made, trees: at };
  };
  const first = make();
  /** The build served: the first, then each one made again once it is done. */
  let served = first;
  let rebuilding = false;
  let checked = Date.now();
  let disposed = false;
  const results = (refs: RefVersions): RefBuild => ({ routes: refs.routes, diagnostics: refs.diagnostics });
  /** Build again, in the background, when a ref's tree is not the one the served build was made from. */
  const follow = () => {
    const now = Date.now();
    if (rebuilding || disposed || now - checked < REF_CHECK_MS) return;
    checked = now;
    rebuilding = true;
    void (async () => {
      try {
        const before = await served;
        if ((await trees()) === before.trees || disposed) return;
        const next = make();
        const made = await next;
        if (disposed) return made.refs.dispose();
        served = next;
        // The previous build's folder, when made without a cache (its files are no longer served).
        before.refs.dispose();
        rebuilt?.(results(made.refs));
      } catch {
        // A failure to build is in the result's diagnostics; one of git or the import: tried again later.
      } finally {
        rebuilding = false;
        checked = Date.now();
      }
    })();
  };
  const ready = first.then(
    ({ refs: made }) => results(made),
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
      follow();
      const made = await served.catch(() => undefined);
      const dir = made?.refs.versions.find((v) => v.prefix === prefix)?.dir;
      return dir ? resolveStatic(dir, pathUnder(request, prefix)!) : null;
    },
    async routesText(current, routes) {
      follow();
      const made = await served.catch(() => undefined);
      return made && current.versions
        ? versionRoutesText(current.versions, current, routes, made.refs.routes)
        : undefined;
    },
    async dispose() {
      disposed = true;
      (await served.catch(() => undefined))?.refs.dispose();
    },
  };
}

/** The tree a ref names now ('' when it names none): what a ref's build is keyed by. */
function treeOf(cwd: string, ref: string): Promise<string> {
  return new Promise((resolve) => {
    execFile('git', ['rev-parse', '--verify', '--quiet', `${ref}^{tree}`], { cwd }, (err, out) =>
      resolve(err ? '' : String(out).trim()),
    );
  });
}
