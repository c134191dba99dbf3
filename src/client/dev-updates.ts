// Page updates pushed by the dev server: its browser module (src/client/dev/client.ts, loaded only
// in dev) dispatches them; a built site never does, so this costs a build one idle listener.
import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import { DEV_UPDATE_EVENT } from '../shared/dev-protocol.js';
import { notFoundView } from '../shared/routes.js';
import type { PageView, SiteData } from '../shared/types.js';
import { fetchPage, forgetPages } from './data.js';
import { currentRoute } from './router.js';

/** detail = the page's new view (swapped in place, scroll kept), or null = refetch the page shown. */
export function useDevUpdates(site: SiteData, setPage: Dispatch<SetStateAction<PageView>>): void {
  useEffect(() => {
    // Updates are numbered as they come. A fetch answers with the page as the server had it when it
    // asked: a view pushed after that, or a later fetch, is newer, and the answer is dropped (else a
    // burst of saves could end on an older text).
    let count = 0;
    let lastFetch = 0;
    const pushedAt = new Map<string, number>();
    const onUpdate = (event: Event) => {
      const at = ++count;
      const view = (event as CustomEvent<PageView | null>).detail;
      forgetPages();
      if (view) {
        pushedAt.set(view.route, at);
        // Shown before the dispatch returns: the islands the new view mounts have the code registered
        // with it, and the dev client's next step (new island code for the others) finds them mounted.
        flushSync(() => setPage((shown) => (shown.route === view.route ? view : shown)));
        return;
      }
      lastFetch = at;
      void fetchPage(currentRoute(site.base), site).then(
        (next) => {
          if (at !== lastFetch || (next && (pushedAt.get(next.route) ?? 0) > at)) return;
          setPage((shown) => next ?? notFoundView(shown.locale));
        },
        () => undefined,
      );
    };
    window.addEventListener(DEV_UPDATE_EVENT, onUpdate);
    return () => window.removeEventListener(DEV_UPDATE_EVENT, onUpdate);
  }, [site, setPage]);
}
