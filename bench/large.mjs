// npm run bench -- --large [N]: one cold build of a generated N-page corpus (default 50,000), the
// figures that say whether the build stays flat as a site grows: peak RSS, CPU seconds, and CPU per page
// against the largest regular size of the same run. One run only: it takes minutes on two cores.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * @param {{ n: number, work: string, gen: string, bin: string, reference?: { n: number, cpu?: number } }} opts
 * @returns {{ ms: number, cpu?: number, rss?: number }}
 */
export function benchLarge({ n, work, gen, bin, reference }) {
  const src = path.join(work, `corpus-${n}`);
  const out = path.join(work, `out-${n}-large`);
  execFileSync('node', [gen, src, String(n)], { stdio: 'ignore' });
  const args = [bin, 'build', src, '--out-dir', out, '--quiet', '--no-cache'];
  const hasTime = fs.existsSync('/usr/bin/time');
  const t0 = performance.now();
  const res = hasTime
    ? spawnSync('/usr/bin/time', ['-f', '%U %S %M', 'node', ...args], {
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      })
    : spawnSync('node', args, { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const ms = performance.now() - t0;
  if (res.status !== 0) {
    console.error(res.stdout, res.stderr);
    process.exit(1);
  }
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(src, { recursive: true, force: true });
  let cpu;
  let rss;
  if (hasTime) {
    const [user, sys, rssKb] = res.stderr.trim().split('\n').pop().split(' ').map(Number);
    cpu = (user + sys) * 1000;
    rss = rssKb * 1024;
  }
  const perPage =
    cpu !== undefined && reference?.cpu !== undefined
      ? `; CPU per page ×${(cpu / n / (reference.cpu / reference.n)).toFixed(2)} of ${reference.n} pages'`
      : '';
  console.log(
    `\n${String(n).padStart(6)} pages (--large, cold, one run): ${(ms / 1000).toFixed(1)} s` +
      (cpu === undefined ? '' : `, CPU ${(cpu / 1000).toFixed(1)} s, peak RSS ${(rss / 1024 / 1024).toFixed(0)} MB`) +
      perPage,
  );
  return { ms, cpu, rss };
}
