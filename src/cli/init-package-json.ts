// `init --force` over a folder that already has a package.json: the starter's bookdocs dependency and
// scripts are added to it, and everything it already says is kept (its own bookdocs dependency, a
// script of the same name), written back with the file's own indentation and line ends.

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'] as const;

type Json = Record<string, unknown>;

export type PackageJsonMerge =
  | {
      ok: true;
      /** The file's new text; the same text when nothing was added. */
      text: string;
      /** What was added, as `devDependencies.bookdocs`, `scripts.dev`… */
      added: string[];
      /** What the file already had in their place, kept as it is (`dependencies.bookdocs`, `scripts.build`…). */
      kept: string[];
    }
  | { ok: false; reason: string };

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The indentation of the file's first indented line (two spaces when it has none). */
function indentOf(text: string): string {
  return /^([ \t]+)\S/m.exec(text)?.[1] ?? '  ';
}

/** Add the starter's `bookdocs` dependency and scripts to an existing package.json's text. */
export function mergePackageJson(existingText: string, starterText: string): PackageJsonMerge {
  let existing: unknown;
  try {
    existing = JSON.parse(existingText.replace(/^\uFEFF/, ''));
  } catch (e) {
    return { ok: false, reason: `it is not valid JSON (${(e as Error).message})` };
  }
  if (!isObject(existing)) return { ok: false, reason: 'it is not a JSON object' };
  const starter = JSON.parse(starterText) as { devDependencies: Json; scripts: Json };
  const added: string[] = [];
  const kept: string[] = [];
  const merged: Json = { ...existing };
  for (const f of DEPENDENCY_FIELDS)
    if (merged[f] !== undefined && !isObject(merged[f])) return { ok: false, reason: `its "${f}" is not an object` };
  if (merged.scripts !== undefined && !isObject(merged.scripts))
    return { ok: false, reason: 'its "scripts" is not an object' };
  const own = DEPENDENCY_FIELDS.find((f) => isObject(merged[f]) && 'bookdocs' in merged[f]);
  if (own) kept.push(`${own}.bookdocs`);
  else {
    merged.devDependencies = {
      ...(merged.devDependencies as Json | undefined),
      bookdocs: starter.devDependencies.bookdocs,
    };
    added.push('devDependencies.bookdocs');
  }
  const scripts: Json = { ...(merged.scripts as Json | undefined) };
  for (const [name, command] of Object.entries(starter.scripts))
    if (!(name in scripts)) {
      scripts[name] = command;
      added.push(`scripts.${name}`);
    } else if (scripts[name] !== command) kept.push(`scripts.${name}`);
  merged.scripts = scripts;
  if (!added.length) return { ok: true, text: existingText, added, kept };
  const eol = existingText.includes('\r\n') ? '\r\n' : '\n';
  const body = JSON.stringify(merged, null, indentOf(existingText)).replaceAll('\n', eol);
  return { ok: true, text: body + (/\n$/.test(existingText) ? eol : ''), added, kept };
}
