#!/usr/bin/env node
// The bundled CLI (scripts/bundle-cli.mjs) starts faster; lib/ alone (after a bare `tsc`) works too.
// `--version` alone is answered here, from package.json, without loading the CLI (commander and the
// commands' wiring): it is what scripts and `npx` run to see which bookdocs they have.
import fs from 'node:fs';

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  console.log(JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version);
} else {
  const bundled = new URL('../lib/bundle/cli.js', import.meta.url);
  const { main } = await import(fs.existsSync(bundled) ? bundled.href : '../lib/cli/index.js');
  await main(process.argv);
}
