// The text of the versions' route list (shared/version-routes.ts), from the site's routes and each
// ref build's: made the same way by a build (build/version-routes-file.ts) and by dev.
import type { VersionRoutes } from '../../shared/version-routes.js';
import type { VersionsConfig } from '../site/versions-schema.js';
import { folderVersionOf, versionRoot } from './versions.js';

export function versionRoutesText(
  config: NonNullable<VersionsConfig>,
  link: { base: string; cleanUrls: boolean },
  routes: Iterable<string>,
  refRoutes: Readonly<Record<string, readonly string[]>>,
): string {
  const own = new Map<string, string[]>();
  for (const route of routes) {
    const v = folderVersionOf(route, config.list);
    if (!v) continue;
    const list = own.get(v.name);
    if (list) list.push(route);
    else own.set(v.name, [route]);
  }
  const file: VersionRoutes = {
    base: link.base,
    cleanUrls: link.cleanUrls,
    versions: config.list.map((v) => ({
      name: v.name,
      root: versionRoot(v),
      ...('ref' in v && { ref: true as const }),
      routes: [...('ref' in v ? (refRoutes[v.name] ?? []) : (own.get(v.name) ?? []))].sort(),
    })),
  };
  return JSON.stringify(file);
}
