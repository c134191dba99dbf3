// One page → its pre-rendered HTML file and its JSON data chunk.
import { routeToDataFile, routeToHtmlFile } from '../../shared/routes.js';
import type { PageView, SiteData } from '../../shared/types.js';
import type { ClientAssets, ServerRenderer } from './bundle.js';
import { renderDocument, withPageStyles } from './ssr.js';

export interface PageWriter {
  write(rel: string, content: string): void | Promise<void>;
}

export async function writePageFiles(writer: PageWriter, renderer: ServerRenderer, site: SiteData, pageView: PageView, assets: ClientAssets): Promise<void> {
  const view = withPageStyles(pageView, assets);
  await writer.write(routeToHtmlFile(view.route), renderDocument(renderer, site, view, assets));
  await writer.write(routeToDataFile(view.route), JSON.stringify(view));
}
