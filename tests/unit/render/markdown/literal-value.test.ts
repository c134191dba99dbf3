// `{…}` prop values are read as data (a JSON5-like literal); nothing is evaluated.
import { describe, expect, it } from 'vitest';
import { parseLiteral } from '../../../../src/render/markdown/literal-value.js';

describe('literal-value', () => {
  it('should support numbers, strings, booleans and null', () => {
    expect(parseLiteral('3')).toEqual({ ok: true, value: 3 });
    expect(parseLiteral(' -1.5e2 ')).toEqual({ ok: true, value: -150 });
    expect(parseLiteral('0x1F')).toEqual({ ok: true, value: 31 });
    expect(parseLiteral('"a\\n\\"b\\u0041"')).toEqual({ ok: true, value: 'a\n"bA' });
    expect(parseLiteral("'it\\'s'")).toEqual({ ok: true, value: "it's" });
    expect(parseLiteral('true')).toEqual({ ok: true, value: true });
    expect(parseLiteral('false')).toEqual({ ok: true, value: false });
    expect(parseLiteral('null')).toEqual({ ok: true, value: null });
  });

  it('should support objects with bare or quoted keys, arrays, trailing commas and comments', () => {
    expect(parseLiteral('{ label: "Sales", "x-y": [1, 2, { z: null },], /* c */ ok: true, // end\n }')).toEqual({
      ok: true,
      value: { label: 'Sales', 'x-y': [1, 2, { z: null }], ok: true },
    });
    expect(parseLiteral('[]')).toEqual({ ok: true, value: [] });
  });

  it('should keep a `__proto__` key as data', () => {
    const r = parseLiteral('{ __proto__: { polluted: true } }');
    expect(r.ok && Object.getPrototypeOf(r.value)).toBe(Object.prototype);
    expect(r.ok && Object.keys(r.value as object)).toEqual(['__proto__']);
  });

  it('should not support code: calls, names, operators, templates', () => {
    expect(parseLiteral('foo()')).toEqual({
      ok: false,
      message: '`foo` is not a literal value: no code is run in a page',
      offset: 0,
    });
    expect(parseLiteral('[1, window]')).toMatchObject({ ok: false, offset: 4 });
    expect(parseLiteral('1 + 2')).toMatchObject({ ok: false, message: 'unexpected `+` after the value', offset: 2 });
    expect(parseLiteral('`a${b}`')).toMatchObject({ ok: false, offset: 0 });
    expect(parseLiteral('undefined')).toMatchObject({ ok: false });
    expect(parseLiteral('12px')).toMatchObject({ ok: false, message: '`12p` is not a number' });
  });

  it('should not support broken literals, at the place they break', () => {
    expect(parseLiteral('[1, 2')).toMatchObject({ ok: false, message: 'unclosed `[`', offset: 5 });
    expect(parseLiteral('{ a: 1')).toMatchObject({ ok: false, message: 'unclosed `{`' });
    expect(parseLiteral('{ a 1 }')).toMatchObject({
      ok: false,
      message: '`:` was expected after the key "a"',
      offset: 4,
    });
    expect(parseLiteral('"abc')).toMatchObject({ ok: false, message: 'unclosed string', offset: 0 });
    expect(parseLiteral('')).toMatchObject({ ok: false, message: 'a value is missing' });
  });
});
