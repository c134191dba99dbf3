// Frontmatter is YAML data: never code, with limits, and every error at its line in the Markdown file.
import { describe, expect, it } from 'vitest';
import { DiagnosticError, type Diagnostic } from '../../../../src/render/diagnostics.js';
import { loadPage } from '../../../../src/render/page/page.js';

const load = (source: string) =>
  loadPage('guide/a.md', source, { base: '/', components: new Set(), label: 'docs/guide/a.md', highlight: false });

/** The diagnostics a page's load throws (none: it loaded). */
async function thrown(source: string): Promise<Diagnostic[]> {
  try {
    await load(source);
    return [];
  } catch (err) {
    if (err instanceof DiagnosticError) return err.diagnostics;
    throw err;
  }
}

/** A YAML alias bomb ("billion laughs"): `levels` levels of `width` aliases each to the level below. */
function aliasBomb(levels: number, width: number): string {
  const lines = ['a0: &a0 "lol"'];
  for (let i = 1; i <= levels; i++)
    lines.push(`a${i}: &a${i} [${Array.from({ length: width }, () => `*a${i - 1}`).join(', ')}]`);
  return `---\n${lines.join('\n')}\n---\n# Bomb\n`;
}

describe('frontmatter is data', () => {
  it.each(['js', 'javascript', 'coffee', 'toml', 'json', 'lua'])(
    'should neither run nor read ---%s frontmatter, and say only YAML is read',
    async (lang) => {
      const flag = `__bookdocsFrontmatterRan_${lang}`;
      const globals = globalThis as Record<string, unknown>;
      const diagnostics = await thrown(`---${lang}\n{ title: (globalThis.${flag} = "ran") }\n---\n# Page\n`);
      expect(globals[flag]).toBeUndefined();
      expect(diagnostics).toHaveLength(1);
      expect(diagnostics[0]).toMatchObject({
        severity: 'error',
        rule: 'invalid-frontmatter',
        file: 'docs/guide/a.md',
        line: 1,
        column: 4,
      });
      expect(diagnostics[0]!.message).toContain(`"${lang}"`);
      expect(diagnostics[0]!.message).toMatch(/only YAML/);
    },
  );

  it('should read ---yaml and ---yml as the YAML they say they are', async () => {
    expect((await load('---yaml\ntitle: Declared\n---\n')).title).toBe('Declared');
    expect((await load('---yml\ntitle: Declared\n---\n')).title).toBe('Declared');
  });

  it('should read a JSON object as YAML', async () => {
    const page = await load('---\n{ "title": "From JSON", "tags": ["a", "b"], "n": 3 }\n---\n');
    expect(page.title).toBe('From JSON');
    expect(page.frontmatter).toEqual({ title: 'From JSON', tags: ['a', 'b'], n: 3 });
  });

  it('should keep a tagged value as plain data, with a warning at its line', async () => {
    const page = await load(
      '---\ntitle: T\nrun: !!js/function "function () { return 1 }"\nset: !!set { a, b }\nbytes: !!binary aGk=\n---\n',
    );
    expect(page.frontmatter).toEqual({
      title: 'T',
      run: 'function () { return 1 }',
      set: { a: null, b: null },
      bytes: 'aGk=',
    });
    expect(page.warnings.map((w) => [w.severity, w.rule, w.line, w.column])).toEqual([
      ['warning', 'invalid-frontmatter', 3, 6],
      ['warning', 'invalid-frontmatter', 4, 6],
      ['warning', 'invalid-frontmatter', 5, 8],
    ]);
  });
});

describe('frontmatter limits', () => {
  it('should refuse an alias bomb at once, with its line, rather than expand it', async () => {
    const diagnostics = await thrown(aliasBomb(9, 9));
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ rule: 'invalid-frontmatter', file: 'docs/guide/a.md', line: 3 });
    expect(diagnostics[0]!.message).toMatch(/alias/);
  });

  it('should read a few aliases and merge keys as before', async () => {
    const page = await load(
      '---\nbase: &base { type: brand, link: /a }\nactions:\n  - <<: *base\n    text: One\n  - <<: *base\n    text: Two\n    type: alt\n---\n',
    );
    expect(page.frontmatter.actions).toEqual([
      { type: 'brand', link: '/a', text: 'One' },
      { type: 'alt', link: '/a', text: 'Two' },
    ]);
  });

  it('should refuse frontmatter over 1 MB, naming the size', async () => {
    const big = `---\ntitle: Big\nlist:\n${'  - abcdefghijklmnopqrstuvwxyz\n'.repeat(40_000)}---\n# Big\n`;
    const diagnostics = await thrown(big);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ rule: 'invalid-frontmatter', line: 1 });
    expect(diagnostics[0]!.message).toMatch(/1 MB/);
  });
});

