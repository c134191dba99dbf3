// The site's components folder: `<Name />` in Markdown renders `components/Name.tsx` (or .jsx/.ts/.js).
import fs from 'node:fs';
import path from 'node:path';

const COMPONENT_FILE = /^([A-Z][A-Za-z0-9]*)\.(tsx|jsx|ts|js)$/;

/** name → absolute file, in name order; the first extension listed wins when a name has two files. */
export function listComponents(dir: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!dir) return out;
  for (const name of fs.readdirSync(dir).sort()) {
    const m = COMPONENT_FILE.exec(name);
    if (m && !out.has(m[1]!)) out.set(m[1]!, path.join(dir, name));
  }
  return out;
}
