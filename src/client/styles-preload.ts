// Stylesheets a page needs (its components' CSS), loaded before the page is shown so it never
// renders unstyled. A stylesheet that fails raises "Unable to preload CSS for {path}".
const loading = new Map<string, Promise<void>>();

function present(url: string): boolean {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (l) => l.getAttribute('href') === url,
  );
}

export function preloadStyles(urls: readonly string[] = []): Promise<void> {
  return Promise.all(
    urls.map((url) => {
      let p = loading.get(url);
      if (!p) {
        if (present(url)) return Promise.resolve();
        p = new Promise<void>((resolve, reject) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = url;
          link.addEventListener('load', () => resolve());
          link.addEventListener('error', () => {
            link.remove();
            reject(new Error(`Unable to preload CSS for ${url}`));
          });
          document.head.append(link);
        });
        // A failed stylesheet may be tried again on the next navigation.
        p.catch(() => loading.delete(url));
        loading.set(url, p);
      }
      return p;
    }),
  ).then(() => undefined);
}
