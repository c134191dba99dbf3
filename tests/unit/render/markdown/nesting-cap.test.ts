// Containers past MAX_NESTING are cut to text before micromark (nesting-cap.ts); ordinary pages are
// passed on as they are.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';
import { capNesting, MAX_NESTING } from '../../../../src/render/markdown/nesting-cap.js';
import { FIXTURES, REPO } from '../../../helpers/fixtures.js';

const render = (md: string) => renderMarkdown(md, { file: 'a.md', base: '/', components: new Set() });
/** Containers open at once, at most, in the HTML. */
function depthOf(html: string): number {
  let depth = 0;
  let max = 0;
  for (const m of html.matchAll(/<(\/?)(blockquote|ul|ol)\b/g)) {
    depth += m[1] ? -1 : 1;
    max = Math.max(max, depth);
  }
  return max;
}

const deep = MAX_NESTING + 50;
const SHAPES: [name: string, md: string, containers: number][] = [
  ['quote markers on one line', `${'> '.repeat(deep)}x\n`, 1],
  ['quotes a level deeper per line', Array.from({ length: deep }, (_, i) => `${'>'.repeat(i + 1)} x`).join('\n'), 1],
  ['list markers on one line', `${'- '.repeat(deep)}x\n`, 2],
  ['ordered markers on one line', `${'1. '.repeat(deep)}x\n`, 2],
  ['lists nested by indentation', Array.from({ length: deep }, (_, i) => `${'  '.repeat(i)}- x`).join('\n'), 2],
  ['lists nested by tabs', Array.from({ length: deep }, (_, i) => `${'\t'.repeat(i)}- x`).join('\n'), 2],
  ['quotes and lists mixed', `${'> - '.repeat(deep / 2)}x\n`, 1.5],
];

describe('nesting cap', () => {
  it.each(SHAPES)('should cut %s past the limit to text, with a warning at the first line cut', (_, md, perLevel) => {
    const out = render(md);
    expect(depthOf(out.html)).toBeLessThanOrEqual(MAX_NESTING * perLevel);
    expect(depthOf(out.html)).toBeGreaterThanOrEqual(MAX_NESTING - 1);
    expect(out.warnings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        rule: 'nesting-too-deep',
        line: expect.any(Number),
        hint: expect.stringContaining('nest fewer levels'),
      }),
    ]);
    // The markers past the limit are still on the page, as text.
    expect(out.text).toContain('x');
  });

  it('should cut brackets nested past the limit, images in images too, to text', () => {
    const md = `${'!['.repeat(deep)}x${'](y.png)'.repeat(deep)}\n`;
    expect(capNesting(md).markdown).toBe(
      `${'!['.repeat(MAX_NESTING)}${'!\\['.repeat(deep - MAX_NESTING)}x${'](y.png)'.repeat(deep)}\n`,
    );
    const out = render(md);
    expect(out.images.length).toBeLessThanOrEqual(MAX_NESTING);
    expect(out.warnings).toEqual([
      expect.objectContaining({
        rule: 'nesting-too-deep',
        line: 1,
        column: 2 * MAX_NESTING + 2,
        message: expect.stringContaining('links or brackets nested deeper than'),
      }),
    ]);
  });

  it('should cut runs of emphasis markers past the limit to text', () => {
    const out = render(`${'*'.repeat(3 * deep)}x${'*'.repeat(3 * deep)}\n`);
    expect(out.html.match(/<(em|strong)>/g)!.length).toBeLessThanOrEqual(MAX_NESTING);
    expect(out.warnings).toEqual([
      expect.objectContaining({
        rule: 'nesting-too-deep',
        line: 1,
        column: MAX_NESTING + 1,
        message: expect.stringContaining('runs of more than'),
      }),
    ]);
  });

  it('should name the first line cut and count the lines', () => {
    const md = ['# Title', '', ...Array.from({ length: MAX_NESTING + 3 }, (_, i) => `${'>'.repeat(i + 1)} x`)].join(
      '\n',
    );
    const [warning] = capNesting(md).warnings;
    expect(warning).toMatchObject({ line: MAX_NESTING + 3, column: MAX_NESTING + 1 });
    expect(warning!.message).toBe(
      `block quotes or lists nested deeper than ${MAX_NESTING} levels on 3 lines from here on: the deeper markers are shown as text`,
    );
  });

  it('should keep nesting up to the limit as it is', () => {
    for (const md of [
      `${'> '.repeat(MAX_NESTING)}x\n`,
      Array.from({ length: MAX_NESTING }, (_, i) => `${'  '.repeat(i)}- x`).join('\n'),
    ]) {
      expect(capNesting(md)).toEqual({ markdown: md, warnings: [] });
    }
  });

  it.each([
    ['a thematic break of spaced dashes', `${'- '.repeat(deep)}\n`],
    ['a long rule of asterisks', `${'*'.repeat(300)}\n`],
    ['deeply indented code', `text\n\n${' '.repeat(300)}${'> '.repeat(deep)}x\n`],
    ['markers in fenced code', `\`\`\`\n${'> '.repeat(deep)}x\n${'- '.repeat(deep)}x\n\`\`\`\n`],
    ['markers in fenced code in a quote', `> \`\`\`\n> ${'- '.repeat(deep)}x\n> \`\`\`\n`],
    [
      'many shallow lists and quotes',
      [
        `${'> '.repeat(40)}x`,
        ...Array.from({ length: 500 }, (_, i) => `${'  '.repeat(i % 8)}- ${'> '.repeat(i % 5)}x`),
      ].join('\n'),
    ],
    ['a paragraph of many links', `${'[a](./b.md) '.repeat(300)}\n`],
    [
      'brackets in code',
      `\`${'['.repeat(deep)}\` and \`\`${'_'.repeat(deep)}\`\`\n\n\`\`\`js\n${'['.repeat(deep)}\n\`\`\`\n`,
    ],
    ['a rule of underscores in a quote', `> ${'_'.repeat(deep)}\n`],
    ['lazy lines of a deep paragraph', `${'> '.repeat(60)}x\n${'- '.repeat(30)}\nmore text\n`],
  ])('should not touch %s', (_, md) => {
    expect(capNesting(md)).toEqual({ markdown: md, warnings: [] });
  });

  it('should leave the pages of this repository, its fixtures and the corpora as they are', () => {
    const roots = [path.join(REPO, 'docs'), FIXTURES, path.join(REPO, '..', 'shared', 'corpora')].filter((d) =>
      fs.existsSync(d),
    );
    const pages = roots.flatMap((root) =>
      (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((f) => f.endsWith('.md'))
        .map((f) => path.join(root, f)),
    );
    expect(pages.length).toBeGreaterThan(50);
    for (const file of pages) {
      const md = fs.readFileSync(file, 'utf8');
      expect(capNesting(md).markdown === md, file).toBe(true);
    }
  });
});
