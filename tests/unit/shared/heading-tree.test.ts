// Headings as a tree (the `[[toc]]` list and the outline): nested under the closest preceding lower level.
import { describe, expect, it } from 'vitest';
import { headingTree, type HeadingNode } from '../../../src/shared/heading-tree.js';
import type { Header } from '../../../src/shared/types.js';

const h = (level: number, title: string): Header => ({ level, title, slug: title });
/** A tree as `title(children…)`, to compare shapes at a glance. */
const shape = (nodes: HeadingNode[]): string =>
  nodes.map((n) => `${n.header.title}${n.children.length ? `(${shape(n.children)})` : ''}`).join(' ');

describe('headingTree', () => {
  it('should nest each heading under the closest preceding heading of a lower level', () => {
    const headers = [h(2, 'a'), h(3, 'a1'), h(4, 'a1x'), h(3, 'a2'), h(2, 'b'), h(4, 'b-deep'), h(3, 'b1')];
    expect(shape(headingTree(headers, [2, 6]))).toBe('a(a1(a1x) a2) b(b-deep b1)');
  });

  it('should keep only the levels in range', () => {
    const headers = [h(2, 'a'), h(3, 'a1'), h(4, 'a1x'), h(2, 'b')];
    expect(shape(headingTree(headers, [2, 3]))).toBe('a(a1) b');
    expect(shape(headingTree(headers, [2, 2]))).toBe('a b');
    expect(shape(headingTree(headers, [3, 4]))).toBe('a1(a1x)');
  });

  it('should put a heading with no lower level before it at the top', () => {
    expect(shape(headingTree([h(3, 'early'), h(2, 'a'), h(3, 'a1')], [2, 3]))).toBe('early a(a1)');
    expect(headingTree([], [2, 3])).toEqual([]);
  });
});
