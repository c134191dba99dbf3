// Visitor analytics: the provider's script is loaded once, and a page view is reported on every
// route change (the first one included). Nothing happens when the site configures no analytics.
import type { SiteData } from '../shared/types.js';

type Queue = unknown[][] & { push: (...args: unknown[][]) => number };
interface AnalyticsWindow {
  _hmt?: Queue;
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

let loaded = false;

function loadScript(src: string): void {
  const s = document.createElement('script');
  s.async = true;
  s.src = src;
  document.head.append(s);
}

export function reportPageView(analytics: SiteData['analytics'], path: string): void {
  if (!analytics) return;
  const w = window as unknown as AnalyticsWindow;
  if (analytics.provider === 'google') {
    if (!loaded) {
      w.dataLayer = w.dataLayer ?? [];
      w.gtag = function gtag() {
        // gtag.js reads the arguments object itself.
        // eslint-disable-next-line prefer-rest-params
        w.dataLayer!.push(arguments);
      };
      w.gtag('js', new Date());
      w.gtag('config', analytics.id, { send_page_view: false });
      loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analytics.id)}`);
      loaded = true;
    }
    w.gtag!('event', 'page_view', { page_path: path, page_location: location.href });
    return;
  }
  // Baidu Tongji: a command queue the script drains once it has loaded.
  w._hmt = w._hmt ?? ([] as unknown as Queue);
  if (!loaded) {
    w._hmt.push(['_setAutoPageview', false]);
    loadScript(`https://hm.baidu.com/hm.js?${encodeURIComponent(analytics.id)}`);
    loaded = true;
  }
  w._hmt.push(['_trackPageview', path]);
}
