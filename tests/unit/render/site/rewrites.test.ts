// A VitePress config's `rewrites`: each page's path under srcDir → the path its route is made from.
import { describe, expect, it } from 'vitest';
import { compileRewrites } from '../../../../src/render/site/rewrites.js';

const rewrite = (rules: Parameters<typeof compileRewrites>[0], file: string) => compileRewrites(rules)!(file);

describe('rewrites', () => {
  it('should support a repeated parameter: a language folder served at the root', () => {
    const rules = { 'en/:rest*': ':rest*' };
    expect(rewrite(rules, 'en/index.md')).toBe('index.md');
    expect(rewrite(rules, 'en/guide/getting-started.md')).toBe('guide/getting-started.md');
    expect(rewrite(rules, 'zh/guide/a.md')).toBe('zh/guide/a.md');
  });

  it('should support named parameters, an unnamed regular expression group and exact paths', () => {
    expect(rewrite({ 'packages/:pkg/src/(.*)': ':pkg/index.md' }, 'packages/core/src/x/y.md')).toBe('core/index.md');
    expect(rewrite({ 'packages/:pkg/src/:slug*': ':pkg/:slug*' }, 'packages/pkg-a/src/foo.md')).toBe('pkg-a/foo.md');
    expect(rewrite({ 'packages/pkg-a/src/index.md': 'pkg-a/index.md' }, 'packages/pkg-a/src/index.md')).toBe(
      'pkg-a/index.md',
    );
    expect(rewrite({ ':dir/:name(\\d+)-:slug.md': ':dir/:slug.md' }, 'blog/12-hello.md')).toBe('blog/hello.md');
  });

  it('should try the rules in order, the first match winning, and match case-insensitively', () => {
    const rules = { 'guide/index.md': 'start.md', 'guide/:page': 'docs/:page' };
    expect(rewrite(rules, 'guide/index.md')).toBe('start.md');
    expect(rewrite(rules, 'Guide/a.md')).toBe('docs/a.md');
  });

  it('should support an optional parameter, left out with its slash when absent', () => {
    const rules = { 'v/:major/:rest?': 'version-:major/:rest?' };
    expect(rewrite(rules, 'v/2/a.md')).toBe('version-2/a.md');
    expect(rewrite(rules, 'v/2')).toBe('version-2');
  });

  it('should support a key that is a regular expression (^…), its groups numbered', () => {
    expect(rewrite({ '^docs/(.*)$': ':0' }, 'docs/a/b.md')).toBe('a/b.md');
  });

  it('should support a function, a path it returns nothing for staying where it is', () => {
    const fn = (id: string) =>
      id.startsWith('packages/') ? id.replace(/^packages\/([^/]+)\/src\//, '$1/') : undefined;
    expect(rewrite(fn, 'packages/pkg-b/src/bar.md')).toBe('pkg-b/bar.md');
    expect(rewrite(fn, 'index.md')).toBe('index.md');
  });

  it('should not support a pattern without a parameter name or with an unbalanced group', () => {
    expect(() => compileRewrites({ 'a/:': 'b' })).toThrow(TypeError);
    expect(() => compileRewrites({ 'a/(x': 'b' })).toThrow(TypeError);
    expect(compileRewrites({})).toBeUndefined();
  });
});
