import { useSite } from '../context.js';

export function PrevNext() {
  const { page, locale } = useSite();
  if (!page.prev && !page.next) return null;
  return (
    <nav className="bd-prev-next" aria-label="Pagination">
      {page.prev ? (
        <a className="bd-prev" href={page.prev.link} rel="prev">
          <span className="bd-pn-label">{locale.labels.prev}</span>
          <span className="bd-pn-title">{page.prev.text}</span>
        </a>
      ) : (
        <span />
      )}
      {page.next && (
        <a className="bd-next" href={page.next.link} rel="next">
          <span className="bd-pn-label">{locale.labels.next}</span>
          <span className="bd-pn-title">{page.next.text}</span>
        </a>
      )}
    </nav>
  );
}
