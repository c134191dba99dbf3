import { useEffect, useState } from 'react';
import { themeLangWithin } from '../../shared/content-lang.js';
import { useSite } from '../context.js';
import { Content } from './Content.js';
import { Slot } from './Slot.js';

export function NotFound() {
  const { site, locale, page } = useSite();
  // The server renders the first message; the random pick happens after hydration, so both agree.
  const [message, setMessage] = useState(site.notFound[0] ?? 'Not Found');
  useEffect(() => {
    const list = site.notFound.length ? site.notFound : ['Not Found'];
    setMessage(list[Math.floor(Math.random() * list.length)]!);
  }, [site.notFound]);
  // The site's own 404.md: its content in place of the message.
  if (page.html) {
    return (
      <div className="bd-not-found bd-not-found-custom">
        <Content html={page.html} components={page.components} />
        <Slot name="not-found" />
      </div>
    );
  }
  return (
    // The theme's own message and label, not the author's text: in the <html lang>.
    <div className="bd-not-found" lang={themeLangWithin(locale, page)}>
      <p className="bd-404-code" aria-hidden="true">
        404
      </p>
      <h1>{message}</h1>
      <a className="bd-button primary" href={locale.home}>
        {locale.labels.backToHome}
      </a>
      <Slot name="not-found" />
    </div>
  );
}
