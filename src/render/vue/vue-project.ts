// Whether a site is a VitePress or VuePress project whose Vue components the load step looks for
// (load.ts: a VitePress config, or at zero config a `.vuepress` folder, whose `components/` VuePress
// registers). Paths and a stat only: the Vue code itself loads only for such a site.
import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../site/config.js';

type ProjectConfig = Pick<ResolvedConfig, 'vitepressDir' | 'zeroConfig' | 'srcDir'>;

/** The site's `.vuepress` folder, when it has one and is read at zero config. */
export function vuepressDirOf(rc: ProjectConfig): string | undefined {
  const dir = rc.zeroConfig ? path.join(rc.srcDir, '.vuepress') : undefined;
  return dir && fs.existsSync(dir) ? dir : undefined;
}

export const isVueProject = (rc: ProjectConfig): boolean => !!rc.vitepressDir || !!vuepressDirOf(rc);
