// Scanners shared between identical pattern lists: compiled once, matching as their own would.
import { createOnigurumaEngine } from 'shiki';
import { describe, expect, it } from 'vitest';
import { shareScanners } from '../../../../src/render/markdown/shared-scanners.js';

describe('shareScanners', () => {
  it('compiles each distinct pattern list once', async () => {
    const real = await createOnigurumaEngine(import('shiki/wasm'));
    const compiled: string[][] = [];
    const engine = await shareScanners({
      createString: real.createString,
      createScanner: (p) => (compiled.push(p as string[]), real.createScanner(p)),
    });
    const a = engine.createScanner(['\\bconst\\b', '\\d+']);
    const b = engine.createScanner(['\\bconst\\b', '\\d+']);
    const c = engine.createScanner(['\\d+', '\\bconst\\b']);
    expect(compiled).toEqual([
      ['\\bconst\\b', '\\d+'],
      ['\\d+', '\\bconst\\b'],
    ]);
    // Same matches as a scanner of its own; the order of the patterns still decides the index.
    const own = real.createScanner(['\\bconst\\b', '\\d+']);
    const line = 'let x = 42; const y = 7;';
    for (const start of [0, 10, 13])
      expect(b.findNextMatchSync(line, start, 0)).toEqual(own.findNextMatchSync(line, start, 0));
    expect(a.findNextMatchSync(line, 0, 0)?.index).toBe(1);
    expect(c.findNextMatchSync(line, 0, 0)?.index).toBe(0);
    // No dispose: a grammar let go cannot free what other rules use.
    expect(a.dispose).toBeUndefined();
  });
});
