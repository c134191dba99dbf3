// The one decision both servers make on a request path: decoded once, or refused.
import { describe, expect, it } from 'vitest';
import { pathUnder, requestPath } from '../../../src/server/request-path.js';

describe('request paths', () => {
  it('should decode every escape once, reserved characters included', () => {
    expect(requestPath('/c%23.html')).toEqual({ path: '/c#.html', segments: ['c#.html'] });
    expect(requestPath('/why%3F.html?x=1')).toEqual({ path: '/why?.html', segments: ['why?.html'] });
    expect(requestPath('/100%25.html')?.path).toBe('/100%.html');
    expect(requestPath('/x%2541.html')?.path).toBe('/x%41.html');
    expect(requestPath('/%E8%AF%BB%E4%B9%A6%20%E7%AC%94%E8%AE%B0.html')?.path).toBe('/读书 笔记.html');
    expect(requestPath('/c++.html')?.path).toBe('/c++.html');
    expect(requestPath('/guide/')).toEqual({ path: '/guide/', segments: ['guide'] });
    expect(requestPath('/')).toEqual({ path: '/', segments: [] });
    expect(requestPath('//guide//a.html')?.path).toBe('/guide/a.html');
  });

  it('should not serve hidden files or dot-segments in any encoding', () => {
    for (const p of [
      '/.env',
      '/%2eenv',
      '/%2Eenv',
      '/%2E%67it/config',
      '/a/%2e%2e/b',
      '/a/..%2fb',
      '/a/%2e%2e%5cb',
      '/.',
      '/a/./b',
      '/..',
      '/.well-known/x',
    ]) {
      expect(requestPath(p), p).toBeNull();
    }
  });

  it('should not serve a path encoded twice, a NUL, a backslash or a malformed escape', () => {
    for (const p of [
      '/%252eenv',
      '/%252Egit%252Fconfig',
      '/a%255cb',
      '/a%2500',
      '/a%00b',
      '/%00',
      '/a%5cb',
      '/a\\b',
      '/100%.html',
      '/%E8%AF',
      '/%zz',
    ]) {
      expect(requestPath(p), p).toBeNull();
    }
  });

  it('should not serve a proxy request (absolute-form target)', () => {
    expect(requestPath('http://example.com/a.html')).toBeNull();
    expect(requestPath('*')).toBeNull();
  });

  it('should take the part under a prefix, segment by segment', () => {
    const p = (s: string) => requestPath(s)!;
    expect(pathUnder(p('/docs/guide/a.html'), '/docs/')).toEqual({
      path: '/guide/a.html',
      segments: ['guide', 'a.html'],
    });
    expect(pathUnder(p('/docs/guide/'), '/docs/')?.path).toBe('/guide/');
    expect(pathUnder(p('/docs'), '/docs/')?.path).toBe('/');
    expect(pathUnder(p('/docs/'), '/docs/')?.path).toBe('/');
    expect(pathUnder(p('/docsx/a.html'), '/docs/')).toBeNull();
    expect(pathUnder(p('/a.html'), '/docs/')).toBeNull();
    expect(pathUnder(p('/文档/a.html'), '/文档/')?.path).toBe('/a.html');
    expect(pathUnder(p('/a/b'), '/')?.path).toBe('/a/b');
  });
});
