// The shape of the code, checked: no import cycle anywhere in src/ (runtime or type-only, dynamic
// imports included), and no module-level mutable state in the Node pipeline and servers but the few
// process-wide caches of loaded code named below.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../../src');

const sourceFiles = (dir: string): string[] =>
  (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => path.join(dir, f));

/** Specifiers of `import … from`, `import type … from`, `export … from`, `import '…'` and `import('…')`. */
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Module → the modules of src/ it imports. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets: string[] = [];
    for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = m[1] ?? m[2]!;
      if (!spec.startsWith('.')) continue;
      const base = path.resolve(path.dirname(file), spec).replace(/\.js$/, '');
      const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
      if (found) targets.push(found);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected components of more than one module, or of one that imports itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.map((c) => c.map((f) => path.relative(SRC, f)));
}

/**
 * Modules allowed state of their own, and why. Worker entries: the state is the worker thread's own
 * queue, one per thread. Caches of loaded code: what they hold cannot differ between two builds of
 * the same process (grammars ship with the toolkit; a plugin is keyed by its file's hash).
 */
const OWN_STATE: Record<string, string> = {
  'render/page/page-worker.ts': "the worker thread's job queue, and the image sizes its pages read",
  'render/search/search-worker.ts': "the worker thread's index under construction",
  'render/markdown/highlight.ts': "Shiki and the grammars loaded into it (the toolkit's own, loaded once)",
  'render/markdown/emoji.ts': 'the emoji table, read once',
  'render/plugins/plugin-instances.ts': 'plugin modules imported once per thread, keyed by their content hash',
  'render/markdown/twoslash-code.ts':
    "twoslash's TypeScript service, made once per thread and docs folder (TypeScript is the site's or the toolkit's)",
  'render/page/heading-slugify.ts':
    "a config's slugify, imported once per thread from its compiled module (a file named by its code's hash)",
  'render/markdown/unified/unified-plugins.ts':
    'remark and rehype processors made once per thread, keyed by the plugins’ content hash',
};

/** Top-level `let`/`var`, or a top-level Map/Set/array/object made to be changed. */
const MODULE_STATE = /^(?:export\s+)?(?:let|var)\s|^(?:export\s+)?const\s+\w+\s*(?::[^=]+)?=\s*new\s+(?:Map|Set)\b/gm;

describe('module graph', () => {
  it('has no import cycle in src/ (type-only and dynamic imports included)', () => {
    expect(cycles(importGraph(sourceFiles(SRC)))).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const a = path.join(SRC, 'a.ts');
    const b = path.join(SRC, 'b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
  });

  it('keeps no mutable state at module level in the Node pipeline and the servers, but the named caches', () => {
    const stateful = [...sourceFiles(path.join(SRC, 'render')), ...sourceFiles(path.join(SRC, 'server'))]
      .map((f) => path.relative(SRC, f))
      .filter((rel) => !(rel in OWN_STATE))
      .filter((rel) => {
        const text = fs.readFileSync(path.join(SRC, rel), 'utf8');
        // Constant lookup tables (a Set of names) are state only if something adds to them.
        return [...text.matchAll(MODULE_STATE)].some((m) => {
          if (/^(?:export\s+)?(?:let|var)\s/.test(m[0])) return true;
          const name = /const\s+(\w+)/.exec(m[0])![1];
          return new RegExp(`\\b${name}\\.(?:set|add|delete|clear)\\(`).test(text);
        });
      });
    expect(stateful).toEqual([]);
  });
});
