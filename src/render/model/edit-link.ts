// "Edit this page" links: a URL pattern with `:path` (any host), or the site's repository and docs
// branch (GitHub, Gitee, GitLab, Bitbucket shapes).
import path from 'node:path';
import type { ResolvedConfig } from '../site/config.js';
import type { SiteConfig } from '../site/config-schema.js';
import type { WrittenPage } from '../page/page-types.js';
import { unsafeScheme } from '../unsafe-url.js';

/** The edit-URL pattern a repository URL implies, `:path` being the page's path in the repository. */
export function repoEditPattern(repo: string, branch: string): string {
  const base = repo.replace(/\.git$/, '').replace(/\/+$/, '');
  const host = (() => {
    try {
      return new URL(base).hostname;
    } catch {
      return '';
    }
  })();
  if (/(^|\.)gitlab\./.test(host)) return `${base}/-/edit/${branch}/:path`;
  if (/(^|\.)bitbucket\.org$/.test(host)) return `${base}/src/${branch}/:path?mode=edit`;
  // GitHub, Gitee and Gitea/Forgejo hosts share this shape.
  return `${base}/edit/${branch}/:path`;
}

/** Fill a pattern's `:path`; the path's segments are URL-encoded, its slashes kept. */
export function fillEditPattern(pattern: string, file: string): string {
  const encoded = file.split('/').map(encodeURIComponent).join('/');
  return pattern.replace(/:path\b/g, encoded);
}

/** The edit link's own text (`editLink.text`), which stands in for the theme label. */
export function editLinkText(editLink: SiteConfig['editLink']): string | undefined {
  return typeof editLink === 'object' ? editLink.text : undefined;
}

/**
 * The edit link of each page, or undefined when the site has none (`editLink: false`, or neither a
 * pattern nor a `repo`). With a pattern `:path` is the page's path under the docs folder (as in
 * VitePress); with `repo` it is the path in the repository (docs folder included).
 */
export function editLinkFor(
  rc: ResolvedConfig,
  ownPath: (file: string) => string = (file) => file,
): ((page: WrittenPage) => string | undefined) | undefined {
  const { repo, editLink, docsBranch } = rc.config;
  if (editLink === false) return undefined;
  if (typeof editLink === 'object' && editLink.pattern) {
    const pattern = editLink.pattern;
    return (page) => fillEditPattern(pattern, ownPath(page.file));
  }
  // A repository address that would run code: no edit links (check: unsafe-url). (A pattern is an http(s) URL: the schema says so.)
  if (!repo || unsafeScheme(repo)) return undefined;
  const dir = path.relative(rc.root, rc.srcDir).split(path.sep).join('/');
  const pattern = repoEditPattern(repo, docsBranch);
  return (page) => fillEditPattern(pattern, `${dir ? `${dir}/` : ''}${ownPath(page.file)}`);
}
