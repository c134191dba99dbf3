// The announcement bar above the navbar. Closing it is remembered per banner id in localStorage; the
// inline script in <head> (render/output/banner-script.ts) hides a closed one before first paint.
import { useLayoutEffect } from 'react';
import { BANNER_DISMISSED_CLASS, BANNER_DISMISSED_KEY } from '../../shared/constants.js';
import type { BannerData } from '../../shared/types.js';

function isDismissed(id: string): boolean {
  try {
    return localStorage.getItem(BANNER_DISMISSED_KEY + id) !== null;
  } catch {
    return false;
  }
}

export function Banner({ banner, dismissLabel }: { banner: BannerData; dismissLabel: string }) {
  const { id, dismissible } = banner;
  // Another locale may announce something else: its own id decides, before the page is painted.
  useLayoutEffect(() => {
    document.documentElement.classList.toggle(BANNER_DISMISSED_CLASS, dismissible && isDismissed(id));
  }, [id, dismissible]);
  const dismiss = () => {
    try {
      localStorage.setItem(BANNER_DISMISSED_KEY + id, '1');
    } catch {
      // Storage blocked: closed for this page view only.
    }
    document.documentElement.classList.add(BANNER_DISMISSED_CLASS);
  };
  return (
    <div className="bd-banner">
      <div className="bd-banner-text" dangerouslySetInnerHTML={{ __html: banner.html }} />
      {dismissible && (
        // The × is drawn by CSS.
        <button
          type="button"
          className="bd-banner-close"
          aria-label={dismissLabel}
          title={dismissLabel}
          onClick={dismiss}
        />
      )}
    </div>
  );
}
