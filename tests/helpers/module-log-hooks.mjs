// Module hooks for a child Node process (see modules-loaded.ts): log every module it loads, and
// whether its code is zod's (bundled or not: zod's core defines `$ZodType`). The hooks run on a thread
// of their own, whose stderr reaches the process's only through the main thread: a line written late
// in a busy run was lost when the process exited. So the line is appended to the run's log file.
import { appendFileSync } from 'node:fs';

export async function load(url, context, next) {
  const result = await next(url, context);
  const source = result.source == null ? '' : String(result.source);
  appendFileSync(
    process.env.BOOKDOCS_TEST_MODULE_LOG,
    `bookdocs-test-loaded ${url}${source.includes('$ZodType') ? ' zod' : ''}\n`,
  );
  return result;
}
