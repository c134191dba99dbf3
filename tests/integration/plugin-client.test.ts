// A plugin's browser code at build time: slot components server-rendered on their routes only, each a
// chunk of its own (not in the main bundle), and mistakes in `client` reported at the plugin by name.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { buildFailure } from '../helpers/build-failure.js';
import { copyFixture, read, writeTree } from '../helpers/fixtures.js';

describe('a plugin’s client code', () => {
  it('renders its slot components on their routes, each its own chunk', async () => {
    const root = copyFixture('plugin-client-site');
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const out = path.join(root, 'dist');
    expect(read(out, 'guide/intro.html')).toContain('guide-widget-marker');
    expect(read(out, 'index.html')).not.toContain('guide-widget-marker');
    for (const page of ['index.html', 'guide/intro.html']) expect(read(out, page)).toContain('everywhere-marker');
    const main = fs.readdirSync(path.join(out, 'assets')).find((f) => /^main\..*\.js$/.test(f))!;
    expect(read(out, `assets/${main}`)).not.toContain('guide-widget-marker');
    const chunks = fs.readdirSync(path.join(out, 'assets/chunks'));
    expect(chunks.some((f) => /^GuideWidget\..*\.js$/.test(f))).toBe(true);
    expect(chunks.some((f) => /^on-route\..*\.js$/.test(f))).toBe(true);
  });

  it('reports a slot that is not one, a missing file and bad routes, by plugin, with did-you-mean', async () => {
    const root = writeTree({
      'site.config.json': JSON.stringify({ plugins: ['./p.mjs'] }),
      'docs/index.md': '# Home\n',
      'W.tsx': 'export default function W() {\n  return <p>w</p>;\n}\n',
      'p.mjs': `import { fileURLToPath } from 'node:url';
const w = fileURLToPath(new URL('./W.tsx', import.meta.url));
export default () => ({
  name: 'bad-client',
  client: { slots: { 'doc-befor': w, 'nav-after': '/nowhere/X.tsx', 'doc-after': { file: w, routes: 'guide' } } },
});
`,
    });
    const failure = await buildFailure(build({ root }));
    const messages = failure.diagnostics.filter((d) => d.rule === 'plugin-error').map((d) => d.message);
    expect(messages).toEqual([
      'plugin "bad-client": client slot "doc-befor" is not a slot of the theme (did you mean "doc-before"?)',
      'plugin "bad-client": client slot "nav-after": no file /nowhere/X.tsx',
      'plugin "bad-client": client slot "doc-after": "routes" must be route globs',
    ]);
  });
});
