// Links written in site.config.json: navbar and sidebar entries and the logo, each reported at its
// line and column in the file; and social links and edit links that would run code (unsafe-url).
import type { SiteConfig } from '../site/config-schema.js';
import { jsonPath } from '../site/json-position.js';
import { logoImages } from '../site/logo-images.js';
import type { CheckRule, Context } from './context.js';
import { siteFileProblem, siteLinkProblem, unsafeUrlProblem } from './resolve.js';

/** Navbar, sidebar and logo. Returns the routes they lead to, with the home pages: the roots for orphan detection. */
export function checkConfig(ctx: Context): Set<string> {
  const { config } = ctx.input;
  const roots = new Set<string>(['/', ...Object.keys(config.locales)]);
  const at = (parts: PropertyKey[]) => ({
    file: ctx.configLabel,
    ...(ctx.input.configPositions?.value(parts) ?? { line: 1, column: 1 }),
  });
  const entry = (parts: PropertyKey[], link: string, rule: CheckRule) => {
    const problem = siteLinkProblem(ctx, link);
    if (problem.route) roots.add(problem.route);
    if (problem.message)
      ctx.add(
        at(parts),
        problem.rule ?? rule,
        `${jsonPath(parts)}: ${link} — ${problem.message}`,
        link,
        problem.severity,
        problem.hint,
      );
  };
  for (const [parts, link] of navLinks(config)) entry(parts, link, 'nav-link');
  for (const [parts, link] of sidebarLinks(config)) entry(parts, link, 'sidebar-link');
  const logo = config.logo === undefined ? undefined : logoImages(config.logo);
  for (const [key, file] of [
    ['light', logo?.light],
    ['dark', logo?.dark],
  ] as const) {
    const problem = file ? siteFileProblem(ctx, file) : undefined;
    if (file && problem) {
      const parts = typeof config.logo === 'string' ? ['logo'] : ['logo', 'src' in config.logo! ? 'src' : key];
      ctx.add(
        at(parts),
        problem.rule,
        `${parts.join('.')}: ${file} — ${problem.message}`,
        file,
        problem.severity,
        problem.hint,
      );
    }
  }
  // Addresses the site only links to (social links, the repository's edit links): checked for what would run code.
  for (const [parts, link] of otherLinks(config)) {
    const problem = unsafeUrlProblem(link, 'link');
    if (problem)
      ctx.add(
        at(parts),
        problem.rule,
        `${jsonPath(parts)}: ${link} — ${problem.message}`,
        link,
        problem.severity,
        problem.hint,
      );
  }
  return roots;
}

function otherLinks(config: SiteConfig): Entry[] {
  const out: Entry[] = [];
  const social: [PropertyKey[], SiteConfig['socialLinks']][] = [[['socialLinks'], config.socialLinks]];
  for (const [key, l] of Object.entries(config.locales)) social.push([['locales', key, 'socialLinks'], l.socialLinks]);
  for (const [at, links] of social) links?.forEach((l, i) => out.push([[...at, i, 'link'], l.link]));
  if (config.repo) out.push([['repo'], config.repo]);
  return out;
}

type Entry = [PropertyKey[], string];

function navLinks(config: SiteConfig): Entry[] {
  const out: Entry[] = [];
  const navbars: [PropertyKey[], SiteConfig['navbar']][] = [[['navbar'], config.navbar]];
  for (const [key, l] of Object.entries(config.locales))
    if (l.navbar) navbars.push([['locales', key, 'navbar'], l.navbar]);
  for (const [at, items] of navbars) {
    items.forEach((item, i) => {
      if ('children' in item) item.children.forEach((c, j) => out.push([[...at, i, 'children', j, 'link'], c.link]));
      else out.push([[...at, i, 'link'], item.link]);
    });
  }
  return out;
}

function sidebarLinks(config: SiteConfig): Entry[] {
  const out: Entry[] = [];
  if (config.sidebar === 'auto') return out;
  type Group = Extract<SiteConfig['sidebar'], Record<string, unknown>>[string][number];
  const group = (g: Group, at: PropertyKey[]): void => {
    if (g.link) out.push([[...at, 'link'], g.link]);
    g.children.forEach((c, j) => {
      if (typeof c === 'string') out.push([[...at, 'children', j], c]);
      else if ('children' in c) group(c, [...at, 'children', j]);
      else out.push([[...at, 'children', j, 'link'], c.link]);
    });
  };
  for (const [key, groups] of Object.entries(config.sidebar)) groups.forEach((g, i) => group(g, ['sidebar', key, i]));
  return out;
}

// ---------- orphans ----------
