import { useSite } from '../context.js';
import { Content } from './Content.js';

export function Home() {
  const { page, locale } = useSite();
  const home = page.home!;
  return (
    <div className="bd-home">
      <header className="bd-hero">
        {home.heroImage && (
          <img className="bd-hero-image" src={home.heroImage} alt={home.heroAlt ?? ''} height={home.heroHeight} style={{ height: home.heroHeight }} />
        )}
        {home.heroText && <h1 className="bd-hero-title">{home.heroText}</h1>}
        {home.tagline && <p className="bd-hero-tagline">{home.tagline}</p>}
        {home.actions.length > 0 && (
          <p className="bd-hero-actions">
            {home.actions.map((a) => (
              <a key={a.link + a.text} className={`bd-button ${a.type}`} href={a.link}>
                {a.text}
              </a>
            ))}
          </p>
        )}
      </header>
      {home.features.length > 0 && (
        <section className="bd-features" aria-label={locale.title}>
          {home.features.map((f) => (
            <div key={f.title} className="bd-feature">
              <h2>{f.title}</h2>
              <p>{f.details}</p>
            </div>
          ))}
        </section>
      )}
      <Content html={page.html} components={page.components} />
      {home.footer && <footer className="bd-home-footer" dangerouslySetInnerHTML={{ __html: home.footer }} />}
    </div>
  );
}