describe('frontmatter positions', () => {
  it('should place a YAML error at its line and column in the Markdown file', async () => {
    expect(await thrown('---\ntitle: ok\ndescription: "unclosed\nnext: 1\n---\n')).toEqual([
      expect.objectContaining({ rule: 'invalid-frontmatter', line: 5 }),
    ]);
    expect(await thrown('---\ntitle: ok\n\tindented: tab\n---\n')).toEqual([
      expect.objectContaining({ line: 3, column: 1 }),
    ]);
    expect(await thrown('---\na: 1\nb: 2\na: 3\n---\n')).toEqual([expect.objectContaining({ line: 4, column: 1 })]);
    expect(await thrown('---\n: : bad\n---\n')).toEqual([expect.objectContaining({ line: 2, column: 3 })]);
  });

  it('should place an error found at the end of the YAML on the closing ---', async () => {
    expect(await thrown('---\ntitle: ok\nbad: [unclosed\n---\n# x\n')).toEqual([expect.objectContaining({ line: 4 })]);
    expect(await thrown('---\r\ntitle: ok\r\nbad: [unclosed\r\n---\r\n# x\r\n')).toEqual([
      expect.objectContaining({ line: 4 }),
    ]);
  });

  it('should place a title that is not text on its own line', async () => {
    expect(await thrown('---\ndescription: d\nlayout: doc\ntitle: [a, b]\n---\n')).toEqual([
      expect.objectContaining({ rule: 'invalid-frontmatter', line: 4, column: 1 }),
    ]);
  });

  it('should report a second YAML document (after a "..." line) at its line, rather than drop it', async () => {
    const diagnostics = await thrown('---\ntitle: One\n...\ndescription: lost\n---\n# x\n');
    expect(diagnostics).toEqual([expect.objectContaining({ rule: 'invalid-frontmatter', line: 4, column: 1 })]);
    expect(diagnostics[0]!.message).toMatch(/more than one YAML document/);
  });

  it('should report frontmatter that is never closed at its opening line', async () => {
    const diagnostics = await thrown('---\ntitle: Open\n\n# Heading\n\nText.\n');
    expect(diagnostics).toEqual([expect.objectContaining({ rule: 'invalid-frontmatter', line: 1 })]);
    expect(diagnostics[0]!.message).toMatch(/closed/);
  });
});

describe('frontmatter values', () => {
  it('should read dates, numbers, booleans, nulls and nested maps as before', async () => {
    const page = await load(
      '---\ndate: 2024-01-02\nat: 2024-01-02T10:30:00Z\nn: 42\nf: 1.5\nhex: 0x1f\nyes: true\nno: false\nword: yes\nnone: ~\nnested:\n  a: { b: [1, "2"] }\n---\n',
    );
    expect(page.frontmatter).toEqual({
      date: new Date(Date.UTC(2024, 0, 2)),
      at: new Date(Date.UTC(2024, 0, 2, 10, 30)),
      n: 42,
      f: 1.5,
      hex: 31,
      yes: true,
      no: false,
      word: 'yes',
      none: null,
      nested: { a: { b: [1, '2'] } },
    });
  });

  it('should read empty frontmatter as none, and keep every line number', async () => {
    for (const source of ['---\n---\n', '---\n---', '---\n\n---\n', '---\n# only a comment\n---\n']) {
      const page = await load(source);
      expect(page.frontmatter).toEqual({});
      expect(page.warnings).toEqual([]);
    }
    const page = await load('---\n---\n# Title\n\n[broken](./missing.md)\n');
    expect(page.title).toBe('Title');
    expect(page.links).toEqual([expect.objectContaining({ line: 5 })]);
  });

  it('should end the frontmatter at its first --- line and keep the --- lines of the page', async () => {
    const page = await load('---\ntitle: First\n---\n# Body\n\n---\n\ntext\n\n---\nnot: frontmatter\n---\n');
    expect(page.frontmatter).toEqual({ title: 'First' });
    expect(page.html.match(/<hr/g)).toHaveLength(2);
    expect(page.text).toContain('not: frontmatter');
  });

  it('should read CRLF files as LF files', async () => {
    const page = await load('---\r\ntitle: Windows\r\ntags: [a, b]\r\n---\r\n# Heading\r\n\r\n[x](./x.md)\r\n');
    expect(page.frontmatter).toEqual({ title: 'Windows', tags: ['a', 'b'] });
    expect(page.links).toEqual([expect.objectContaining({ line: 7 })]);
  });

  it('should give every page a frontmatter object of its own, with frontmatter or without (plugins add to it)', async () => {
    for (const source of ['# No frontmatter\n', '---\n---\n', '---\n# a comment\n---\n']) {
      const first = await load(source);
      first.frontmatter.added = 1;
      expect((await load(source)).frontmatter).toEqual({});
    }
  });

  it('should not take a page that starts with a ---- rule for frontmatter', async () => {
    const page = await load('----\n\n# Ruled\n');
    expect(page.frontmatter).toEqual({});
    expect(page.title).toBe('Ruled');
  });

  it('should warn about frontmatter that is not key: value pairs, and not use it', async () => {
    const page = await load('---\n- a\n- b\n---\n# List\n');
    expect(page.frontmatter).toEqual({});
    expect(page.warnings).toEqual([
      expect.objectContaining({ severity: 'warning', rule: 'invalid-frontmatter', line: 2 }),
    ]);
  });
});
