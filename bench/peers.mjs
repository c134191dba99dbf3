// npm run bench -- --peers: VuePress 2 and VitePress, installed from the registry into a temporary
// folder, build the same generated corpus as bookdocs, one after another on the same machine, so the
// ratio is measured side by side (wall and CPU time, one run each: they take tens of seconds).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// VuePress 2 is still a release candidate; its default theme names the core version it works with.
const PACKAGES = [
  'vitepress@1',
  'vuepress@2.0.0-rc.30',
  '@vuepress/bundler-vite@2.0.0-rc.30',
  '@vuepress/theme-default@2.0.0-rc.132',
  'sass-embedded',
];

const VUEPRESS_CONFIG = `import { viteBundler } from '@vuepress/bundler-vite';
import { defaultTheme } from '@vuepress/theme-default';
import { defineUserConfig } from 'vuepress';
export default defineUserConfig({ bundler: viteBundler(), theme: defaultTheme() });
`;

/** One timed command: wall seconds, CPU seconds (user + system, with /usr/bin/time), and whether it worked. */
function timed(cmd, args, cwd) {
  const hasTime = fs.existsSync('/usr/bin/time');
  const t0 = performance.now();
  const res = hasTime
    ? spawnSync('/usr/bin/time', ['-f', '%U %S', cmd, ...args], {
        cwd,
        encoding: 'utf8',
        maxBuffer: 1 << 28,
        env: { ...process.env, NO_COLOR: '1' },
      })
    : spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 1 << 28 });
  const s = (performance.now() - t0) / 1000;
  const cpuLine = hasTime ? res.stderr.trim().split('\n').pop() : '';
  const [user, sys] = cpuLine.split(' ').map(Number);
  return {
    s,
    cpu: Number.isFinite(user) ? user + sys : undefined,
    ok: res.status === 0,
    out: `${res.stdout}\n${res.stderr}`.slice(-2000),
  };
}

/** Build `src` (a generated corpus) with VuePress 2 and VitePress; `bookdocs`: the cold bookdocs build's median, in seconds. */
export function benchPeers({ src, work, n, bookdocs }) {
  const dir = path.join(work, 'peers');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  console.log(`\npeers — installing ${PACKAGES.join(', ')} from the registry…`);
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...PACKAGES], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (install.status !== 0) {
    console.log(`  could not install the peers (no registry?): ${install.stderr.trim().split('\n').pop()}`);
    return;
  }
  const versions = ['vitepress', 'vuepress'].map(
    (name) =>
      `${name} ${JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version}`,
  );
  // Each peer builds its own copy, inside the folder that holds its node_modules.
  const copy = (name) => {
    const to = path.join(dir, name);
    fs.cpSync(src, to, { recursive: true });
    return to;
  };
  const vuepressSrc = copy('vuepress-docs');
  fs.mkdirSync(path.join(vuepressSrc, '.vuepress'), { recursive: true });
  fs.writeFileSync(path.join(vuepressSrc, '.vuepress', 'config.js'), VUEPRESS_CONFIG);
  const vitepressSrc = copy('vitepress-docs');
  const rows = [
    [
      'VuePress 2',
      timed('node', [path.join(dir, 'node_modules', 'vuepress', 'bin', 'vuepress.js'), 'build', vuepressSrc], dir),
    ],
    [
      'VitePress',
      timed('node', [path.join(dir, 'node_modules', 'vitepress', 'bin', 'vitepress.js'), 'build', vitepressSrc], dir),
    ],
  ];
  console.log(
    `  ${n} pages, one cold build each (${versions.join(', ')}); bookdocs cold median ${bookdocs.toFixed(2)} s`,
  );
  for (const [name, r] of rows) {
    if (!r.ok) {
      console.log(`  ${name}: failed\n${r.out}`);
      continue;
    }
    console.log(
      `  ${name}: ${r.s.toFixed(2)} s${r.cpu === undefined ? '' : `, CPU ${r.cpu.toFixed(1)} s`} — bookdocs is ${(r.s / bookdocs).toFixed(1)}× faster`,
    );
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
