// The dev client's UI (error overlay, problems panel) lives in shadow roots: the site's styles
// cannot reach it, and it cannot reach the site's.

/** The shadow root of the element named `tag` under <html>, made on first use. */
export function shadowHost(tag: string): { host: Element; root: ShadowRoot } {
  let host = document.querySelector(tag);
  if (!host) {
    host = document.createElement(tag);
    host.attachShadow({ mode: 'open' });
    document.documentElement.appendChild(host);
  }
  return { host, root: host.shadowRoot! };
}
