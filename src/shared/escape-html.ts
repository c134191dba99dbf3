// Text → HTML text or attribute value. Its own module so that code writing HTML (SSR, the dev
// server) does not load the Markdown pipeline and Shiki just for this.
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}
