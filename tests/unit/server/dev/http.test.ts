import { describe, expect, it } from 'vitest';
import { dataFileToRoute } from '../../../../src/server/dev/http.js';

describe('dev server data chunks', () => {
  it('should map data chunks back to routes', () => {
    expect(dataFileToRoute('/assets/pages/guide/demo.json')).toBe('/guide/demo.html');
    expect(dataFileToRoute('/assets/pages/guide/index.json')).toBe('/guide/');
    expect(dataFileToRoute('/assets/pages/index.json')).toBe('/');
    expect(dataFileToRoute('/assets/main.js')).toBeUndefined();
  });
});
