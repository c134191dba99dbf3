// A site configured by bookdocs.config.ts, through the real CLI (the compiled toolkit in lib/: run
// `npx tsc -p tsconfig.build.json` first): it builds, an incremental build sees a change to a module
// the config imports, an error the config throws is a file:line:column diagnostic, and the types
// the package publishes check a config that imports 'bookdocs'. The dev server reloads on a change
// of the config or of a module it imports.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { DevMessage } from '../../src/shared/dev-protocol.js';
import { devSocket, startTestDevServer } from '../helpers/dev.js';
import { read, REPO, writeTree } from '../helpers/fixtures.js';

const bin = path.join(REPO, 'bin', 'bookdocs.js');

const CONFIG = `import { defineConfig } from 'bookdocs';
import { navbar, title } from './config/site';

export default defineConfig({
  title,
  navbar,
  lastUpdated: false,
});
`;
const helper = (title: string) => `import type { UserConfig } from 'bookdocs';

export const title: string = ${JSON.stringify(title)};
export const navbar: UserConfig['navbar'] = [{ text: 'Guide', link: '/guide/' }];
`;

describe('bookdocs.config.ts', () => {
  it('builds a site with it (no node_modules in the site), and a change to a module it imports reaches the output', () => {
    const root = writeTree({
      'bookdocs.config.ts': CONFIG,
      'config/site.ts': helper('Coded'),
      'docs/index.md': '# Home\n',
      'docs/guide/index.md': '# Guide\n',
    });
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-code-config-cache-'));
    const env = { ...process.env, CI: '1', NO_COLOR: '1', BOOKDOCS_CACHE: '1', BOOKDOCS_CACHE_DIR: cacheDir };
    const run = () => spawnSync('node', [bin, 'build', root, '--timings'], { encoding: 'utf8', env });
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    expect(read(root, 'dist/guide/index.html')).toContain('<title>Guide | Coded</title>');
    expect(read(root, 'dist/index.html')).toContain('<a class="bd-nav-link" href="/guide/">Guide</a>');
    // Nothing but the output and the config's own files: the temporary bundle is gone.
    expect(fs.readdirSync(root).sort()).toEqual(['bookdocs.config.ts', 'config', 'dist', 'docs']);

    const same = run();
    expect(same.status, same.stderr).toBe(0);
    expect(same.stdout).toContain('unchanged: output already up to date');

    fs.writeFileSync(path.join(root, 'config/site.ts'), helper('Recoded'));
    const changed = run();
    expect(changed.status, changed.stderr).toBe(0);
    expect(changed.stdout).not.toContain('unchanged: output already up to date');
    expect(read(root, 'dist/guide/index.html')).toContain('<title>Guide | Recoded</title>');
  });

  it('reports an error the config throws at its place in the source, with no stack trace', () => {
    const root = writeTree({
      'bookdocs.config.ts':
        "import { defineConfig } from 'bookdocs';\n\nconst env: Record<string, string> | undefined = undefined;\nexport default defineConfig({ base: env!.BASE });\n",
      'docs/index.md': '# Home\n',
    });
    const r = spawnSync('node', [bin, 'build', root], {
      encoding: 'utf8',
      env: { ...process.env, CI: '1', NO_COLOR: '1' },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      "bookdocs.config.ts:4:42  error    invalid-config  the config threw TypeError: Cannot read properties of undefined (reading 'BASE')",
    );
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('type-checks against the types the package publishes (node_modules/bookdocs), and catches a misspelt key', () => {
    const root = writeTree({
      'package.json': '{ "type": "module" }',
      'bookdocs.config.ts': CONFIG,
      'config/site.ts': helper('Typed'),
      'misspelt.config.ts':
        "import { defineConfig } from 'bookdocs';\n\nexport default defineConfig({ sidbar: 'auto' });\n",
    });
    fs.mkdirSync(path.join(root, 'node_modules'));
    fs.symlinkSync(REPO, path.join(root, 'node_modules', 'bookdocs'), 'dir');
    // A config is bundled, so "Bundler" resolution is what fits it; the package's types resolve under Node's rules too.
    const bundler = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
    const node = { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext };
    const typeErrors = (file: string, resolution: ts.CompilerOptions) => {
      const program = ts.createProgram([path.join(root, file)], {
        ...resolution,
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      });
      return ts
        .getPreEmitDiagnostics(program)
        .map(
          (d) =>
            `${d.file ? path.relative(root, d.file.fileName) : ''} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
        );
    };
    // The declarations come from lib/ (compiled), not from the TypeScript sources.
    for (const resolution of [bundler, node]) {
      expect(
        ts.resolveModuleName('bookdocs', path.join(root, 'bookdocs.config.ts'), resolution, ts.sys).resolvedModule
          ?.resolvedFileName,
      ).toBe(path.join(REPO, 'lib', 'index.d.ts'));
      expect(typeErrors('misspelt.config.ts', resolution)).toEqual([
        expect.stringMatching(
          /^misspelt\.config\.ts Object literal may only specify known properties, and 'sidbar' does not exist/,
        ),
      ]);
    }
    expect(typeErrors('bookdocs.config.ts', bundler)).toEqual([]);
  });
});

/** The first message `pick` accepts, waiting for it up to 5 s. */
async function until<T>(messages: DevMessage[], pick: (m: DevMessage) => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    for (const m of messages.splice(0)) {
      const v = pick(m);
      if (v !== undefined) return v;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no ${what} message`);
}

describe('bookdocs dev with bookdocs.config.ts', () => {
  it('reloads the tabs when the config or a module it imports changes, and shows an error in either until it is fixed', async () => {
    const root = writeTree({
      'bookdocs.config.ts': CONFIG,
      'config/site.ts': helper('Coded'),
      'docs/index.md': '# Home\n',
      'docs/guide/index.md': '# Guide\n',
    });
    const dev = await startTestDevServer(root);
    const ws = await devSocket(dev.url);
    const title = async () => /<title>([^<]*)<\/title>/.exec(await (await fetch(`${dev.url}guide/`)).text())?.[1];
    try {
      expect(await title()).toBe('Guide | Coded');
      fs.writeFileSync(path.join(root, 'config/site.ts'), helper('Recoded'));
      await until(ws.messages, (m) => (m.type === 'reload' ? true : undefined), 'reload');
      expect(await title()).toBe('Guide | Recoded');

      fs.writeFileSync(
        path.join(root, 'config/site.ts'),
        helper('Broken').replace('export const title', 'export const title ='),
      );
      const error = await until(
        ws.messages,
        (m) => (m.type === 'error' && !m.route ? m.error : undefined),
        'config error',
      );
      expect(error).toMatchObject({ file: expect.stringMatching(/config\/site\.ts$/), line: 3 });
      fs.writeFileSync(path.join(root, 'config/site.ts'), helper('Fixed'));
      await until(ws.messages, (m) => (m.type === 'reload' ? true : undefined), 'reload');
      expect(await title()).toBe('Guide | Fixed');

      fs.writeFileSync(path.join(root, 'bookdocs.config.ts'), CONFIG.replace('  title,', "  title: 'Inline',"));
      await until(ws.messages, (m) => (m.type === 'reload' ? true : undefined), 'reload');
      expect(await title()).toBe('Guide | Inline');
      // Running the config (a temporary file beside it) is not itself a change: no more reloads come.
      await new Promise((r) => setTimeout(r, 1000));
      expect(ws.messages.filter((m) => m.type === 'reload')).toEqual([]);
    } finally {
      ws.close();
      await dev.close();
    }
  });

  it('starts with a config that fails in a module it imports, and loads the site once that module is fixed', async () => {
    const root = writeTree({
      'bookdocs.config.ts': CONFIG,
      'config/site.ts': helper('Broken').replace('export const navbar', 'export const navbar ='),
      'docs/index.md': '# Home\n',
      'docs/guide/index.md': '# Guide\n',
    });
    const dev = await startTestDevServer(root);
    const ws = await devSocket(dev.url);
    try {
      const page = await fetch(`${dev.url}guide/`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(500);
      expect(await page.text()).toContain('config/site.ts');
      fs.writeFileSync(path.join(root, 'config/site.ts'), helper('Fixed'));
      await until(ws.messages, (m) => (m.type === 'reload' ? true : undefined), 'reload');
      expect(await (await fetch(`${dev.url}guide/`)).text()).toContain('<title>Guide | Fixed</title>');
    } finally {
      ws.close();
      await dev.close();
    }
  });
});
