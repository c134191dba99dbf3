import { describe, expect, it } from 'vitest';
import { jsonPath, jsonPositions } from '../../../../src/render/site/json-position.js';

describe('json positions', () => {
  const text = '{\n  "a": [1, {"b": "x"}],\n  "c": "y"\n}';

  it('should give the line and column of every value by path', () => {
    const pos = jsonPositions(text);
    expect(pos.value(['a', 1, 'b'])).toEqual({ line: 2, column: 18 });
    expect(pos.value(['c'])).toEqual({ line: 3, column: 8 });
    expect(pos.value(['nope'])).toBeUndefined();
  });

  it('should give the position of a key, and of an array item for its index', () => {
    const pos = jsonPositions(text);
    expect(pos.key(['a', 1, 'b'])).toEqual({ line: 2, column: 13 });
    expect(pos.key(['a', 0])).toEqual({ line: 2, column: 9 });
  });

  it('should fall back to the nearest enclosing value', () => {
    const pos = jsonPositions(text);
    expect(pos.nearest(['a', 1, 'missing'])).toEqual({ line: 2, column: 12 });
    expect(pos.nearest(['x', 'y'])).toEqual({ line: 1, column: 1 });
  });

  it('should keep what it read of broken input', () => {
    expect(jsonPositions('{"a": [}}]}').value(['a'])).toEqual({ line: 1, column: 7 });
    expect(jsonPositions('').nearest(['a'])).toEqual({ line: 1, column: 1 });
  });

  it('should write paths the way messages show them', () => {
    expect(jsonPath(['navbar', 1, 'children', 0, 'link'])).toBe('navbar[1].children[0].link');
    expect(jsonPath([])).toBe('');
  });
});
