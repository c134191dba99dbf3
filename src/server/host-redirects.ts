// The redirects a built site's `_redirects` file holds (bookdocs writes it for the site's redirects:
// see render/output/redirect-files.ts), read as Netlify reads them, for `bookdocs preview` to answer
// 301 as the host would. Only plain rules are read (no splats or placeholders); the first rule of a
// path wins. Read again when the file changes (a rebuild while preview runs).
import fs from 'node:fs';
import path from 'node:path';
import { decodePath } from '../shared/routes.js';

const REDIRECT_STATUS = new Set([301, 302, 303, 307, 308]);

/** `_redirects` text → decoded path → [status, location]. */
export function parseRedirectsFile(text: string): Map<string, [number, string]> {
  const rules = new Map<string, [number, string]>();
  for (const line of text.split('\n')) {
    const [from, to, code] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#') || /[*:]/.test(from)) continue;
    const status = code === undefined ? 301 : Number(code.replace(/!$/, ''));
    const key = decodePath(from);
    if (key === null || !REDIRECT_STATUS.has(status) || rules.has(key)) continue;
    rules.set(key, [status, to]);
  }
  return rules;
}

/** A lookup of `outDir`'s `_redirects` (none: no redirects), read again when its size or time changes. */
export function hostRedirects(outDir: string): (pathname: string) => [number, string] | undefined {
  const file = path.join(outDir, '_redirects');
  let stamp = '';
  let rules = new Map<string, [number, string]>();
  return (pathname) => {
    let now = '';
    try {
      const stat = fs.statSync(file);
      now = `${stat.size}:${stat.mtimeMs}`;
    } catch {
      now = '';
    }
    if (now !== stamp) {
      stamp = now;
      rules = now ? parseRedirectsFile(fs.readFileSync(file, 'utf8')) : new Map();
    }
    return rules.get(pathname);
  };
}
