// Page updates pushed by the dev server: its browser module (src/client/dev/client.ts, loaded only
// in dev) dispatches them; a built site never does, so this costs a build one idle listener.
import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { DEV_UPDATE_EVENT } from '../shared/dev-protocol.js';
import { notFoundView } from '../shared/routes.js';
import type { PageView, SiteData } from '../shared/types.js';
import { fetchPage, forgetPages } from './data.js';
import { currentRoute } from './router.js';

/** detail = the page's new view (swapped in place, scroll kept), or null = refetch the page shown. */
export function useDevUpdates(site: SiteData, setPage: Dispatch<SetStateAction<PageView>>): void {
  useEffect(() => {
    const onUpdate = (event: Event) => {
      const view = (event as CustomEvent<PageView | null>).detail;
      forgetPages();
      if (view) setPage((shown) => (shown.route === view.route ? view : shown));
      else void fetchPage(currentRoute(site.base), site).then((next) => setPage((shown) => next ?? notFoundView(shown.locale)), () => undefined);
    };
    window.addEventListener(DEV_UPDATE_EVENT, onUpdate);
    return () => window.removeEventListener(DEV_UPDATE_EVENT, onUpdate);
  }, [site, setPage]);
}
