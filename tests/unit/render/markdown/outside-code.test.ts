import { describe, expect, it } from 'vitest';
import { rewriteOutsideCode } from '../../../../src/render/markdown/outside-code.js';

const upper = (text: string) => text.toUpperCase();

describe('rewriteOutsideCode', () => {
  it('rewrites the text of lines with a tag, outside inline code, keeping every line', () => {
    expect(rewriteOutsideCode('a <b> `<c>` d\nplain text\n<e>', upper)).toBe('A <B> `<c>` D\nplain text\n<E>');
  });

  it('leaves fenced code as written, with tags in it', () => {
    const source = '<x>\n```html\n<y>\n```\n<z>';
    expect(rewriteOutsideCode(source, upper)).toBe('<X>\n```html\n<y>\n```\n<Z>');
  });
});
