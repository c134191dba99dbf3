// Module hooks for a child Node process (see modules-loaded.ts): print every module it loads, and
// whether its code is zod's (bundled or not: zod's core defines `$ZodType`).
export async function load(url, context, next) {
  const result = await next(url, context);
  const source = result.source == null ? '' : String(result.source);
  process.stderr.write(`bookdocs-test-loaded ${url}${source.includes('$ZodType') ? ' zod' : ''}\n`);
  return result;
}
