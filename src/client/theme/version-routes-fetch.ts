// Loaded by use-version-links.ts when the browser is idle: the site's route list, fetched once per
// page load (every link into a version asks), and the same page in each version that has it.
import { sameRouteLinks, type VersionRoutes } from '../../shared/version-routes.js';

/** Per URL, the list as fetched (undefined when it could not be): one request however many links ask. */
const lists = new Map<string, Promise<VersionRoutes | undefined>>();

export async function sameRouteLinksAt(url: string, own: string, route: string): Promise<Record<string, string>> {
  let list = lists.get(url);
  if (!list) {
    list = fetch(url).then(
      (res) => (res.ok ? (res.json() as Promise<VersionRoutes>) : undefined),
      () => undefined,
    );
    lists.set(url, list);
  }
  const file = await list.catch(() => undefined);
  return file && Array.isArray(file.versions) ? sameRouteLinks(file, own, route) : {};
}
