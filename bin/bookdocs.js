#!/usr/bin/env node
// The bundled CLI (scripts/bundle-cli.mjs) starts faster; lib/ alone (after a bare `tsc`) works too.
import fs from 'node:fs';

const bundled = new URL('../lib/bundle/cli.js', import.meta.url);
const { main } = await import(fs.existsSync(bundled) ? bundled.href : '../lib/cli/index.js');
await main(process.argv);
