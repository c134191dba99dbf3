import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../../../../src/render/site/config.js';
import { classify } from '../../../../src/server/dev/watch.js';

describe("the dev watcher and the site's theme folder", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-watch-theme-'));
  const themeDir = path.join(root, 'theme');
  fs.mkdirSync(path.join(themeDir, 'slots'), { recursive: true });
  fs.writeFileSync(path.join(themeDir, 'Footer.tsx'), '');
  const rc = {
    root,
    srcDir: path.join(root, 'docs'),
    publicDir: undefined,
    componentsDir: undefined,
    themeDir,
    configFiles: [],
  } as unknown as ResolvedConfig;
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('should rebuild the bundles when a theme file is saved', () => {
    expect(classify(rc, undefined, 'change', path.join(themeDir, 'Footer.tsx'))).toEqual({
      kind: 'code',
      file: path.join(themeDir, 'Footer.tsx'),
      structural: false,
    });
  });

  it('should reload the site when a theme file is added or removed (a removal may first come as a change)', () => {
    const slot = path.join(themeDir, 'slots', 'doc-after.tsx');
    expect(classify(rc, undefined, 'add', slot)).toMatchObject({ kind: 'code', structural: true });
    expect(classify(rc, undefined, 'unlink', path.join(themeDir, 'Footer.tsx'))).toMatchObject({
      kind: 'code',
      structural: true,
    });
    expect(classify(rc, undefined, 'change', path.join(themeDir, 'Gone.tsx'))).toMatchObject({
      kind: 'code',
      structural: true,
    });
  });

  it('should leave files beside the theme folder alone', () => {
    expect(classify(rc, undefined, 'change', path.join(root, 'theme-notes.txt'))).toBeUndefined();
  });

  it("should rebuild the bundles when a VitePress theme's stylesheet is saved, and reload the site when its entry is", () => {
    const vitepressDir = path.join(root, 'docs', '.vitepress');
    const vp = { ...rc, vitepressDir } as ResolvedConfig;
    const css = path.join(vitepressDir, 'theme', 'custom.css');
    expect(classify(vp, undefined, 'change', css)).toEqual({ kind: 'code', file: css, structural: false });
    expect(classify(vp, undefined, 'change', path.join(vitepressDir, 'theme', 'index.ts'))).toMatchObject({
      kind: 'code',
      structural: true,
    });
    // Without a VitePress config, a stylesheet there is a file of the site.
    expect(classify(rc, undefined, 'change', css)).toEqual({ kind: 'asset', file: css });
  });
});
