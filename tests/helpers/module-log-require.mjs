// Preloaded (--import) into a child Node process by modules-loaded.ts: log every CommonJS module it
// requires (ES module loads are printed by module-log-hooks.mjs; require() does not go through those hooks).
import { appendFileSync } from 'node:fs';
import Module from 'node:module';

const load = Module._load;
Module._load = function (request, ...rest) {
  appendFileSync(process.env.BOOKDOCS_TEST_MODULE_LOG, `bookdocs-test-required ${request}\n`);
  return load.call(this, request, ...rest);
};
