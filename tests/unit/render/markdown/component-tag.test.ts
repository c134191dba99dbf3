// Component tags as authors write them, and their attributes as typed props.
import { describe, expect, it } from 'vitest';
import { componentProps, scanComponentTag } from '../../../../src/render/markdown/component-tag.js';

describe('component-tag', () => {
  it('should read opening, self-closing and closing tags, a `>` in quotes or braces included', () => {
    expect(scanComponentTag('<Pill text="a > b" n={{ a: ">" }} flag />')).toMatchObject({
      kind: 'self',
      name: 'Pill',
      attributes: [
        { name: 'text', value: { kind: 'string', text: 'a > b', offset: 12 } },
        { name: 'n', value: { kind: 'expression', text: '{ a: ">" }' } },
        { name: 'flag' },
      ],
    });
    expect(scanComponentTag("<Callout type='tip'>")).toMatchObject({ kind: 'open', name: 'Callout', end: 20 });
    expect(scanComponentTag('</Callout >')).toEqual({ kind: 'close', name: 'Callout', end: 11 });
  });

  it('should say when the text ends inside a tag, and when it is no tag', () => {
    expect(scanComponentTag('<Pill data={[1, 2')).toEqual({ kind: 'incomplete' });
    expect(scanComponentTag('<Pill text="x')).toEqual({ kind: 'incomplete' });
    expect(scanComponentTag('<pill />')).toEqual({ kind: 'invalid' });
    expect(scanComponentTag('<Pill a="1"b />')).toEqual({ kind: 'invalid' });
    expect(scanComponentTag('</Pill x>')).toEqual({ kind: 'invalid' });
  });

  it('should type props: strings, `flag` true, unquoted numbers and booleans, literals', () => {
    const tag = scanComponentTag('<C s="3" flag n=3 b=false w=wide data={[1, "a"]} o={{ k: true }} />');
    if (tag.kind !== 'self') throw new Error('not a tag');
    expect(componentProps('C', tag.attributes)).toEqual({
      props: { s: '3', flag: true, n: 3, b: false, w: 'wide', data: [1, 'a'], o: { k: true } },
      problems: [],
    });
  });

  it('should not pass the props React keeps (`key`, `ref`) or `__proto__`', () => {
    const tag = scanComponentTag('<C key="a" ref="b" __proto__={{}} x="1" />');
    if (tag.kind !== 'self') throw new Error('not a tag');
    const { props, problems } = componentProps('C', tag.attributes);
    expect(props).toEqual({ x: '1' });
    expect(problems.map((p) => [p.message, p.offset])).toEqual([
      ['<C>: "key" cannot be a prop (React keeps it)', 3],
      ['<C>: "ref" cannot be a prop (React keeps it)', 11],
      ['<C>: "__proto__" cannot be a prop', 19],
    ]);
  });

  it('should report a value it cannot read at its offset, with a hint, and leave the prop out', () => {
    const tag = scanComponentTag('<Chart data={foo()} ok="1" />');
    if (tag.kind !== 'self') throw new Error('not a tag');
    const { props, problems } = componentProps('Chart', tag.attributes);
    expect(props).toEqual({ ok: '1' });
    expect(problems).toEqual([
      {
        message: '<Chart> prop "data" cannot be read: `foo` is not a literal value: no code is run in a page',
        hint: 'write a literal value: data={3}, data={true}, data={["a", "b"]} or data={{ key: "value" }}; no code is run in a page',
        offset: 13,
      },
    ]);
  });
});
