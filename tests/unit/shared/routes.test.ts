import { describe, expect, it } from 'vitest';
import {
  decodePath,
  encodePath,
  fileToRoute,
  localeOfRoute,
  normalizeBase,
  resolveRelative,
  routeCandidates,
  routeLink,
  routeToDataFile,
  routeToHtmlFile,
  routeToPath,
  stripBase,
  withBase,
} from '../../../src/shared/routes.js';

describe('routes', () => {
  it.each([
    ['guide/demo.md', '/guide/demo.html'],
    ['README.md', '/'],
    ['index.md', '/'],
    ['guide/README.md', '/guide/'],
    ['guide/index.md', '/guide/'],
    ['components/v2/mock-field.md', '/components/v2/mock-field.html'],
    ['a/readme-v2.md', '/a/readme-v2.html'],
  ])('maps %s to %s', (file, route) => expect(fileToRoute(file)).toBe(route));

  it('maps routes to output files', () => {
    expect(routeToHtmlFile('/')).toBe('index.html');
    expect(routeToHtmlFile('/guide/')).toBe('guide/index.html');
    expect(routeToHtmlFile('/guide/demo.html')).toBe('guide/demo.html');
    expect(routeToDataFile('/')).toBe('assets/pages/index.json');
    expect(routeToDataFile('/guide/demo.html')).toBe('assets/pages/guide~1demo.json');
    // Every data chunk in one folder, and no two routes on one file, whatever '~' the names hold.
    const routes = [
      '/a~/b.html',
      '/a/~b.html',
      '/a~1b.html',
      '/a/1b.html',
      '/a~0/b.html',
      '/a/',
      '/a/index/',
      '/a.html',
      '/',
    ];
    const files = routes.map(routeToDataFile);
    expect(new Set(files).size).toBe(routes.length);
    for (const f of files) expect(f).toMatch(/^assets\/pages\/[^/]+\.json$/);
  });

  it('lists the routes a pathname may mean', () => {
    expect(routeCandidates('/guide/demo')).toEqual(['/guide/demo.html', '/guide/demo/']);
    expect(routeCandidates('/guide/demo.html')).toEqual(['/guide/demo.html', '/guide/demo/']);
    expect(routeCandidates('/guide/')).toEqual(['/guide/', '/guide.html']);
    expect(routeCandidates('/guide/index.html')).toEqual(['/guide/']);
    // `./index`, as VitePress sites link a folder's page; a page named index.md's own route is that folder.
    expect(routeCandidates('/guide/index')).toEqual(['/guide/', '/guide/index.html']);
    expect(routeCandidates('/')).toEqual(['/']);
    expect(routeCandidates('/指南')).toEqual(['/指南.html', '/指南/']);
    // Decoded already: an escape-like name is a name (decoding again would turn `x%41` into `xA`).
    expect(routeCandidates('/x%41')).toEqual(['/x%41.html', '/x%41/']);
  });

  it('should link routes whose names hold reserved characters so that the link reaches them', () => {
    expect(routeLink('/c#.html', '/')).toBe('/c%23.html');
    expect(routeLink('/why?.html', '/', true)).toBe('/why%3F');
    expect(routeLink('/100%.html', '/')).toBe('/100%25.html');
    expect(routeLink('/x%41.html', '/')).toBe('/x%2541.html');
    expect(routeLink('/读书 笔记.html', '/docs/')).toBe('/docs/%E8%AF%BB%E4%B9%A6%20%E7%AC%94%E8%AE%B0.html');
    expect(routeLink('/c#/', '/')).toBe('/c%23/');
    // What a path may hold stays as it is.
    expect(encodePath("/a-b_c.d~e!$&'()*+,;=:@/")).toBe("/a-b_c.d~e!$&'()*+,;=:@/");
    expect(encodePath('/[x]"<>`{}|^')).toBe('/%5Bx%5D%22%3C%3E%60%7B%7D%7C%5E');
    expect(encodePath('/a\uD800b')).toBe('/a%EF%BF%BDb');
    for (const route of [
      '/c#.html',
      '/why?.html',
      '/100%.html',
      '/x%41.html',
      '/读书 笔记.html',
      '/a+b&c=d.html',
      '/c#/basics.html',
    ]) {
      expect(decodePath(encodePath(route)), route).toBe(route);
      expect(new URL(encodePath(route), 'http://h').pathname, route).toBe(encodePath(route));
    }
    expect(decodePath('/100%.html')).toBeNull();
  });

  it('should encode each character as encodeURI does, with ? and # too, whichever way it takes', () => {
    const reference = (path: string) =>
      encodeURI(path.replace(/\p{Surrogate}/gu, '\uFFFD')).replace(/[?#]/g, (c) => (c === '?' ? '%3F' : '%23'));
    const chars = [...Array.from({ length: 128 }, (_, i) => String.fromCharCode(i)), 'é', '读', '\u2028', '😀'];
    for (const c of chars) {
      const path = `/guide/a${c}b.html`;
      expect(encodePath(path), JSON.stringify(c)).toBe(reference(path));
    }
  });

  it('links routes as clean URLs when asked, folders unchanged', () => {
    expect(routeToPath('/guide/demo.html', true)).toBe('/guide/demo');
    expect(routeToPath('/guide/demo.html', false)).toBe('/guide/demo.html');
    expect(routeToPath('/guide/', true)).toBe('/guide/');
    expect(routeLink('/guide/demo.html', '/docs/', true)).toBe('/docs/guide/demo');
    expect(routeLink('/', '/docs/', true)).toBe('/docs/');
    expect(routeLink('/a.html', '/')).toBe('/a.html');
  });

  it('handles the base', () => {
    expect(normalizeBase('docs')).toBe('/docs/');
    expect(withBase('/guide/', '/docs/')).toBe('/docs/guide/');
    expect(withBase('/guide/', '/')).toBe('/guide/');
    expect(stripBase('/docs/guide/', '/docs/')).toBe('/guide/');
    expect(stripBase('/docs', '/docs/')).toBe('/');
    expect(stripBase('/other/', '/docs/')).toBeNull();
  });

  it('resolves relative paths and refuses to leave the root', () => {
    expect(resolveRelative('guide/a.md', './b.md')).toBe('guide/b.md');
    expect(resolveRelative('guide/a.md', '../img/x.png')).toBe('img/x.png');
    expect(resolveRelative('guide/a.md', '/abs.md')).toBe('abs.md');
    expect(resolveRelative('guide/a.md', '../../x.md')).toBeNull();
  });
});

describe('localeOfRoute', () => {
  it('takes the longest matching locale prefix, whatever the order given', () => {
    expect(localeOfRoute('/zh/guide/a.html', ['/', '/zh/'])).toBe('/zh/');
    expect(localeOfRoute('/zh/guide/a.html', ['/zh/', '/'])).toBe('/zh/');
    expect(localeOfRoute('/zhx/a.html', ['/', '/zh/'])).toBe('/');
    expect(localeOfRoute('/guide/', [])).toBe('/');
  });
});
