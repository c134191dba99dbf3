// Go to a link as a click on it would: the app's click handler routes a link of the site client-side.

/** Navigate through the router, as a click on a link to `href` would. */
export function followLink(href: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
}
