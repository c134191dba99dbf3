import type { HeroAction, HomeFeature } from '../../shared/types.js';
import { useSite } from '../context.js';
import { Content } from './Content.js';
import { Slot } from './Slot.js';

function Feature({ feature: f }: { feature: HomeFeature }) {
  const body = (
    <>
      {f.icon &&
        (f.iconIsImage ? (
          <img className="bd-feature-icon" src={f.icon} alt="" width={48} height={48} />
        ) : f.iconIsHtml ? (
          // The author's own markup, checked to be inline elements only (page/home-icon.ts).
          <div className="bd-feature-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: f.icon }} />
        ) : (
          <div className="bd-feature-icon" aria-hidden="true">
            {f.icon}
          </div>
        ))}
      <h2>{f.title}</h2>
      <p>{f.details}</p>
      {f.link && f.linkText && <p className="bd-feature-link">{f.linkText} →</p>}
    </>
  );
  return f.link ? (
    <a className="bd-feature" href={f.link}>
      {body}
    </a>
  ) : (
    <div className="bd-feature">{body}</div>
  );
}

/** bookdocs' button, with the classes VitePress's VPButton has when the action's theme names the author's own. */
function actionClass(a: HeroAction): string {
  const look = a.type === 'plain' ? 'bd-button' : `bd-button ${a.type}`;
  return a.theme ? `${look} VPButton medium ${a.theme}` : look;
}

export function Home() {
  const { page, locale } = useSite();
  const home = page.home!;
  return (
    <div className="bd-home">
      <header className="bd-hero">
        {home.heroImage && (
          <img
            className="bd-hero-image"
            src={home.heroImage}
            alt={home.heroAlt ?? ''}
            height={home.heroHeight}
            style={{ height: home.heroHeight }}
          />
        )}
        {home.heroSubtext ? (
          <h1 className="bd-hero-title">
            {home.heroText && <span className="bd-hero-name">{home.heroText}</span>}
            <span className="bd-hero-subtext">{home.heroSubtext}</span>
          </h1>
        ) : (
          home.heroText && <h1 className="bd-hero-title">{home.heroText}</h1>
        )}
        {home.tagline && <p className="bd-hero-tagline">{home.tagline}</p>}
        {home.actions.length > 0 && (
          <p className="bd-hero-actions">
            {home.actions.map((a) => {
              const button = (
                <a key={a.link + a.text} className={actionClass(a)} href={a.link}>
                  {a.text}
                </a>
              );
              // In an element of its own, as VitePress's is (`.action`): its stylesheets size the button from it.
              return a.theme ? (
                <span key={a.link + a.text} className="action">
                  {button}
                </span>
              ) : (
                button
              );
            })}
          </p>
        )}
      </header>
      <Slot name="home-hero-after" />
      {home.features.length > 0 && (
        <section className="bd-features" aria-label={locale.title}>
          {home.features.map((f) => (
            <Feature key={f.title} feature={f} />
          ))}
        </section>
      )}
      <Slot name="home-features-after" />
      <Content html={page.html} components={page.components} />
      {home.footer && <footer className="bd-home-footer" dangerouslySetInnerHTML={{ __html: home.footer }} />}
    </div>
  );
}
