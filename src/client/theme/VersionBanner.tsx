// On a page of a version other than the latest (config `versions`): a notice linking to the same page
// in the latest version (or to its first page, when this one has no counterpart there). A named
// region, so screen readers list it among the landmarks; its link is an ordinary tab stop.
import { useSite } from '../context.js';
import { useVersionLinks } from './use-version-links.js';

const fill = (text: string, words: Record<string, string>) =>
  text.replace(/\{(version|latest)\}/g, (all, key: string) => words[key] ?? all);

export function VersionBanner() {
  const { site, page, locale } = useSite();
  const versions = site.versions;
  const own = page.version;
  // On a ref's build: the latest's home until the site's route list says where the page is there.
  const links = useVersionLinks(!!versions?.banner);
  if (!versions?.banner || !own || own.name === versions.latest) return null;
  const latestLink = links?.[versions.latest];
  if (!latestLink) return null;
  const labelOf = (name: string) => versions.list.find((v) => v.name === name)?.label ?? name;
  const words = { version: labelOf(own.name), latest: labelOf(versions.latest) };
  const { labels } = locale;
  return (
    <section className="bd-version-banner custom-block warning" aria-label={labels.versionNotice}>
      <p>
        {fill(labels.oldVersion ?? '', words)} <a href={latestLink}>{fill(labels.latestVersion ?? '', words)}</a>
      </p>
    </section>
  );
}
