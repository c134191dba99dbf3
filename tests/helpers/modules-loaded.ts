// Which modules a run of the CLI loads: start-up cost is a feature of incremental builds.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const BIN = path.resolve('bin/bookdocs.js');
const HOOKS = pathToFileURL(path.resolve('tests/helpers/module-log-hooks.mjs')).href;

/**
 * Run `bookdocs ...args` (the compiled CLI), and return its exit status, the ES modules it loaded (file
 * URLs) and whether one of them was zod's code (from node_modules or inside a bundle chunk).
 */
export function cliModules(args: string[], env: NodeJS.ProcessEnv = process.env): { status: number | null; modules: string[]; loadedZod: boolean; stderr: string } {
  const register = `data:text/javascript,import{register}from"node:module";register(${JSON.stringify(HOOKS)})`;
  const res = spawnSync('node', ['--import', register, BIN, ...args], { encoding: 'utf8', env });
  const lines = res.stderr.split('\n');
  const loaded = lines.filter((l) => l.startsWith('bookdocs-test-loaded ')).map((l) => l.slice('bookdocs-test-loaded '.length).split(' '));
  return { status: res.status, modules: loaded.map(([url]) => url!), loadedZod: loaded.some(([, flag]) => flag === 'zod'), stderr: lines.filter((l) => !l.startsWith('bookdocs-test-loaded ')).join('\n') };
}
