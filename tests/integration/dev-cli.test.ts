// The `bookdocs dev` and `bookdocs preview` commands as an author runs them: the URL printed, and
// Ctrl-C (SIGINT) closing watchers, sockets and server so the process exits 0 by itself.
import { spawn, type ChildProcess } from 'node:child_process';
import dns from 'node:dns';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { copyFixture, REPO, writeTree } from '../helpers/fixtures.js';
import { devSocket } from '../helpers/dev.js';
import { rawRequest } from '../helpers/raw-request.js';

const bin = path.join(REPO, 'bin', 'bookdocs.js');

/** This machine's name when it resolves (to serve under a name that is neither loopback nor an address). */
const HOST_NAME = await dns.promises.lookup(os.hostname()).then(
  () => os.hostname(),
  () => undefined,
);

/** Start the CLI and wait for the line holding its URL. */
function startCli(
  args: string[],
  host = '127.0.0.1',
): Promise<{ proc: ChildProcess; url: string; output: () => string }> {
  const proc = spawn('node', [bin, ...args], {
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d;
      const m = new RegExp(`(http://${host.replace(/\./g, '\\.')}:\\d+/)`).exec(out);
      if (m) resolve({ proc, url: m[1]!, output: () => out });
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.once('exit', (code) => reject(new Error(`exited with ${code} before printing a URL:\n${out}`)));
  });
}

function exitOf(proc: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal })));
}

describe('bookdocs dev and preview on the command line', () => {
  it('dev prints its URL, serves, and exits 0 on Ctrl-C with a tab connected', async () => {
    const root = copyFixture('basic');
    const { proc, url, output } = await startCli(['dev', root, '--port', '0']);
    try {
      expect(output()).toMatch(/bookdocs dev: http:\/\/127\.0\.0\.1:\d+\/ {2}\(4 pages, ready in \d+ ms\)/);
      expect((await fetch(`${url}guide/first.html`)).status).toBe(200);
      const ws = await devSocket(url);
      const exited = exitOf(proc);
      proc.kill('SIGINT');
      expect(await exited).toEqual({ code: 0, signal: null });
      ws.close();
    } finally {
      if (proc.exitCode === null) proc.kill('SIGKILL');
    }
  });

  it('dev counts one page in the singular', async () => {
    const { proc, output } = await startCli(['dev', writeTree({ 'index.md': '# Only page\n' }), '--port', '0']);
    try {
      expect(output()).toMatch(/\(1 page, ready in \d+ ms\)/);
    } finally {
      proc.kill('SIGKILL');
    }
  });

  it('dev exits 1 with a clear message for a folder that does not exist', async () => {
    const proc = spawn('node', [bin, 'dev', '/nonexistent/bookdocs-site', '--port', '0'], {
      env: { ...process.env, NO_COLOR: '1' },
    });
    let err = '';
    proc.stderr.on('data', (d: Buffer) => (err += d));
    expect((await exitOf(proc)).code).toBe(1);
    expect(err).toMatch(/no such folder: \/nonexistent\/bookdocs-site/);
  });

  it('preview serves the build and exits 0 on Ctrl-C', async () => {
    const root = copyFixture('basic');
    await build({ root });
    const { proc, url } = await startCli(['preview', root, '--port', '0']);
    try {
      const res = await fetch(`${url}guide/first`);
      expect(res.status).toBe(200);
      const exited = exitOf(proc);
      proc.kill('SIGINT');
      expect(await exited).toEqual({ code: 0, signal: null });
    } finally {
      if (proc.exitCode === null) proc.kill('SIGKILL');
    }
  });

  it.skipIf(!HOST_NAME)(
    `preview answers requests naming the --host it was given, and only GET and HEAD${HOST_NAME ? '' : " (skipped: this machine's name does not resolve)"}`,
    async () => {
      const root = copyFixture('basic');
      await build({ root });
      const { proc, url } = await startCli(['preview', root, '--port', '0', '--host', HOST_NAME!], HOST_NAME);
      try {
        const port = new URL(url).port;
        expect((await rawRequest(url, '/guide/first', { headers: { host: `${HOST_NAME}:${port}` } })).status).toBe(200);
        expect((await rawRequest(url, '/guide/first', { headers: { host: `rebind.evil:${port}` } })).status).toBe(403);
        expect(
          (await rawRequest(url, '/guide/first', { method: 'POST', headers: { host: `${HOST_NAME}:${port}` } })).status,
        ).toBe(405);
      } finally {
        proc.kill('SIGKILL');
      }
    },
  );
});
