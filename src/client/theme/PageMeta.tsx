import { useEffect, useState } from 'react';
import { formatDate } from '../../shared/format-date.js';
import { themeLangWithin } from '../../shared/content-lang.js';
import { useSite } from '../context.js';

export function PageMeta() {
  const { page, locale } = useSite();
  // The date is formatted after hydration in the reader's time zone; the server renders UTC.
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  const { editLink, lastUpdated, contributors } = page;
  if (!editLink && !lastUpdated && !contributors?.length) return null;
  return (
    <footer className="bd-page-meta" lang={themeLangWithin(locale, page)}>
      {editLink && (
        <a className="bd-edit-link" href={editLink} target="_blank" rel="noopener noreferrer">
          {locale.labels.editLink}
        </a>
      )}
      {lastUpdated !== undefined && (
        <p className="bd-last-updated">
          <span className="bd-meta-label">{locale.labels.lastUpdated}: </span>
          <time dateTime={new Date(lastUpdated).toISOString()}>
            {formatDate(lastUpdated, locale.lang, local ? undefined : 'UTC')}
          </time>
        </p>
      )}
      {!!contributors?.length && (
        <p className="bd-contributors">
          <span className="bd-meta-label">{locale.labels.contributors}: </span>
          {contributors.map((c, i) => (
            <span key={c.email || c.name} title={`email: ${c.email}`}>
              {i > 0 && ', '}
              {c.name}
            </span>
          ))}
        </p>
      )}
    </footer>
  );
}
