// Preloaded (--import) into a child Node process by modules-loaded.ts: print every CommonJS module it
// requires (ES module loads are printed by module-log-hooks.mjs; require() does not go through those hooks).
import Module from 'node:module';

const load = Module._load;
Module._load = function (request, ...rest) {
  process.stderr.write(`bookdocs-test-required ${request}\n`);
  return load.call(this, request, ...rest);
};
