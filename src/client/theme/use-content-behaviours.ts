// Binds the content's behaviours (content-behaviours.ts, a lazily loaded chunk) to each content shown:
// after the first paint on a first load, and again whenever the content changes (a navigation, or the
// dev server swapping the page in place). <html> carries CONTENT_BOUND_ATTRIBUTE while they are bound,
// and CONTENT_BOUND_EVENT says when they were.
import { CONTENT_BOUND_ATTRIBUTE, CONTENT_BOUND_EVENT } from '../app-ready.js';
import { useLazyEffect } from '../lazy-effect.js';

/** `key` changes with the content; `labels` and `themeLang` as content-behaviours.ts takes them. */
export function useContentBehaviours(
  key: string,
  labels: { copyCode: string; copied: string },
  themeLang: string | undefined,
): void {
  const { copyCode, copied } = labels;
  useLazyEffect(
    () => import('./content-behaviours.js'),
    ({ bindContentBehaviours }) => {
      const unbind = bindContentBehaviours({ labels: { copyCode, copied }, ...(themeLang && { themeLang }) });
      document.documentElement.setAttribute(CONTENT_BOUND_ATTRIBUTE, '');
      window.dispatchEvent(new Event(CONTENT_BOUND_EVENT));
      return () => {
        document.documentElement.removeAttribute(CONTENT_BOUND_ATTRIBUTE);
        unbind();
      };
    },
    [key, copyCode, copied, themeLang],
  );
}
