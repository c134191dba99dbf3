// Which modules a run of the CLI loads: start-up cost is a feature of incremental builds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const BIN = path.resolve('bin/bookdocs.js');
const HOOKS = pathToFileURL(path.resolve('tests/helpers/module-log-hooks.mjs')).href;
const REQUIRE_LOG = pathToFileURL(path.resolve('tests/helpers/module-log-require.mjs')).href;

/**
 * Run `bookdocs ...args` (the compiled CLI), and return its exit status, the ES modules it loaded (file
 * URLs), the CommonJS modules it required (as requested), and whether one of the ES modules was zod's
 * code (from node_modules or inside a bundle chunk).
 */
export function cliModules(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): {
  status: number | null;
  modules: string[];
  required: string[];
  loadedZod: boolean;
  stdout: string;
  stderr: string;
} {
  const register = `data:text/javascript,import{register}from"node:module";register(${JSON.stringify(HOOKS)})`;
  // The hooks append to a file (see module-log-hooks.mjs): what they print could be lost at exit.
  const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bd-modules-')), 'modules.log');
  fs.writeFileSync(log, '');
  const res = spawnSync('node', ['--import', REQUIRE_LOG, '--import', register, BIN, ...args], {
    encoding: 'utf8',
    env: { ...env, BOOKDOCS_TEST_MODULE_LOG: log },
  });
  const lines = fs.readFileSync(log, 'utf8').split('\n');
  fs.rmSync(path.dirname(log), { recursive: true, force: true });
  const logged = (prefix: string) =>
    lines.filter((l) => l.startsWith(prefix)).map((l) => l.slice(prefix.length).split(' '));
  const loaded = logged('bookdocs-test-loaded ');
  return {
    status: res.status,
    modules: loaded.map(([url]) => url!),
    required: logged('bookdocs-test-required ').map(([id]) => id!),
    loadedZod: loaded.some(([, flag]) => flag === 'zod'),
    stdout: res.stdout,
    stderr: res.stderr,
  };
}
