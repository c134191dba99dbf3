// URLs that would run code, read as a browser reads them (unsafe-url.ts).
import { describe, expect, it } from 'vitest';
import { unsafeScheme } from '../../../src/render/unsafe-url.js';

describe('unsafe URL schemes', () => {
  it.each([
    ['javascript:alert(1)', 'javascript'],
    [' JAVASCRIPT:alert(1)', 'javascript'],
    ['java\tscript:alert(1)', 'javascript'],
    ['java\nscr\ript:alert(1)', 'javascript'],
    ['\x01\x1f javascript:alert(1)', 'javascript'],
    ['&#106;avascript:alert(1)', 'javascript'],
    ['&#x6A;avascript:alert(1)', 'javascript'],
    ['&#106avascript:alert(1)', 'javascript'],
    ['javascript&colon;alert(1)', 'javascript'],
    ['jav&Tab;ascript:alert(1)', 'javascript'],
    ['vbscript:msgbox(1)', 'vbscript'],
    ['VBScript:msgbox(1)', 'vbscript'],
    ['data:text/html,<script>alert(1)</script>', 'data'],
    [' DATA:text/html;base64,PHNjcmlwdD4=', 'data'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data'],
  ])('should find %j runs code as a link', (url, scheme) => {
    expect(unsafeScheme(url)).toBe(scheme);
  });

  it.each([
    'https://example.com/javascript:x',
    '/guide/',
    './javascript.md',
    'javascript',
    'mailto:a@b.c',
    'tel:+1',
    '#data:x',
    'x-data:y',
    '//cdn.example/a.js',
  ])('should let %j be', (url) => {
    expect(unsafeScheme(url)).toBeUndefined();
  });

  it('should let an image be a data:image URL, and nothing that runs code', () => {
    expect(unsafeScheme('data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', 'image')).toBeUndefined();
    expect(unsafeScheme(' Data:Image/PNG;base64,iVBORw0KGgo=', 'image')).toBeUndefined();
    expect(unsafeScheme('data:text/html,x', 'image')).toBe('data');
    expect(unsafeScheme('javascript:alert(1)', 'image')).toBe('javascript');
  });
});
