// The problems panel's data: diagnostics grouped by the route of the page they are in.
import { describe, expect, it } from 'vitest';
import { groupProblems } from '../../../../src/server/dev/problems.js';
import { SITE_PROBLEMS } from '../../../../src/shared/dev-protocol.js';
import type { Diagnostic } from '../../../../src/shared/diagnostic.js';

const d = (file: string | undefined, message: string): Diagnostic => ({
  severity: 'error',
  rule: 'broken-link',
  message,
  ...(file && { file, line: 1, column: 1 }),
});

describe('groupProblems', () => {
  it("puts each page's diagnostics under its route and the config's under the site key; other files are left to the terminal", () => {
    const routes = new Map([
      ['docs/a.md', '/a.html'],
      ['docs/index.md', '/'],
    ]);
    const list = [
      d('docs/a.md', 'one'),
      d('docs/index.md', 'two'),
      d('docs/a.md', 'three'),
      d('site.config.json', 'nav'),
      d('components/X.tsx', 'comp'),
      d(undefined, 'no file'),
    ];
    const grouped = groupProblems(list, routes, 'site.config.json');
    expect(Object.keys(grouped).sort()).toEqual(['*', '/', '/a.html']);
    expect(grouped['/a.html']!.map((x) => x.message)).toEqual(['one', 'three']);
    expect(grouped['/']!.map((x) => x.message)).toEqual(['two']);
    expect(grouped[SITE_PROBLEMS]!.map((x) => x.message)).toEqual(['nav']);
  });

  it('is empty for no diagnostics', () => {
    expect(groupProblems([], new Map(), undefined)).toEqual({});
  });
});
