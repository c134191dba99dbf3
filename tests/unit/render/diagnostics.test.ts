import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  countDiagnostics,
  DiagnosticCollector,
  DiagnosticError,
  diagnosticLocation,
  diagnosticsJson,
  formatDiagnostic,
  formatDiagnostics,
  reportOrder,
  toDiagnostics,
  type Diagnostic,
} from '../../../src/render/diagnostics.js';

const d = (
  file: string | undefined,
  line: number | undefined,
  rule: string,
  severity: Diagnostic['severity'] = 'error',
  extra: Partial<Diagnostic> = {},
): Diagnostic => ({
  severity,
  rule,
  message: 'm',
  ...(file !== undefined && { file }),
  ...(line !== undefined && { line, column: 1 }),
  ...extra,
});

describe('diagnostics', () => {
  it('should place a problem as file:line:col, file:line, file, or nowhere', () => {
    expect(diagnosticLocation({ file: 'a.md', line: 3, column: 5 })).toBe('a.md:3:5');
    expect(diagnosticLocation({ file: 'a.md', line: 3 })).toBe('a.md:3');
    expect(diagnosticLocation({ file: 'a.md' })).toBe('a.md');
    expect(diagnosticLocation({})).toBe('');
  });

  it('should format one problem with its severity, rule and hint', () => {
    expect(formatDiagnostic(d('a.md', 2, 'broken-link', 'error', { hint: 'fix it' }), { color: false })).toBe(
      'a.md:2:1  error    broken-link  m\n    hint: fix it',
    );
    expect(formatDiagnostic({ severity: 'warning', message: 'no rule, no file' }, { color: false })).toBe(
      'warning  no rule, no file',
    );
  });

  it('should group a report by file and align each group, problems without a file first', () => {
    const out = formatDiagnostics(
      [d(undefined, undefined, 'no-pages'), d('a.md', 2, 'broken-link'), d('a.md', 10, 'orphan-page', 'warning')],
      { color: false },
    );
    expect(out).toBe(
      '  error    no-pages  m\n\na.md\n  a.md:2:1   error    broken-link  m\n  a.md:10:1  warning  orphan-page  m\n\n',
    );
  });

  it('should cap a long report and count the rest', () => {
    const many = Array.from({ length: 5 }, (_, i) => d('a.md', i + 1, 'broken-link'));
    const out = formatDiagnostics(many, { color: false, max: 2 });
    expect(out.split('\n').filter((l) => l.includes('broken-link'))).toHaveLength(2);
    expect(out).toContain('… and 3 more');
    expect(
      formatDiagnostics(many, { color: false, max: 0 })
        .split('\n')
        .filter((l) => l.includes('broken-link')),
    ).toHaveLength(5);
  });

  it('should put the files of problems that stop a build first, then files with errors, and never cut what stops a build', () => {
    const stops = (x: Diagnostic) => x.rule === 'missing-include';
    // 60 findings of check in files sorted before the one error that stopped the build.
    const list = [
      ...Array.from({ length: 60 }, (_, i) => d(`a${String(i).padStart(2, '0')}.md`, 1, 'broken-link')),
      d('b.md', 1, 'orphan-page', 'warning'),
      d('z.md', 1, 'broken-link'),
      d('z.md', 3, 'missing-include'),
    ];
    const out = formatDiagnostics(list, { color: false, max: 50, stops });
    const shown = out.split('\n').filter((l) => l.startsWith('  '));
    expect(shown).toHaveLength(50);
    // The stopping error's file first, its other problems with it, in line order.
    expect(shown.slice(0, 2)).toEqual([
      '  z.md:1:1  error    broken-link      m',
      '  z.md:3:1  error    missing-include  m',
    ]);
    expect(out).toContain('… and 13 more (none of them stops a build)');
    expect(out).not.toContain('b.md');
    // More stopping errors than the cap: all of them.
    const many = Array.from({ length: 5 }, (_, i) => d('z.md', i + 1, 'missing-include'));
    expect(
      formatDiagnostics([d('a.md', 1, 'broken-link'), ...many], { color: false, max: 2, stops })
        .split('\n')
        .filter((l) => l.includes('missing-include')),
    ).toHaveLength(5);
  });

  it('should order a report: what stops a build, then errors, then warnings, each file in line order', () => {
    const stops = (x: Diagnostic) => x.rule === 'invalid-frontmatter';
    const list = [
      d('a.md', 1, 'orphan-page', 'warning'),
      d('b.md', 2, 'broken-link'),
      d('c.md', 1, 'broken-link'),
      d('c.md', 9, 'invalid-frontmatter'),
      d(undefined, undefined, 'x', 'warning'),
    ];
    expect(reportOrder(list, stops).map((x) => `${x.file ?? '-'}:${x.line ?? '-'}`)).toEqual([
      'c.md:1',
      'c.md:9',
      'b.md:2',
      'a.md:1',
      '-:-',
    ]);
    expect(reportOrder(list).map((x) => `${x.file ?? '-'}:${x.line ?? '-'}`)).toEqual([
      'b.md:2',
      'c.md:1',
      'c.md:9',
      'a.md:1',
      '-:-',
    ]);
  });

  it('should count errors, warnings and files', () => {
    expect(countDiagnostics([d('a.md', 1, 'x'), d('b.md', 1, 'y', 'warning'), d('b.md', 2, 'y', 'warning')])).toBe(
      '1 error, 2 warnings in 2 files',
    );
    expect(countDiagnostics([d('a.md', 1, 'y', 'warning')])).toBe('1 warning in 1 file');
    expect(countDiagnostics([d(undefined, undefined, 'x')])).toBe('1 error, 0 warnings');
  });

  it('should collect from every step, sorted, each problem once', () => {
    const found = new DiagnosticCollector();
    found.add(d('b.md', 1, 'x'), d('a.md', 9, 'y', 'warning'));
    found.addError(new DiagnosticError({ rule: 'invalid-frontmatter', message: 'bad', file: 'a.md', line: 2 }));
    found.add(d('b.md', 1, 'x'));
    expect(found.all().map((x) => `${diagnosticLocation(x)} ${x.rule}`)).toEqual([
      'a.md:2 invalid-frontmatter',
      'a.md:9:1 y',
      'b.md:1:1 x',
    ]);
    expect([found.errors, found.warnings]).toEqual([3, 1]);
  });

  it('should turn anything thrown into diagnostics, never a bare stack', () => {
    expect(toDiagnostics(new DiagnosticError([{ message: 'a' }, { message: 'b', severity: 'warning' }]))).toEqual([
      { severity: 'error', message: 'a' },
      { severity: 'warning', message: 'b' },
    ]);
    expect(toDiagnostics(new Error('boom'), 'x.md')).toEqual([
      expect.objectContaining({
        severity: 'error',
        rule: 'internal-error',
        file: 'x.md',
        message: 'internal error while processing this file: boom',
      }),
    ]);
    const enoent = Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT', syscall: 'open' });
    expect(toDiagnostics(enoent, 'x.md')).toEqual([expect.objectContaining({ rule: 'unreadable-file', file: 'x.md' })]);
  });

  describe('a failed file-system call, named for what it is (by errno code and call)', () => {
    const errno = (code: string, syscall: string, p?: string) =>
      Object.assign(new Error(`${code}: ${syscall} failed`), { code, syscall, ...(p && { path: p }) });
    const missing = path.join(os.tmpdir(), 'bd-no-such-folder', 'dist', 'index.html');
    const existing = fileURLToPath(import.meta.url);
    it.each([
      ['a full disk', errno('ENOSPC', 'write'), 'disk-full', /^no space left on the disk \(ENOSPC\)$/],
      [
        'a full disk, making a folder',
        errno('ENOSPC', 'mkdir', missing),
        'disk-full',
        /^no space left on the disk while writing .*index\.html \(ENOSPC\)$/,
      ],
      ['a used-up quota', errno('EDQUOT', 'open', missing), 'disk-full', /^the disk quota is used up while writing/],
      [
        'a read-only file system',
        errno('EROFS', 'open', existing),
        'not-writable',
        /the file system is read-only \(EROFS\)$/,
      ],
      [
        'a folder that cannot be written',
        errno('EACCES', 'mkdir', missing),
        'not-writable',
        /^cannot write .*index\.html: permission denied \(EACCES\)$/,
      ],
      ['a rename refused', errno('EPERM', 'rename', missing), 'not-writable', /permission denied \(EPERM\)$/],
      ['a file that cannot be created', errno('EACCES', 'open', missing), 'not-writable', /permission denied/],
      [
        'a name too long',
        errno('ENAMETOOLONG', 'open', missing),
        'name-too-long',
        /^a file name is too long for the file system: .*index\.html \(ENAMETOOLONG\)$/,
      ],
      ['a missing file', errno('ENOENT', 'open', missing), 'unreadable-file', /^cannot read this file: ENOENT/],
      [
        'a file in the way of a folder',
        errno('ENOTDIR', 'stat', missing),
        'not-a-folder',
        /^a file is where a folder must be: .*index\.html \(ENOTDIR\)$/,
      ],
      [
        'a folder to make where a file is',
        errno('EEXIST', 'mkdir', missing),
        'not-a-folder',
        /^a file is where a folder must be/,
      ],
      [
        'a folder that cannot be listed',
        errno('EACCES', 'scandir', missing),
        'unreadable-file',
        /^cannot read this file: EACCES/,
      ],
    ])('should report %s', (_, err, rule, message) => {
      const [diagnostic] = toDiagnostics(err, 'x.md');
      expect(diagnostic).toMatchObject({ severity: 'error', rule, file: 'x.md', hint: expect.any(String) });
      expect(diagnostic!.message).toMatch(message);
    });
  });

  it('should print --json as a parseable array', () => {
    const list = [d('a.md', 1, 'x', 'error', { target: './b.md' })];
    expect(JSON.parse(diagnosticsJson(list))).toEqual(list);
  });
});
