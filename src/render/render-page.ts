// One page → its pre-rendered HTML file and its JSON data chunk. Used in the main thread and in workers.
import fs from 'node:fs';
import path from 'node:path';
import { routeToDataFile, routeToHtmlFile } from '../shared/routes.js';
import type { PageView, SiteData } from '../shared/types.js';
import type { ClientAssets, ServerRenderer } from './bundle.js';
import { renderDocument, withPageStyles } from './ssr.js';

export interface PageWriter {
  write(rel: string, content: string): void | Promise<void>;
}

/** Synchronous writes with each folder created once (a worker has nothing else to do meanwhile). */
export class SyncWriter implements PageWriter {
  private readonly dirs = new Set<string>();
  constructor(private readonly root: string) {}
  write(rel: string, content: string): void {
    const file = path.join(this.root, rel);
    const dir = path.dirname(file);
    if (!this.dirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    fs.writeFileSync(file, content);
  }
}

export async function writePageFiles(writer: PageWriter, renderer: ServerRenderer, site: SiteData, pageView: PageView, assets: ClientAssets): Promise<void> {
  const view = withPageStyles(pageView, assets);
  await writer.write(routeToHtmlFile(view.route), renderDocument(renderer, site, view, assets));
  await writer.write(routeToDataFile(view.route), JSON.stringify(view));
}
