// The SSR bundle leaves out packages that components import with import() (browser-only code such as
// Mermaid), and keeps bundling everything else.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions } from '../../../../src/render/output/bundle.js';
import { REPO } from '../../../helpers/fixtures.js';

async function ssrBundle(component: string): Promise<{ code: string; inputs: string[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-lazy-'));
  const file = path.join(dir, 'Lazy.tsx');
  fs.writeFileSync(file, component);
  // The component is outside the repository: packages are found in the toolkit's node_modules.
  const result = await esbuild.build({
    ...serverBuildOptions(new Map([['Lazy', file]])),
    metafile: true,
    nodePaths: [path.join(REPO, 'node_modules')],
  });
  fs.rmSync(dir, { recursive: true });
  return { code: result.outputFiles[0]!.text, inputs: Object.keys(result.metafile.inputs) };
}

describe('SSR bundle: packages imported with import()', () => {
  it('leaves a dynamically imported package out, imported from its own file should it run', async () => {
    const { code, inputs } = await ssrBundle(
      "export default function Lazy() {\n  void import('mermaid');\n  return <p>x</p>;\n}\n",
    );
    const entry = path.join(REPO, 'node_modules', 'mermaid', 'dist', 'mermaid.core.mjs');
    expect(code).toContain(`import(${JSON.stringify(pathToFileURL(entry).href)})`);
    expect(inputs.filter((i) => i.includes('node_modules/mermaid/'))).toEqual([]);
  });

  it('still bundles a package imported statically', async () => {
    const { code, inputs } = await ssrBundle(
      "import { decodeNamedCharacterReference } from 'decode-named-character-reference';\nexport default function Lazy() {\n  return <p>{decodeNamedCharacterReference('amp')}</p>;\n}\n",
    );
    expect(inputs.some((i) => i.includes('node_modules/decode-named-character-reference/'))).toBe(true);
    expect(code).toContain('// node_modules/decode-named-character-reference/');
    expect(code).not.toMatch(/"file:[^"]*decode-named-character-reference/);
  });
});
