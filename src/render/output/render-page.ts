// One page → its pre-rendered HTML file and its JSON data chunk.
import { routeToDataFile, routeToHtmlFile } from '../../shared/routes.js';
import type { PageView, SiteData } from '../../shared/types.js';
import type { Diagnostic } from '../diagnostics.js';
import type { ClientAssets, ServerRenderer } from './bundle.js';
import type { PageHead } from './head-tags.js';
import { renderDocument, withPageStyles } from './ssr.js';

export interface PageWriter {
  write(rel: string, content: string): void | Promise<void>;
}

export async function writePageFiles(writer: PageWriter, renderer: ServerRenderer, site: SiteData, pageView: PageView, assets: ClientAssets, head?: PageHead): Promise<void> {
  const view = withPageStyles(pageView, assets);
  await writer.write(routeToHtmlFile(view.route), renderDocument(renderer, site, view, assets, head));
  await writer.write(routeToDataFile(view.route), JSON.stringify(view));
}

/** A page that threw while rendering (a component's code, most likely), as build and dev report it. */
export function renderFailure(err: unknown, file: string | undefined): Diagnostic {
  return {
    severity: 'error',
    rule: 'render-error',
    message: `could not render this page: ${err instanceof Error ? err.message : String(err)}`,
    ...(file !== undefined && { file }),
    hint: 'a component used on this page threw while rendering; fix it, or check the props the page gives it',
  };
}
