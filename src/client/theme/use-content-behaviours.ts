// Binds the content's behaviours (content-behaviours.ts, a lazily loaded chunk) to each content shown:
// after the first paint on a first load, and again whenever the content changes (a navigation, or the
// dev server swapping the page in place). <html> carries CONTENT_BOUND_ATTRIBUTE while they are bound.
import { useEffect } from 'react';
import { CONTENT_BOUND_ATTRIBUTE } from '../app-ready.js';

/** `key` changes with the content; `labels` and `themeLang` as content-behaviours.ts takes them. */
export function useContentBehaviours(
  key: string,
  labels: { copyCode: string; copied: string },
  themeLang: string | undefined,
): void {
  const { copyCode, copied } = labels;
  useEffect(() => {
    let live = true;
    let unbind: (() => void) | undefined;
    import('./content-behaviours.js')
      .then(({ bindContentBehaviours }) => {
        if (!live) return;
        unbind = bindContentBehaviours({ labels: { copyCode, copied }, ...(themeLang && { themeLang }) });
        document.documentElement.setAttribute(CONTENT_BOUND_ATTRIBUTE, '');
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      live = false;
      document.documentElement.removeAttribute(CONTENT_BOUND_ATTRIBUTE);
      unbind?.();
    };
  }, [key, copyCode, copied, themeLang]);
}
