// What an unchanged build read, named for the stamp that lets the next run of the same command know
// it is up to date by stat alone (incremental/quick-stamp.ts, cli/quick-build.ts). Only for a site
// whose every input is a file the build hashed or a folder it listed: no config in code, no plugins,
// no versions from git refs, no repository only `git` can read, no VitePress or VuePress project, no problem to report again.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteInputs } from '../load.js';
import type { BuildOptions } from './build-types.js';
import type { BuildRecord, WholeBuild } from '../incremental/build-record.js';
import type { DigestMemo } from '../incremental/digest-memo.js';
import type { QuickInputs } from '../incremental/quick-stamp.js';
import { listedFolders } from '../incremental/quick-stamp-write.js';
import { CODE_DIR } from '../toolkit.js';
import { gitHeadFiles } from '../site/git-head.js';
import { isVueProject } from '../vue/vue-project.js';
import { copiedFiles } from './whole-build.js';

/** The folder of the running code (lib/bundle/ for the bundled CLI). */
const RUNNING_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The inputs of an unchanged build of `site`, or undefined when they are not all known. */
export function quickInputs(
  site: SiteInputs,
  opts: BuildOptions,
  previous: BuildRecord & { whole: WholeBuild },
  memo: DigestMemo,
  cacheDir: string,
): QuickInputs | undefined {
  const { rc } = site;
  if (opts.shard || opts.merge || opts.cache === false || opts.refVersions === false) return undefined;
  // Code the load step runs, or settings it takes from other tools' files: what they read is not known here.
  if (rc.configModule || rc.rewrite || rc.markdown || isVueProject(rc) || rc.vueUnrendered) return undefined;
  if (site.plugins.length || site.unified || site.pluginAssets.length) return undefined;
  if (site.generated.size || site.dataFiles.size || site.theme.client || site.theme.vitepress) return undefined;
  // The config file alone (none for zero config): nothing else was read to make the config.
  if (rc.configFiles.length > (rc.zeroConfig ? 0 : 1)) return undefined;
  // Versions from git refs are built apart; the commit a repository is at is read from its files.
  if (rc.config.versions?.list.length) return undefined;
  const git = rc.config.lastUpdated ? gitHeadFiles(rc.srcDir) : [];
  if (!git) return undefined;
  // Problems are reported again by the build itself.
  if (previous.whole.diagnostics.length) return undefined;
  // Neither the output nor the cache (which may be inside the site's folder) is an input.
  const skip = new Set([path.resolve(rc.outDir), path.resolve(cacheDir)]);
  const folders = [rc.root];
  const listed = [
    rc.srcDir,
    rc.publicDir,
    rc.componentsDir,
    rc.themeDir,
    // The toolkit's code, whose files the toolkit's hash is made from (a file added there changes it).
    path.join(CODE_DIR, 'render'),
    path.join(CODE_DIR, 'shared'),
    RUNNING_DIR,
  ];
  for (const dir of listed) {
    if (!dir) continue;
    const under = listedFolders(dir, skip);
    if (!under) return undefined;
    folders.push(...under);
  }
  return {
    files: [
      ...memo.observed(),
      ...rc.configFiles,
      ...git,
      ...copiedFiles(site, previous.whole.assets).map((f) => f.from),
    ],
    folders,
    outDir: path.resolve(rc.outDir),
    output: previous.files,
    pages: site.inputs.length,
  };
}
