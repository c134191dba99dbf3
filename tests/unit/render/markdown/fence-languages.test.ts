// The languages a page's code fences name, read without a Markdown parser.
import { describe, expect, it } from 'vitest';
import {
  PLAIN_LANGUAGES,
  fenceLanguages,
  highlightedLanguages,
} from '../../../../src/render/markdown/fence-languages.js';

describe('fence-languages', () => {
  it('should support backtick and tilde fences, lower-casing names', () => {
    expect(fenceLanguages('```js\n```\n~~~ Python\n~~~')).toEqual(['js', 'python']);
  });

  it('should support longer fences and indented fences', () => {
    expect(fenceLanguages('````ts\n````')).toEqual(['ts']);
    expect(fenceLanguages('- a\n  ```go\n  ```')).toEqual(['go']);
  });

  it('should support names with +, # and -, without line ranges or titles', () => {
    expect(fenceLanguages('  ```c++ {1}\n```')).toEqual(['c++']);
    expect(fenceLanguages('```c#\n```\n```objective-c title="x"\n```')).toEqual(['c#', 'objective-c']);
  });

  it('should not support fences without a language', () => {
    expect(fenceLanguages('```{1}\n```')).toEqual([]);
  });

  it('should not support backticks inside a line', () => {
    expect(fenceLanguages('x ```js')).toEqual([]);
  });

  it('should list each fence, repeats included', () => {
    expect(fenceLanguages('```text\n```\n```js\n```\n```TXT\n```\n```plain\n```')).toEqual([
      'text',
      'js',
      'txt',
      'plain',
    ]);
  });

  it('should leave out plain-text names from the languages to highlight', () => {
    expect(highlightedLanguages('```text\n```\n```js\n```\n```TXT\n```\n```plain\n```\n```plaintext\n```')).toEqual([
      'js',
    ]);
    expect([...PLAIN_LANGUAGES].sort()).toEqual(['', 'plain', 'plaintext', 'text', 'txt']);
  });

  // Reported: `\s*` after the fence also matches line endings, so a fence without a language takes the
  // first word of the next line, and a closing fence the first word after it:
  //   "```\nbash\n```" → ["bash"]; "```js\nx\n```\n\nparagraph" → ["js", "paragraph"].
  // The HTML is not affected (unknown names are plain), but extra grammars may load and pages group wrongly.
  it('should not take a word on the next line as the language', () => {
    expect(fenceLanguages('```\nbash\n```')).toEqual([]);
  });

  it('should not take the word after a closing fence as a language', () => {
    expect(fenceLanguages('```js\nx\n```\n\nparagraph')).toEqual(['js']);
    expect(fenceLanguages('  ```\t ts\nx\n  ```')).toEqual(['ts']);
  });
});
