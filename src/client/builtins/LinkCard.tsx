// <LinkCard title="…" href="…" description="…" />: a card that is one link as a whole.
import './link-card.css';

export default function LinkCard({
  title,
  href,
  description,
}: {
  title?: string;
  href?: string;
  description?: string;
}) {
  return (
    <a className="bd-c-link-card" href={typeof href === 'string' ? href : undefined}>
      <span className="bd-c-link-card-title">{typeof title === 'string' ? title : href}</span>
      {typeof description === 'string' && description ? (
        <span className="bd-c-link-card-description">{description}</span>
      ) : null}
      <svg className="bd-c-link-card-arrow" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M5 12h13M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </a>
  );
}
