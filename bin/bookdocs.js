#!/usr/bin/env node
// The bundled CLI (scripts/bundle-cli.mjs) starts faster; lib/ alone (after a bare `tsc`) works too.
// `--version` alone is answered here, from package.json, without loading the CLI (commander and the
// commands' wiring): it is what scripts and `npx` run to see which bookdocs they have.
// fs through process.getBuiltinModule: an ES import of node:fs makes Node build its namespace, loading
// fs/promises and the streams behind its lazy getters, which `--version` and an unchanged build need not.
const fs = process.getBuiltinModule('node:fs');

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  console.log(JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version);
} else {
  // A build whose every input and output is as when the same command last found nothing changed is
  // answered from that stamp, before the CLI and the pipeline load (lib/cli/quick-build.js).
  const bundled = new URL('../lib/bundle/cli.js', import.meta.url);
  const inBundle = fs.existsSync(bundled);
  const quick =
    args[0] === 'build' &&
    (await import(inBundle ? '../lib/bundle/quick-build.js' : '../lib/cli/quick-build.js')).quickBuild(args);
  if (!quick) {
    const { main } = await import(inBundle ? bundled.href : '../lib/cli/index.js');
    await main(process.argv);
  }
}
