// The way in for someone without this repository, as the README tells it: the package packed from
// this checkout (once per run), installed into an empty folder from npm's cache with no dev tooling,
// `npx bookdocs init`, then in the new site `npm install`, `build`, `check` and `preview`.
// npm installs with --prefer-offline: --offline whenever npm's cache holds everything (tarballs and
// package metadata), and the registry only for what it lacks (`npm ci` caches tarballs, not the
// metadata a fresh resolution reads), so the test also passes on a machine whose cache is cold.
import { execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../helpers/fixtures.js';

const NPM = spawnSync('npm', ['--version'], { encoding: 'utf8' }).status === 0;
/** A hang guard for one npm install (a cold cache on a slow machine), not a speed assertion. */
const INSTALL_TIMEOUT = 10 * 60_000;
const toolkit = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { version: string };

/**
 * The environment minus what `npm test` hands its children about this repository (npm_package_*,
 * npm_lifecycle_*, its local prefix…), which npm would read; where npm's cache and registry are stays.
 */
const env: NodeJS.ProcessEnv = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^npm_/i.test(k) || /^npm_config_(?:cache|registry|userconfig|globalconfig)$/i.test(k),
    ),
  ),
  NO_COLOR: '1',
  npm_config_update_notifier: 'false',
};
const INSTALL_FLAGS = ['--prefer-offline', '--no-audit', '--no-fund'];

/** Run a command to its end (asynchronously: the test worker keeps talking to vitest meanwhile). */
function run(cmd: string, args: string[], cwd: string) {
  return new Promise<{ status: number; stdout: string; stderr: string; all: string }>((resolve) =>
    execFile(
      cmd,
      args,
      { cwd, env, encoding: 'utf8', timeout: INSTALL_TIMEOUT, maxBuffer: 64 << 20 },
      (err, stdout, stderr) =>
        resolve({
          status: err ? (typeof err.code === 'number' ? err.code : -1) : 0,
          stdout,
          stderr,
          all: `${err && typeof err.code !== 'number' ? `${err.message}\n` : ''}${stdout}\n${stderr}`,
        }),
    ),
  );
}

describe.skipIf(!NPM)('installed from the packed tarball, as a new user does (skipped when npm is not on PATH)', () => {
  let tmp: string;
  let tarball: string;
  let packed: string[];
  let empty: string;
  let site: string;

  // The run's temporary folder (tests/global-tmp.ts) goes when the run ends, with both installs.
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-install-'));
    // --ignore-scripts: lib/ as built for this run (prepack would clear it under the other tests' feet).
    const pack = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', tmp], REPO);
    expect(pack.status, pack.all).toBe(0);
    const [info] = JSON.parse(pack.stdout) as { filename: string; files: { path: string }[] }[];
    tarball = path.join(tmp, info!.filename);
    packed = info!.files.map((f) => f.path);
    empty = path.join(tmp, 'empty');
    site = path.join(tmp, 'my-docs');
    fs.mkdirSync(empty);
  }, INSTALL_TIMEOUT);

  it('packs what runs and nothing else: no tests, no TypeScript of the Node side, no source maps', () => {
    for (const f of [
      'LICENSE',
      'README.md',
      'package.json',
      'bin/bookdocs.js',
      'lib/index.js',
      'lib/index.d.ts',
      'lib/bundle/cli.js',
      'schema/site.config.schema.json',
      'templates/starter/gitignore',
      'templates/starter/.github/workflows/docs.yml',
      // Sources the build bundles for the browser at run time.
      'src/client/main.tsx',
      'src/client/theme/styles.css',
      'src/shared/routes.ts',
      'src/plugins/mermaid/client/Mermaid.tsx',
      'src/plugins/math/math.css',
    ])
      expect(packed, f).toContain(f);
    const unexpected = packed.filter(
      (f) =>
        /^(?:tests|bench|docs|scripts|components)\//.test(f) ||
        /^src\/(?:cli|render|server)\//.test(f) ||
        f.endsWith('.map') ||
        /tsconfig/.test(f),
    );
    expect(unexpected).toEqual([]);
  });

  it(
    'installs into an empty folder without dev tooling, and runs',
    async () => {
      const install = await run('npm', ['install', tarball, ...INSTALL_FLAGS], empty);
      expect(install.status, install.all).toBe(0);
      for (const dev of ['vitest', 'eslint', 'prettier', 'playwright-core'])
        expect(fs.existsSync(path.join(empty, 'node_modules', dev)), dev).toBe(false);
      const version = await run('npx', ['--no', '--', 'bookdocs', '--version'], empty);
      expect(version.status, version.all).toBe(0);
      expect(version.stdout.trim()).toBe(toolkit.version);
    },
    INSTALL_TIMEOUT,
  );

  it('init writes a site whose package.json installs bookdocs from that tarball, and prints the next commands', async () => {
    const init = await run('npx', ['--no', 'bookdocs', 'init', '../my-docs'], empty);
    expect(init.status, init.all).toBe(0);
    const pkg = JSON.parse(fs.readFileSync(path.join(site, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(pkg.devDependencies).toEqual({ bookdocs: `file:${tarball}` });
    expect(init.stdout).toContain(`package.json installs bookdocs from file:${tarball}, on this machine only`);
    expect(init.stdout).toMatch(/\nNext:\n {2}cd \.\.\/my-docs && npm install\n {2}npx bookdocs dev\n$/);
  }, 60_000);

  it(
    'the site installs, builds and checks with those commands',
    async () => {
      const install = await run('npm', ['install', ...INSTALL_FLAGS], site);
      expect(install.status, install.all).toBe(0);
      const installed = JSON.parse(
        fs.readFileSync(path.join(site, 'node_modules', 'bookdocs', 'package.json'), 'utf8'),
      ) as { version: string };
      expect(installed.version).toBe(toolkit.version);
      const build = await run('npx', ['--no', 'bookdocs', 'build'], site);
      expect(build.status, build.all).toBe(0);
      expect(build.stdout).toMatch(/✓ built 3 pages/);
      for (const page of ['index.html', 'guide/getting-started.html', 'guide/writing.html'])
        expect(fs.existsSync(path.join(site, 'dist', page)), page).toBe(true);
      const check = await run('npx', ['--no', 'bookdocs', 'check'], site);
      expect(check.status, check.all).toBe(0);
      expect(check.stdout).toBe('✓ no problems in 3 pages\n');
    },
    2 * INSTALL_TIMEOUT,
  );

  it('preview serves the built site on a free port', async () => {
    // Its own process group, so that npx and the bookdocs it starts stop together.
    const proc = spawn('npx', ['--no', 'bookdocs', 'preview', '--port', '0'], {
      cwd: site,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
    try {
      let out = '';
      const url = await new Promise<string>((resolve, reject) => {
        const onData = (d: Buffer) => {
          out += d;
          const m = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
          if (m) resolve(m[1]!);
        };
        proc.stdout!.on('data', onData);
        proc.stderr!.on('data', onData);
        proc.once('exit', (code) => reject(new Error(`preview exited with ${code} before printing a URL:\n${out}`)));
      });
      const home = await fetch(url);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('my-docs');
      const guide = await fetch(`${url}guide/getting-started`);
      expect(guide.status).toBe(200);
      expect((await fetch(`${url}no-such-page`)).status).toBe(404);
    } finally {
      if (proc.exitCode === null) process.kill(-proc.pid!, 'SIGINT');
      // Ctrl-C stops it; should it not, the group is killed rather than left running.
      const timer = setTimeout(() => proc.exitCode === null && process.kill(-proc.pid!, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  }, 60_000);
});
