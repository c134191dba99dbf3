// A plugin's key covers the installed versions of the packages it imports: updating one (KaTeX under
// bookdocs/math, say) re-parses the pages the plugin applies to, even when the plugin's own files
// and version are unchanged.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPlugins } from '../../../../src/render/plugins/load-plugins.js';

function write(root: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
}

const dep = (version: string) => ({
  'node_modules/bd-dep/package.json': JSON.stringify({
    name: 'bd-dep',
    version,
    type: 'module',
    exports: './index.js',
  }),
  'node_modules/bd-dep/index.js': 'export const label = "dep";',
});
const at = () => ({ file: 'site.config.json' });

describe('plugin keys and the packages a plugin imports', () => {
  it('change when an imported package is updated, for a local plugin and for an installed one', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-plugin-deps-'));
    write(root, {
      ...dep('1.0.0'),
      'local.mjs':
        'import { label } from "bd-dep"; import fs from "node:fs"; export default () => ({ name: "local", head: [["meta", { name: label, content: String(!!fs) }]] });',
      'node_modules/bd-plugin/package.json': JSON.stringify({
        name: 'bd-plugin',
        version: '2.0.0',
        type: 'module',
        exports: './index.js',
      }),
      'node_modules/bd-plugin/index.js':
        'import { label } from "bd-dep"; export default () => ({ name: "installed", head: [["meta", { name: label, content: "x" }]] });',
    });
    const keys = async () => (await loadPlugins(['./local.mjs', 'bd-plugin'], root, at)).plugins.map((p) => p.ref.key);
    const before = await keys();
    expect(before).toHaveLength(2);
    expect(await keys()).toEqual(before);
    write(root, dep('1.0.1'));
    const after = await keys();
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
  });
});
