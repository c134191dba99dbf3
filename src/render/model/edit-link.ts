// "Edit this page" links: the site's repository, its docs branch and the page's source path.
import path from 'node:path';
import type { ResolvedConfig } from '../site/config.js';
import type { PageData } from '../page/page.js';

/** The edit link of each page, or undefined when the site has none (no `repo`, or `editLink: false`). */
export function editLinkFor(rc: ResolvedConfig): ((page: PageData) => string | undefined) | undefined {
  const { repo, editLink, docsBranch } = rc.config;
  if (!repo || !editLink) return undefined;
  const dir = path.relative(rc.root, rc.srcDir).split(path.sep).join('/');
  const base = repo.replace(/\/+$/, '');
  return (page) => `${base}/edit/${docsBranch}/${dir ? `${dir}/` : ''}${page.file}`;
}
