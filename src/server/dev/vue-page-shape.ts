// Whether an edit to a page changes what the site's Vue islands are made of, so that dev must load the
// site again (its components, then its bundles), as it does when the theme registers a new component:
// the page became a Vue page or stopped being one, its `<script setup>` now imports a `.vue`
// component the site does not know, or it now uses the tag of one unplugin-vue-components imports
// (auto-import-components.ts) that no page used before. Any other edit is the page's own (rendered again in place, or, for
// a Vue page's code, a rebuild of the bundles: vue-code.ts). Only for a VitePress or VuePress project,
// whose Vue code loads only then.
import fs from 'node:fs';
import path from 'node:path';

/**
 * `abs`: the page's file; `components`: the site's (name → file) as it was loaded; `unrendered`: the
 * names of its Vue components (and pages) that did not compile, known all the same; `vitepressDir`:
 * the project's `.vitepress` folder, where it has one.
 */
export async function changesVueShape(
  abs: string,
  srcDir: string,
  components: ReadonlyMap<string, string>,
  unrendered: readonly string[] = [],
  vitepressDir?: string,
): Promise<boolean> {
  let source: string;
  try {
    source = fs.readFileSync(abs, 'utf8');
  } catch {
    return false;
  }
  const { isVuePage, vuePageName } = await import('../../render/vue/vue-page.js');
  const { scriptSetupVueImports } = await import('../../render/vue/vue-components.js');
  const known = (name: string) => components.has(name) || unrendered.includes(name);
  const name = vuePageName(path.relative(srcDir, abs).split(path.sep).join('/'));
  if (isVuePage(source) !== known(name)) return true;
  if ([...scriptSetupVueImports(source, abs).keys()].some((n) => !known(n))) return true;
  if (!vitepressDir) return false;
  const { autoImportComponents, usedAutoImports } = await import('../../render/vue/auto-import-components.js');
  const { projectFolder } = await import('../../render/site/project-folder.js');
  const auto = autoImportComponents(path.dirname(vitepressDir), projectFolder(srcDir)).components;
  return usedAutoImports(source, auto).some(([n]) => !known(n));
}
