// Module hooks for a child Node process (see modules-loaded.ts): print every module it loads.
export async function load(url, context, next) {
  process.stderr.write(`bookdocs-test-loaded ${url}\n`);
  return next(url, context);
}
