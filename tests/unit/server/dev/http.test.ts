import { describe, expect, it } from 'vitest';
import { dataFileToRoute } from '../../../../src/server/dev/http.js';
import { routeToDataFile } from '../../../../src/shared/routes.js';

describe('dev server data chunks', () => {
  it('should map data chunks back to routes', () => {
    expect(dataFileToRoute('/assets/pages/guide~1demo.json')).toBe('/guide/demo.html');
    expect(dataFileToRoute('/assets/pages/guide~1index.json')).toBe('/guide/');
    expect(dataFileToRoute('/assets/pages/index.json')).toBe('/');
    expect(dataFileToRoute('/assets/main.js')).toBeUndefined();
    for (const route of ['/a~/b.html', '/a/~b.html', '/a~1b.html', '/a/1b.html', '/指南/开始.html', '/a/', '/'])
      expect(dataFileToRoute(`/${routeToDataFile(route)}`)).toBe(route);
  });
});
