// The SSR bundle leaves out what a server render never runs (react-dom/client, React's streaming
// server, the theme's lazily imported modules such as the search engine), renders pages as before, and
// says clearly what went wrong should a component call a left-out function while rendering.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions, type ServerRenderer } from '../../../../src/render/output/bundle.js';
import { REPO } from '../../../helpers/fixtures.js';
import type { PageView, SiteData } from '../../../../src/shared/types.js';
import { buildSiteModel } from '../../../../src/render/model/site.js';
import { page, siteConfig } from '../model/model-helpers.js';

async function ssrBundle(component: string): Promise<{ renderer: ServerRenderer; inputs: string[]; bytes: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-browser-only-'));
  const file = path.join(dir, 'Widget.tsx');
  fs.writeFileSync(file, component);
  const result = await esbuild.build({
    ...serverBuildOptions(new Map([['Widget', file]])),
    metafile: true,
    nodePaths: [path.join(REPO, 'node_modules')],
  });
  const out = path.join(dir, 'entry-server.mjs');
  fs.writeFileSync(out, result.outputFiles[0]!.contents);
  const renderer = (await import(pathToFileURL(out).href)) as ServerRenderer;
  return { renderer, inputs: Object.keys(result.metafile.inputs), bytes: result.outputFiles[0]!.contents.length };
}

/** A site with one page whose content holds the Widget island. */
function site(): { site: SiteData; view: PageView } {
  const model = buildSiteModel(
    siteConfig({ title: 'T' }),
    [
      page('index.md', 'Home', {
        html: '<p>before</p><div class="bd-island" data-bd-island="0"></div>',
        components: [{ name: 'Widget', props: {} }],
      }),
    ],
    {},
  );
  return { site: model.site, view: model.view(model.pages.get('/')!) };
}

describe('SSR bundle: browser-only modules', () => {
  it('leaves out react-dom/client, the streaming server and the search engine, and still renders the page and its islands', async () => {
    const { renderer, inputs, bytes } = await ssrBundle(
      "import { useEffect } from 'react';\nimport { createRoot } from 'react-dom/client';\nexport default function Widget() {\n  useEffect(() => void createRoot, []);\n  return <b>island</b>;\n}\n",
    );
    const packages = inputs.filter((i) => i.includes('node_modules/'));
    expect(packages.filter((i) => /react-dom-client|react-dom-server\.node|flexsearch/.test(i))).toEqual([]);
    expect(packages.some((i) => i.includes('react-dom-server-legacy.node.production'))).toBe(true);
    expect(bytes).toBeLessThan(600_000);
    const { site: data, view } = site();
    const html = renderer.render(data, view);
    expect(html).toContain('<p>before</p><div class="bd-island" data-bd-island="0"><b>island</b></div>');
    expect(html).toContain('class="bd-search"');
  });

  it('says which function runs in the browser only when a component calls it while rendering', async () => {
    const { renderer } = await ssrBundle(
      "import { createRoot } from 'react-dom/client';\nexport default function Widget() {\n  createRoot(null as never);\n  return <b>never</b>;\n}\n",
    );
    const { site: data, view } = site();
    expect(() => renderer.render(data, view)).toThrow(/react-dom\/client createRoot\(\) runs in the browser only/);
  });
});
