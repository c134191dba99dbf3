// Visitor analytics, loaded by the app only on a site that configures it (a dynamic import: a site
// without analytics never downloads this code). A page view is reported on the first load and on every
// route change. "beacon" and "plausible" send one small request per view with navigator.sendBeacon
// (no script of the provider's, no cookie, nothing the page waits for); "baidu" and "google" load the
// provider's script once, asynchronously, and queue each view for it.
import type { SiteData } from '../shared/types.js';

export type Analytics = NonNullable<SiteData['analytics']>;

/** Reports the view of `path` (pathname + search) of the current location. */
export type PageViewReporter = (path: string) => void;

type Queue = unknown[][];
interface AnalyticsWindow {
  _hmt?: Queue;
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

/** Plausible's own event API, when the site names no self-hosted one. */
const PLAUSIBLE_EVENTS = 'https://plausible.io/api/event';

function loadScript(src: string): void {
  const s = document.createElement('script');
  s.async = true;
  s.src = src;
  document.head.append(s);
}

/** POSTs `body` as text/plain (a "simple" request: no CORS preflight), surviving the page's unload. */
function send(endpoint: string, body: unknown): void {
  const json = JSON.stringify(body);
  if (navigator.sendBeacon?.(endpoint, json)) return;
  void fetch(endpoint, { method: 'POST', body: json, keepalive: true, mode: 'no-cors' }).catch(() => undefined);
}

/** The reporter for `analytics`: each call reports one page view; the provider is set up on the first. */
export function pageViewReporter(analytics: Analytics): PageViewReporter {
  const w = window as unknown as AnalyticsWindow;
  switch (analytics.provider) {
    case 'beacon':
      return (path) =>
        send(analytics.endpoint!, {
          path,
          url: location.href,
          referrer: document.referrer,
          title: document.title,
          lang: document.documentElement.lang,
          width: window.innerWidth,
        });
    case 'plausible':
      return (path) =>
        send(analytics.endpoint ?? PLAUSIBLE_EVENTS, {
          name: 'pageview',
          url: new URL(path, location.origin).href,
          domain: analytics.id,
          referrer: document.referrer || null,
        });
    case 'google': {
      w.dataLayer = w.dataLayer ?? [];
      w.gtag = function gtag() {
        // gtag.js reads the arguments object itself.
        // eslint-disable-next-line prefer-rest-params
        w.dataLayer!.push(arguments);
      };
      w.gtag('js', new Date());
      w.gtag('config', analytics.id, { send_page_view: false });
      loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analytics.id!)}`);
      return (path) => w.gtag!('event', 'page_view', { page_path: path, page_location: location.href });
    }
    case 'baidu': {
      // Baidu Tongji: a command queue the script drains once it has loaded.
      w._hmt = w._hmt ?? [];
      w._hmt.push(['_setAutoPageview', false]);
      loadScript(`https://hm.baidu.com/hm.js?${encodeURIComponent(analytics.id!)}`);
      return (path) => w._hmt!.push(['_trackPageview', path]);
    }
  }
}
