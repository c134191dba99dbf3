import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listTheme, themeKey, NO_THEME } from '../../../../src/render/site/theme.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-theme-list-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function files(list: Record<string, string>): void {
  for (const [rel, text] of Object.entries(list)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
}
const rules = (theme: ReturnType<typeof listTheme>) =>
  theme.diagnostics.map((d) => `${d.severity} ${path.basename(d.file!)}: ${d.message}`);

describe('listTheme', () => {
  it('should give no theme without a folder', () => {
    expect(listTheme(undefined)).toBe(NO_THEME);
    expect(themeKey(NO_THEME)).toBe('');
  });

  it('should list part overrides by part name, the documented Footer and its module name SiteFooter alike', () => {
    files({ 'Footer.jsx': '', 'Navbar.tsx': '', 'Outline.ts': '' });
    const theme = listTheme(dir);
    expect([...theme.overrides]).toEqual([
      ['Footer', path.join(dir, 'Footer.jsx')],
      ['Navbar', path.join(dir, 'Navbar.tsx')],
      ['Outline', path.join(dir, 'Outline.ts')],
    ]);
    expect(theme.diagnostics).toEqual([]);
    fs.renameSync(path.join(dir, 'Footer.jsx'), path.join(dir, 'SiteFooter.jsx'));
    expect(listTheme(dir).overrides.get('Footer')).toBe(path.join(dir, 'SiteFooter.jsx'));
  });

  it('should use one file per part (.tsx first) and warn about the other', () => {
    files({ 'Sidebar.js': '', 'Sidebar.tsx': '', 'Footer.tsx': '', 'SiteFooter.tsx': '' });
    const theme = listTheme(dir);
    expect(theme.overrides.get('Sidebar')).toBe(path.join(dir, 'Sidebar.tsx'));
    expect(theme.overrides.get('Footer')).toBe(path.join(dir, 'Footer.tsx'));
    expect(rules(theme)).toEqual([
      'warning Sidebar.js: Sidebar.js is not used: Sidebar.tsx already overrides the Sidebar part',
      'warning SiteFooter.tsx: SiteFooter.tsx is not used: Footer.tsx already overrides the Footer part',
    ]);
  });

  it('should warn about a file one letter off a part name, and not about helpers', () => {
    files({ 'Foter.tsx': '', 'navbar.tsx': '', 'Note.tsx': '', 'format-date.ts': '', 'README.md': '' });
    const theme = listTheme(dir);
    expect(theme.overrides.size).toBe(0);
    expect(rules(theme)).toEqual([
      'warning Foter.tsx: Foter.tsx overrides no theme part — did you mean Footer?',
      'warning navbar.tsx: navbar.tsx overrides no theme part — did you mean Navbar?',
    ]);
    expect(theme.diagnostics[0]).toMatchObject({
      rule: 'theme-file',
      hint: expect.stringContaining('rename it to Footer.tsx'),
    });
  });

  it('should list the slots of slots/ and warn about a file that fills none', () => {
    files({
      'slots/doc-before.tsx': '',
      'slots/nav-after.jsx': '',
      'slots/asid-top.tsx': '',
      'slots/helper.css': '',
      'slots/deep/doc-after.tsx': '',
    });
    const theme = listTheme(dir);
    expect([...theme.slots]).toEqual([
      ['doc-before', path.join(dir, 'slots/doc-before.tsx')],
      ['nav-after', path.join(dir, 'slots/nav-after.jsx')],
    ]);
    expect(rules(theme)).toEqual(['warning asid-top.tsx: slots/asid-top.tsx fills no slot — did you mean aside-top?']);
    expect(theme.diagnostics[0]!.hint).toContain('home-hero-after');
  });

  it('should list every stylesheet in path order with custom.css last, and every file for the build keys', () => {
    files({
      'custom.css': '',
      'a.css': '',
      'parts/z.css': '',
      'Footer.tsx': '',
      '.hidden.css': '',
      'node_modules/x/y.css': '',
    });
    const theme = listTheme(dir);
    expect(theme.styles).toEqual([
      path.join(dir, 'a.css'),
      path.join(dir, 'parts/z.css'),
      path.join(dir, 'custom.css'),
    ]);
    expect(theme.files).toEqual(['Footer.tsx', 'a.css', 'custom.css', 'parts/z.css']);
  });

  it('should change its key when a file is added, and not when one is edited', () => {
    files({ 'Footer.tsx': 'a' });
    const before = themeKey(listTheme(dir));
    files({ 'Footer.tsx': 'b' });
    expect(themeKey(listTheme(dir))).toBe(before);
    files({ 'slots/doc-after.tsx': '' });
    expect(themeKey(listTheme(dir))).not.toBe(before);
  });
});
