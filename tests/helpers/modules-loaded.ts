// Which modules a run of the CLI loads: start-up cost is a feature of incremental builds.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const BIN = path.resolve('bin/bookdocs.js');
const HOOKS = pathToFileURL(path.resolve('tests/helpers/module-log-hooks.mjs')).href;

/** Run `bookdocs ...args` (the compiled lib), and return its exit status and the ES modules it loaded (file URLs). */
export function cliModules(args: string[], env: NodeJS.ProcessEnv = process.env): { status: number | null; modules: string[]; stderr: string } {
  const register = `data:text/javascript,import{register}from"node:module";register(${JSON.stringify(HOOKS)})`;
  const res = spawnSync('node', ['--import', register, BIN, ...args], { encoding: 'utf8', env });
  const lines = res.stderr.split('\n');
  const modules = lines.filter((l) => l.startsWith('bookdocs-test-loaded ')).map((l) => l.slice('bookdocs-test-loaded '.length));
  return { status: res.status, modules, stderr: lines.filter((l) => !l.startsWith('bookdocs-test-loaded ')).join('\n') };
}
