// Built sites in tests: a fixture built, and what a build wrote read back (the content of a page, the
// text of the search index).
import fs from 'node:fs';
import path from 'node:path';
import { build } from '../../src/render/build/build.js';
import type { BuildOptions } from '../../src/render/build/build-types.js';
import { copyFixture, read } from './fixtures.js';

/** A writable copy of a fixture site (see copyFixture), built: its folder and its output folder. */
export async function buildFixture(
  name: string,
  options: Omit<BuildOptions, 'root'> = {},
): Promise<{ root: string; out: string }> {
  const root = copyFixture(name);
  const { outDir } = await build({ ...options, root });
  return { root, out: outDir };
}

/** What a built page has inside its content element (`<div id="bd-content">`), that element's own tags left out. */
export function pageContent(html: string): string {
  const open = /<div id="bd-content"[^>]*>/.exec(html);
  if (!open) throw new Error('the page has no content element');
  const start = open.index + open[0].length;
  // Its end is the </div> that closes it: count the divs opened and closed inside it.
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(start, tag.index);
  }
  throw new Error('the content element is not closed');
}

/** The text of the root locale's search index (the files of its pages' text, assets/search/root-x.*), joined. */
export function searchText(out: string): string {
  return fs
    .readdirSync(path.join(out, 'assets/search'))
    .filter((f) => f.startsWith('root-x.'))
    .map((f) => read(out, `assets/search/${f}`))
    .join('');
}
