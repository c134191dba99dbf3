// The components every site has without writing them (src/client/builtins/): tabs, steps, cards, a
// file tree, asides, icons, client-only content. Each is a component like a site's own, its own chunk
// and stylesheet, loaded only by the pages that use it; a site's (or a plugin's) component of the same
// name replaces it.
import path from 'node:path';
import { TOOLKIT_ROOT } from '../toolkit.js';

const BUILTINS_DIR = path.join(TOOLKIT_ROOT, 'src', 'client', 'builtins');

export const BUILTIN_COMPONENT_NAMES = [
  'Aside',
  'Card',
  'CardGrid',
  'ClientOnly',
  'DocCardList',
  'FileTree',
  'Icon',
  'LinkCard',
  'Steps',
  'TabItem',
  'Tabs',
] as const;

/** name → file of the built-in components, but those `replaced` names (the site's and plugins'). */
export function builtinComponents(replaced: ReadonlyMap<string, string>): Map<string, string> {
  return new Map(
    BUILTIN_COMPONENT_NAMES.filter((n) => !replaced.has(n)).map((n) => [n, path.join(BUILTINS_DIR, `${n}.tsx`)]),
  );
}

/** Whether `file` is one of the built-in components (not a site's or a plugin's of the same name). */
export function isBuiltinComponent(file: string): boolean {
  return path.dirname(file) === BUILTINS_DIR;
}
