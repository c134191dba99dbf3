// A site whose page names hold what a URL reserves or cannot hold as it is: '#', '?', '%', '+',
// spaces and Chinese, a name that looks like an escape (`x%41`), and a folder named with '#'. Written
// at run time (a checkout on Windows cannot hold '?' in a name).
import fs from 'node:fs';
import path from 'node:path';

export const RESERVED_PAGES = [
  { file: 'c#.md', title: 'C Sharp' },
  { file: 'why?.md', title: 'Why Ask' },
  { file: '100%.md', title: 'Fully Done' },
  { file: 'c++.md', title: 'C Plus Plus' },
  { file: '读书 笔记.md', title: 'Reading Notes' },
  { file: 'x%41.md', title: 'Literal Escape' },
  { file: 'c#/basics.md', title: 'Sharp Basics' },
] as const;

export const RESERVED_SITE_TITLE = 'Reserved';

/** A Markdown link destination for a file, each name percent-encoded as an author writes it. */
const markdownTarget = (file: string) => `./${file.split('/').map(encodeURIComponent).join('/')}`;

/**
 * Write the site into `root`: its config (generated sidebar, navbar links written encoded, one to a
 * `.md` file and one clean), a home page linking every page from Markdown, and the pages.
 */
export function writeReservedSite(root: string): void {
  const docs = path.join(root, 'docs');
  fs.writeFileSync(
    path.join(root, 'site.config.json'),
    JSON.stringify(
      {
        title: RESERVED_SITE_TITLE,
        sidebar: 'auto',
        navbar: [
          { text: 'Nav C Sharp', link: '/c%23.md' },
          { text: 'Nav Why', link: '/why%3F' },
        ],
      },
      null,
      2,
    ),
  );
  fs.mkdirSync(docs, { recursive: true });
  fs.writeFileSync(
    path.join(docs, 'index.md'),
    `# Reserved home\n\n${RESERVED_PAGES.map((p) => `- [${p.title}](${markdownTarget(p.file)})`).join('\n')}\n`,
  );
  for (const p of RESERVED_PAGES) {
    fs.mkdirSync(path.dirname(path.join(docs, p.file)), { recursive: true });
    fs.writeFileSync(path.join(docs, p.file), `# ${p.title}\n\nText of ${p.title}.\n`);
  }
}
