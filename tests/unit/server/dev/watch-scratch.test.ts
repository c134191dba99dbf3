// The dev watcher ignores the files editors write beside the one being saved (backups, safe-write
// temporaries, auto-saves, swap files): each was taken for a changed asset and reloaded every tab.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../../../../src/render/site/config.js';
import { classify, watchSite, type WatchEvent } from '../../../../src/server/dev/watch.js';

describe("the dev watcher and editors' scratch files", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-watch-scratch-'));
  const srcDir = path.join(root, 'docs');
  const themeDir = path.join(root, 'theme');
  fs.mkdirSync(path.join(srcDir, 'guide'), { recursive: true });
  fs.mkdirSync(themeDir);
  const rc = {
    root,
    srcDir,
    outDir: path.join(root, 'dist'),
    publicDir: undefined,
    componentsDir: undefined,
    themeDir,
    configFiles: [],
    config: { srcExclude: ['drafts/**'], componentsDir: 'components', themeDir: 'theme' },
  } as unknown as ResolvedConfig;
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const at = (rel: string) => path.join(srcDir, rel);

  it.each([
    ['a backup', 'guide/page.md~'],
    ['a temporary file', 'guide/page.md.tmp~'],
    ["JetBrains' safe write", 'guide/page.md___jb_tmp___'],
    ["JetBrains' old copy", 'guide/page.md___jb_old___'],
    ["Emacs' auto-save", 'guide/#page.md#'],
    ["Vim's swap file", 'guide/page.md.swp'],
    ["Vim's write test", 'guide/4913'],
  ])('ignores %s', (_, rel) => {
    expect(classify(rc, undefined, 'add', at(rel))).toBeUndefined();
    expect(classify(rc, undefined, 'change', at(rel))).toBeUndefined();
  });

  it('still sees pages, assets and theme files, including names close to those', () => {
    expect(classify(rc, undefined, 'change', at('guide/page.md'))).toEqual({
      kind: 'page',
      event: 'change',
      file: 'guide/page.md',
    });
    // Left out of the pages by srcExclude: what includes it is refreshed, as for any other file.
    expect(classify(rc, undefined, 'add', at('drafts/idea.md'))).toEqual({ kind: 'asset', file: at('drafts/idea.md') });
    expect(classify(rc, undefined, 'change', at('guide/movie.swf'))).toEqual({
      kind: 'asset',
      file: at('guide/movie.swf'),
    });
    expect(classify(rc, undefined, 'add', at('guide/4913.png'))).toEqual({ kind: 'asset', file: at('guide/4913.png') });
    expect(classify(rc, undefined, 'add', path.join(themeDir, 'Footer.tsx~'))).toBeUndefined();
  });

  // (A hang guard, not a timing: the event comes within milliseconds on an idle machine, but on a
  // loaded CI runner chokidar's polling of the renamed file has taken over 3 s.)
  it(
    'reports a safe write (temporary file renamed over the page) as one change of the page',
    { timeout: 30_000 },
    async () => {
      const page = at('guide/page.md');
      fs.writeFileSync(page, '# Page\n');
      const events: WatchEvent[] = [];
      const watcher = watchSite(
        rc,
        undefined,
        (e) => events.push(e),
        () => undefined,
      );
      await watcher.ready;
      try {
        // As JetBrains IDEs save: write a temporary, move the page aside, the temporary in, delete the old one.
        fs.writeFileSync(`${page}___jb_tmp___`, '# Page\n\nEdited.\n');
        fs.renameSync(page, `${page}___jb_old___`);
        fs.renameSync(`${page}___jb_tmp___`, page);
        fs.rmSync(`${page}___jb_old___`);
        await expect
          .poll(() => events.some((e) => e.kind === 'page' && e.file === 'guide/page.md'), { timeout: 20_000 })
          .toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(events.filter((e) => e.kind !== 'page')).toEqual([]);
      } finally {
        await watcher.close();
      }
    },
  );
});
