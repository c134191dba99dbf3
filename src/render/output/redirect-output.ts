// The build's redirect files in the staged output: a redirect page per old page path and the host rule
// files the config keeps on (`redirectFiles`), each carried over when its bytes would be the same. A
// site without redirects gets none of them (its output is as before); the public folder's own
// `_redirects` and `vercel.json` are kept, with the site's redirects added after their own rules.
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../shared/diagnostic.js';
import { localeOfRoute } from '../../shared/routes.js';
import type { OutputFiles } from '../incremental/build-record.js';
import { writeFile } from '../incremental/file-writes.js';
import { sha } from '../incremental/hashing.js';
import { redirectPageFile, type Redirect } from '../model/redirects.js';
import type { SiteConfig } from '../site/config-schema.js';
import {
  absoluteUrl,
  netlifyRedirects,
  nginxRedirects,
  REDIRECT_FILES,
  redirectPage,
  vercelJson,
} from './redirect-files.js';

export interface RedirectOutput {
  config: Pick<SiteConfig, 'base' | 'lang' | 'locales' | 'hostname' | 'redirectFiles'>;
  redirects: readonly Redirect[];
  /** The site's page routes: an old path that is a page keeps its page (check reports the redirect). */
  routes: ReadonlyMap<string, unknown>;
  publicDir: string | undefined;
  /** The public folder's files as shown in messages. */
  label: (abs: string) => string;
}

/** Write the redirect pages and host files into `files`' staged output; problems with the site's own host files. */
export function writeRedirectOutput(files: OutputFiles, out: RedirectOutput): Diagnostic[] {
  const { config, redirects, routes, publicDir } = out;
  if (!redirects.length) return [];
  const put = (rel: string, content: string) => {
    const key = sha('redirect', content);
    // (A public folder's own file of that name was copied this build: never carried over it.)
    if (!(rel in files.entries) && files.carry(rel, key)) return;
    files.unlinkCarried(rel);
    writeFile(files.dir, rel, content);
    files.wrote(rel, key);
  };
  const locales = Object.keys(config.locales);
  for (const r of redirects) {
    const rel = redirectPageFile(r.from);
    if (!rel || routes.has(r.from)) continue;
    const lang = config.locales[localeOfRoute(r.from, locales)]?.lang ?? config.lang;
    put(rel, redirectPage(r.url, lang, absoluteUrl(r.url, config.hostname)));
  }
  const found: Diagnostic[] = [];
  const own = (name: string): string | undefined => {
    const file = publicDir && path.join(publicDir, name);
    return file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  };
  const { netlify, vercel, nginx } = config.redirectFiles;
  if (netlify) put(REDIRECT_FILES.netlify, netlifyRedirects(redirects, config.base, own(REDIRECT_FILES.netlify)));
  if (vercel) {
    const text = own(REDIRECT_FILES.vercel);
    let parsed: unknown;
    try {
      parsed = text === undefined ? undefined : JSON.parse(text);
    } catch {
      parsed = null;
    }
    if (parsed === undefined || (parsed && typeof parsed === 'object' && !Array.isArray(parsed)))
      put(REDIRECT_FILES.vercel, vercelJson(redirects, config.base, parsed as Record<string, unknown> | undefined));
    else
      found.push({
        severity: 'warning',
        rule: 'redirect-files',
        message: `${REDIRECT_FILES.vercel} in the public folder is not a JSON object: the site's redirects are not added to it`,
        file: out.label(path.join(publicDir!, REDIRECT_FILES.vercel)),
        line: 1,
        column: 1,
        hint: 'fix the file (it is copied as it is), or turn the Vercel file off with "redirectFiles": { "vercel": false }',
      });
  }
  if (nginx) put(REDIRECT_FILES.nginx, nginxRedirects(redirects, config.base));
  return found;
}
