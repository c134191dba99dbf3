import { useSite } from '../context.js';
import { Content } from './Content.js';
import { OutlineAside, OutlineMenu } from './Outline.js';
import { DocFooter } from './DocFooter.js';
import { Slot } from './Slot.js';
import { VersionBanner } from './VersionBanner.js';
import { useOutlineActive } from './active-heading.js';
import { AgentHint } from './AgentHint.js';
import { PageAction } from './PageAction.js';

export function DocPage() {
  const { page, locale } = useSite();
  // Measured again when the content changes: on navigation, and when the dev server swaps the page in place.
  const active = useOutlineActive(page.outline, `${page.route}\0${page.html}`);
  const outline = page.outline && {
    headers: page.headers,
    levels: page.outline,
    active,
    label: locale.labels.onThisPage,
  };
  const article = (
    <article className="bd-doc">
      {outline && <OutlineMenu {...outline} route={page.route} />}
      {/* A site's own doc-before fill comes first, as VitePress places it; the theme's parts follow. */}
      <Slot name="doc-before" />
      <VersionBanner />
      <AgentHint />
      <PageAction />
      <Content html={page.html} components={page.components} />
      <Slot name="doc-footer-before" />
      <DocFooter />
      <Slot name="doc-after" />
    </article>
  );
  if (!outline) return article;
  return (
    <div className="bd-doc-wrap">
      {article}
      <OutlineAside {...outline} />
    </div>
  );
}
