// The dev server's bundles after a component is broken and fixed in quick succession: the rebuild
// after the fix must see the fixed file. All three esbuild contexts must be awaited: one asked to
// rebuild while its previous run is still going answers with that run's (stale) result. Run in a
// Node process of its own on the compiled toolkit: under the test runner's module loader the timing
// that shows the problem does not occur.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { copyFixture, REPO } from '../helpers/fixtures.js';

describe('dev bundles', () => {
  it('report a fixed component as fixed on the very next rebuild', () => {
    const root = copyFixture('basic');
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-dev-bundles-'));
    const lib = (rel: string) => JSON.stringify(pathToFileURL(path.join(REPO, 'lib', rel)).href);
    const script = `
      import fs from 'node:fs';
      import path from 'node:path';
      import { createDevBundles } from ${lib('server/dev/bundles.js')};
      import { listComponents } from ${lib('render/site/components.js')};
      const root = ${JSON.stringify(root)};
      const bundles = await createDevBundles(${JSON.stringify(out)}, '/', listComponents(path.join(root, 'components')));
      const said = (s) => (s.ok ? 'ok' : s.diagnostics[0].message);
      const seen = [said(await bundles.current())];
      const file = path.join(root, 'components', 'Hello.tsx');
      const good = fs.readFileSync(file, 'utf8');
      for (let i = 0; i < 3; i++) {
        fs.writeFileSync(file, good.replace('return (', 'return ((('));
        seen.push(said(await bundles.rebuild()));
        fs.writeFileSync(file, good);
        seen.push(said(await bundles.rebuild()));
      }
      await bundles.dispose();
      console.log(JSON.stringify(seen));
    `;
    const seen = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .pop()!,
    ) as string[];
    const broken = 'could not bundle: Expected ")" but found ";"';
    expect(seen).toEqual(['ok', broken, 'ok', broken, 'ok', broken, 'ok']);
  });
});
