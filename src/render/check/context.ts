// What every check rule works from: the site's pages, routes and files, and where findings go.
import { NearestNames } from '../../shared/did-you-mean.js';
import { fileToRoute } from '../../shared/routes.js';
import type { WrittenPage } from '../page/page-types.js';
import type { SiteConfig } from '../site/config-schema.js';
import type { ConfigPositions } from '../site/code-positions.js';
import type { Diagnostic, Severity } from '../diagnostics.js';
import { ignoredLinks } from '../site/link-patterns.js';

/** The rules of `bookdocs check` (diagnostics of other steps have their own rules). */
export type CheckRule =
  | 'broken-link'
  | 'broken-anchor'
  | 'missing-image'
  | 'missing-asset'
  | 'link-outside-docs'
  | 'nav-link'
  | 'sidebar-link'
  | 'orphan-page'
  | 'missing-title'
  | 'bad-external-link'
  | 'unsafe-url'
  | 'redirect-source'
  | 'redirect-target'
  | 'redirect-loop'
  | 'redirect-chain'
  | 'moved-page';

export const CHECK_SEVERITY: Record<CheckRule, Severity> = {
  'broken-link': 'error',
  'broken-anchor': 'error',
  'missing-image': 'error',
  'missing-asset': 'error',
  'link-outside-docs': 'error',
  'nav-link': 'error',
  'sidebar-link': 'error',
  'orphan-page': 'warning',
  'missing-title': 'warning',
  'bad-external-link': 'error',
  'unsafe-url': 'warning',
  'redirect-source': 'error',
  'redirect-target': 'error',
  'redirect-loop': 'error',
  'redirect-chain': 'warning',
  'moved-page': 'warning',
};

export const CHECK_RULES: ReadonlySet<string> = new Set(Object.keys(CHECK_SEVERITY));

export interface CheckInput {
  config: SiteConfig;
  pages: readonly WrittenPage[];
  /** route → file relative to srcDir: every page of the site, including pages that failed to load. */
  routes: ReadonlyMap<string, string>;
  /** Non-Markdown files under srcDir (posix, relative), copied to the same place in the output. */
  assets: ReadonlySet<string>;
  /** Files under the public folder (posix, relative), served from the site root. */
  publicFiles: ReadonlySet<string>;
  /** The public folder relative to srcDir with a trailing slash (e.g. `public/`), for a hint. */
  publicPrefix?: string;
  /** srcDir-relative path → path shown in findings. */
  label?: (file: string) => string;
  configLabel?: string;
  /** Positions in the config file, so config findings get their line and column. */
  configPositions?: Pick<ConfigPositions, 'value'>;
  /** A page's source, read only to place findings about its frontmatter (hero actions and images). */
  readSource?: (file: string) => string | undefined;
  /** The routes the site had before (the last build's, or git history's), for moved-page; none: not checked. */
  previous?: PreviousRoutes;
}

/** Pages the site published before: from the last build's record, or from renames and deletions in git. */
export interface PreviousRoutes {
  from: 'build' | 'git';
  routes: readonly PreviousRoute[];
}

export interface PreviousRoute {
  route: string;
  /** Its title then (from a build record). */
  title?: string;
  /** Where git says its file went (renamed), as a route. */
  movedTo?: string;
}

export interface Position {
  line: number;
  column: number;
}

export type At = { file: string } & Position;

export type Context = ReturnType<typeof createContext>;

/** The rules whose findings are a link that leads nowhere: those `check.ignoreLinks` silences. */
const BROKEN_LINK_RULES: ReadonlySet<CheckRule> = new Set(['broken-link', 'broken-anchor', 'nav-link', 'sidebar-link']);

export function createContext(input: CheckInput) {
  const base = input.config.base;
  const ignored = ignoredLinks(input.config.check?.ignoreLinks ?? []);
  const pagesByRoute = new Map(input.pages.map((p) => [p.route, p]));
  const idSets = new Map<string, Set<string>>();
  const findings: Diagnostic[] = [];
  let routeList: string[] | undefined;
  const routeOfFile = new Map<string, string>();
  // "Did you mean" indexes, made when first asked for: each remembers its answers.
  const folderNames = new Map<string, NearestNames>();
  const idNames = new Map<string, NearestNames>();
  let routeNames: NearestNames | undefined;
  let fileNames: NearestNames | undefined;
  return {
    input,
    base,
    findings,
    pagesByRoute,
    label: input.label ?? ((f: string) => f),
    configLabel: input.configLabel ?? 'site.config.json',
    add(at: At, rule: CheckRule, message: string, target?: string, severity = CHECK_SEVERITY[rule], hint?: string) {
      if (target !== undefined && BROKEN_LINK_RULES.has(rule) && ignored(target)) return;
      findings.push({
        severity,
        rule,
        message,
        file: at.file,
        line: at.line,
        column: at.column,
        ...(target !== undefined ? { target } : {}),
        ...(hint !== undefined ? { hint } : {}),
      });
    },
    ids(page: WrittenPage): Set<string> {
      let ids = idSets.get(page.route);
      if (!ids) idSets.set(page.route, (ids = new Set(page.ids)));
      return ids;
    },
    /** fileToRoute, once per file: pages link the same few pages again and again. */
    routeOfFile(file: string): string {
      let route = routeOfFile.get(file);
      if (route === undefined) routeOfFile.set(file, (route = fileToRoute(file)));
      return route;
    },
    /** The pages directly in folder `dir` (a route prefix ending in `/`), by their names in it (`a.html`, `sub/`). */
    pagesIn(dir: string): NearestNames {
      let names = folderNames.get(dir);
      if (!names) {
        const list = (routeList ??= [...input.routes.keys()])
          .filter((r) => r.startsWith(dir) && r.length > dir.length && !r.slice(dir.length, -1).includes('/'))
          .map((r) => r.slice(dir.length));
        folderNames.set(dir, (names = new NearestNames(list)));
      }
      return names;
    },
    /** Every route, as written, for a typo in a folder name: at most two edits away. */
    routeNames: () =>
      (routeNames ??= new NearestNames(input.routes.keys(), { caseSensitive: true, maxDistance: () => 2 })),
    /** Copied files and public files, by their paths. */
    fileNames: () => (fileNames ??= new NearestNames([...input.assets, ...input.publicFiles])),
    /** The ids a page's anchors can name. */
    idNames(page: WrittenPage): NearestNames {
      let names = idNames.get(page.route);
      if (!names) idNames.set(page.route, (names = new NearestNames(page.ids)));
      return names;
    },
  };
}
