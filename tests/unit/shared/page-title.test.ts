import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../../src/shared/page-title.js';
import type { SiteData } from '../../../src/shared/types.js';

const site = { title: 'Site', locales: [{ path: '/zh/', title: '站点' }, { path: '/' }] } as unknown as SiteData;

describe('page titles', () => {
  it("should write Page | Site, with the locale's site title", () => {
    expect(pageTitle(site, { title: 'Guide', locale: '/' })).toBe('Guide | Site');
    expect(pageTitle(site, { title: '指南', locale: '/zh/' })).toBe('指南 | 站点');
  });

  it('should write the site title alone for a page without a title or titled as the site', () => {
    expect(pageTitle(site, { title: '', locale: '/' })).toBe('Site');
    expect(pageTitle(site, { title: 'Site', locale: '/' })).toBe('Site');
    expect(pageTitle({ ...site, title: '' }, { title: 'Only page', locale: '/' })).toBe('Only page');
  });

  it('should support a titleTemplate of the page (VitePress)', () => {
    expect(pageTitle(site, { title: 'Vitest', locale: '/', titleTemplate: 'Next Generation testing framework' })).toBe(
      'Vitest | Next Generation testing framework',
    );
    expect(pageTitle(site, { title: 'Guide', locale: '/', titleTemplate: ':title — Docs' })).toBe('Guide — Docs');
    expect(pageTitle(site, { title: 'Guide', locale: '/', titleTemplate: false })).toBe('Guide');
    expect(pageTitle(site, { title: '', locale: '/', titleTemplate: ':title — Docs' })).toBe('Site');
  });
});
