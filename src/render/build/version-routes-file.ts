// The versions' route list (shared/version-routes.ts) in the staged output, for a site with versions
// kept in git refs: written from this build's pages and each ref's routes, so an added or removed
// page changes it; carried over while its text is the same.
import fs from 'node:fs';
import path from 'node:path';
import { VERSION_ROUTES_FILE } from '../../shared/version-routes.js';
import type { OutputFiles } from '../incremental/build-record.js';
import { sha } from '../incremental/hashing.js';
import { versionRoutesText } from '../model/version-routes.js';
import type { SiteConfig } from '../site/config-schema.js';
import type { RefVersions } from './ref-versions.js';

export function writeVersionRoutesFile(
  files: OutputFiles,
  config: SiteConfig,
  routes: Iterable<string>,
  refs: RefVersions,
): void {
  if (!config.versions) return;
  const text = versionRoutesText(config.versions, config, routes, refs.routes);
  const key = `version-routes:${sha(text)}`;
  if (files.carry(VERSION_ROUTES_FILE, key)) return;
  files.unlinkCarried(VERSION_ROUTES_FILE);
  const abs = path.join(files.dir, VERSION_ROUTES_FILE);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  fs.writeFileSync(abs, text);
  files.wrote(VERSION_ROUTES_FILE, key);
}
