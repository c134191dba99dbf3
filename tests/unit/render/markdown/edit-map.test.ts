// micromark's EditMap.consume, applied from the first edit on (edit-map.ts): the same event lists,
// without copying the page before the edit each time.
import fs from 'node:fs';
import path from 'node:path';
import { micromark } from 'micromark';
import { EditMap } from 'micromark-util-edit-map';
import type { Event } from 'micromark-util-types';
import { describe, expect, it } from 'vitest';
import { ORIGINAL_CONSUME, tailOnlyConsume } from '../../../../src/render/markdown/edit-map.js';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';
import { REPO } from '../../../helpers/fixtures.js';

type Consume = (this: EditMap, events: Event[]) => undefined;
const proto = EditMap.prototype as EditMap & { [ORIGINAL_CONSUME]?: Consume };
// micromark's own, whether or not the renderer's import replaced it.
const original = proto[ORIGINAL_CONSUME] ?? proto.consume;

/** Stand-ins for events: only their identity and order matter to an edit map. */
const events = (n: number, tag = 'e') => Array.from({ length: n }, (_, i) => [tag, { i }] as unknown as Event);

/** A deterministic pseudo-random sequence (no flaky cases). */
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe('tail-only EditMap.consume', () => {
  it('should give the same events as micromark’s own for any set of edits', () => {
    const next = random(7);
    for (let round = 0; round < 500; round++) {
      const list = events(Math.floor(next() * 30));
      const edits: [at: number, remove: number, add: Event[], before: boolean][] = [];
      for (let k = Math.floor(next() * 5); k > 0; k--) {
        edits.push([
          Math.floor(next() * (list.length + 1)),
          Math.floor(next() * 4),
          events(Math.floor(next() * 3), `add${round}-${k}`),
          next() < 0.3,
        ]);
      }
      const apply = (consume: Consume) => {
        const map = new EditMap();
        for (const [at, remove, add, before] of edits)
          (before ? map.addBefore : map.add).call(map, at, remove, [...add]);
        const copy = [...list];
        consume.call(map, copy);
        return copy;
      };
      expect(apply(tailOnlyConsume(original)), `round ${round}`).toEqual(apply(original));
    }
  });

  it('should give micromark the same events for the pages of this repository', () => {
    const pages = (fs.readdirSync(path.join(REPO, 'docs'), { recursive: true }) as string[]).filter((f) =>
      f.endsWith('.md'),
    );
    expect(pages.length).toBeGreaterThan(10);
    const html = (consume: Consume) => {
      const installed = proto.consume;
      proto.consume = consume;
      try {
        return pages.map((f) =>
          micromark(fs.readFileSync(path.join(REPO, 'docs', f), 'utf8'), { allowDangerousHtml: true }),
        );
      } finally {
        proto.consume = installed;
      }
    };
    expect(html(tailOnlyConsume(original))).toEqual(html(original));
  });

  it.each([
    ['block quotes', (n: number) => Array.from({ length: n }, (_, i) => `> quote ${i}`).join('\n\n')],
    ['setext headings', (n: number) => Array.from({ length: n }, (_, i) => `Title ${i}\n===`).join('\n\n')],
    [
      'lists, each ended by a paragraph',
      (n: number) => Array.from({ length: n }, (_, i) => `- item ${i}\n\ntext ${i}`).join('\n\n'),
    ],
  ])(
    'should copy a bounded number of events per block on a page of 2,000 %s (not the page so far, each time)',
    (_, page) => {
      const n = 2000;
      const source = page(n);
      // Array copies made while the page is parsed: the old consume copied every event before the edit.
      const slice = Array.prototype.slice;
      let copied = 0;
      Array.prototype.slice = function (this: unknown[], ...args: Parameters<typeof slice>) {
        const out = slice.apply(this, args);
        copied += out.length;
        return out;
      };
      try {
        renderMarkdown(source, { file: 'a.md', base: '/', components: new Set() });
      } finally {
        Array.prototype.slice = slice;
      }
      expect(copied / n).toBeLessThan(1000);
    },
  );
});
