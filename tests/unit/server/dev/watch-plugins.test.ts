// What a file event of a plugin's means to the dev server: its module (or a file that imports) is
// the site's code, named as the file that changed; a file of its static folder reloads the tabs.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../../../../src/render/site/config.js';
import { classify } from '../../../../src/server/dev/watch.js';

describe("the dev watcher and a plugin's files", () => {
  const root = path.join(path.sep, 'site');
  const rc = {
    root,
    srcDir: path.join(root, 'docs'),
    publicDir: undefined,
    componentsDir: undefined,
    themeDir: undefined,
    configFiles: [path.join(root, 'site.config.json'), path.join(root, 'plugins', 'callout.mjs')],
    config: { srcExclude: [] },
  } as unknown as ResolvedConfig;

  it('should name the plugin module that changed, not the config', () => {
    const file = path.join(root, 'plugins', 'callout.mjs');
    expect(classify(rc, undefined, 'change', file)).toEqual({ kind: 'config', file });
    expect(classify(rc, undefined, 'change', path.join(root, 'site.config.json'))).toEqual({
      kind: 'config',
      file: path.join(root, 'site.config.json'),
    });
  });

  it("should reload the tabs for a file of a plugin's static folder, and leave other files alone", () => {
    const more = { pluginAssets: [path.join(root, 'plugins', 'assets')] };
    const css = path.join(root, 'plugins', 'assets', 'style.css');
    expect(classify(rc, undefined, 'change', css, more)).toEqual({ kind: 'plugin-asset', file: css });
    expect(classify(rc, undefined, 'change', path.join(root, 'plugins', 'other.css'), more)).toBeUndefined();
  });
});
