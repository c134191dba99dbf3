// The same page in each other version, from the versions' route list (what a ref's pages fetch).
import { describe, expect, it } from 'vitest';
import { sameRouteLinks, type VersionRoutes } from '../../../src/shared/version-routes.js';

const LIST: VersionRoutes = {
  base: '/docs/',
  cleanUrls: true,
  versions: [
    { name: 'v3', root: '/components/v3/', routes: ['/components/v3/', '/components/v3/install.html'] },
    { name: 'v2', root: '/components/v2/', routes: ['/components/v2/install.html', '/components/v2/old.html'] },
    { name: '1.x', root: '/1.x/', ref: true, routes: ['/', '/components/v2/old.html', '/guide/a.html'] },
    { name: '0.x', root: '/0.x/', ref: true, routes: ['/guide/a.html'] },
  ],
};

describe('sameRouteLinks', () => {
  it('links the same route, or the same place under another folder version, with base and clean URLs', () => {
    expect(sameRouteLinks(LIST, '1.x', '/components/v2/old.html')).toEqual({
      v2: '/docs/components/v2/old',
    });
    expect(sameRouteLinks(LIST, '0.x', '/components/v2/install.html')).toEqual({
      v3: '/docs/components/v3/install',
      v2: '/docs/components/v2/install',
    });
  });

  it("links another ref's build under its prefix, and leaves out versions without the page", () => {
    expect(sameRouteLinks(LIST, '0.x', '/guide/a.html')).toEqual({ '1.x': '/docs/1.x/guide/a' });
    expect(sameRouteLinks(LIST, '1.x', '/nowhere.html')).toEqual({});
  });
});
