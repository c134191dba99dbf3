import { useSite } from '../context.js';
import { Content } from './Content.js';
import { PageMeta } from './PageMeta.js';
import { PrevNext } from './PrevNext.js';

export function DocPage() {
  const { page } = useSite();
  return (
    <article className="bd-doc">
      <Content html={page.html} components={page.components} />
      <PageMeta />
      <PrevNext />
    </article>
  );
}
