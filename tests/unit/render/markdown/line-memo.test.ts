// memoizeLines: a line is tokenised once per state it starts in, and the tokens are the same as
// without the memo, including for the same text in different states (inside a comment, a string,
// an embedded language).
import { createCssVariablesTheme, createHighlighter, type Highlighter } from 'shiki';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoizeLines } from '../../../../src/render/markdown/line-memo.js';

const THEME = createCssVariablesTheme({
  name: 'memo-test',
  variablePrefix: '--t-',
  variableDefaults: {},
  fontStyle: true,
});
const LANGS = ['ts', 'html', 'bash', 'md', 'vue'] as const;

const BLOCKS: [lang: (typeof LANGS)[number], code: string][] = [
  ['ts', 'import { a } from "a";\nconst x = 1;\n/*\nconst x = 1;\nimport { a } from "a";\n*/\nconst x = 1;\n'],
  ['ts', 'const s = `\nconst x = 1;\n${x}\n`;\nconst x = 1;\n'],
  ['ts', 'import { a } from "a";\nconst x = 1;\n'],
  ['ts', 'function f() {\n  const x = 1;\n}\nconst x = 1;\n*/\n'],
  [
    'html',
    '<div>\nconst x = 1;\n<script>\nconst x = 1;\n</script>\n<style>\nconst x = 1;\n</style>\nconst x = 1;\n</div>',
  ],
  ['bash', 'cat <<EOF\nnpm install\nEOF\nnpm install\necho "\nnpm install\n"\n'],
  ['md', '# Title\n\n```ts\nconst x = 1;\n```\n\nconst x = 1;\n\n```bash\nnpm install\n```\nnpm install\n'],
  [
    'vue',
    '<script setup lang="ts">\nconst x = 1;\n</script>\n\n<template>\n  <div>{{ x }}</div>\n</template>\n\nconst x = 1;\n',
  ],
];

let plain: Highlighter;
let memo: Highlighter;
const calls = { plain: 0, memo: 0 };

function countCalls(h: Highlighter, key: keyof typeof calls): void {
  for (const lang of LANGS) {
    const grammar = h.getLanguage(lang);
    const tokenize = grammar.tokenizeLine2.bind(grammar);
    grammar.tokenizeLine2 = (...args) => {
      calls[key]++;
      return tokenize(...args);
    };
  }
}

beforeAll(async () => {
  const make = () => createHighlighter({ themes: [THEME], langs: [...LANGS] });
  [plain, memo] = await Promise.all([make(), make()]);
  countCalls(plain, 'plain');
  countCalls(memo, 'memo');
  for (const lang of LANGS) memoizeLines(memo.getLanguage(lang));
});

const tokens = (h: Highlighter, lang: (typeof LANGS)[number], code: string) =>
  h.codeToTokensBase(code, { lang, theme: THEME, tokenizeTimeLimit: 0 });

describe('memoizeLines', () => {
  it('gives the same tokens as tokenising every line, twice over the same blocks', () => {
    for (let round = 0; round < 2; round++) {
      for (const [lang, code] of BLOCKS)
        expect(tokens(memo, lang, code), `${lang}: ${code}`).toEqual(tokens(plain, lang, code));
    }
  });

  it('tokenises a line once per state it starts in', () => {
    const before = { ...calls };
    const code = 'let once = 42;\nlet once = 42;\nlet once = 42;\n/*\nlet once = 42;\n*/';
    for (let i = 0; i < 5; i++) {
      expect(tokens(memo, 'ts', code)).toEqual(tokens(plain, 'ts', code));
    }
    // Without the memo every line of every round; with it, one per (state, line) not seen before:
    // the new line at the start of a block, after itself and in a comment, and at most `/*`, `*/`.
    expect(calls.plain - before.plain).toBe(30);
    expect(calls.memo - before.memo).toBeGreaterThanOrEqual(3);
    expect(calls.memo - before.memo).toBeLessThanOrEqual(5);
  });

  it('memoizes a grammar once', () => {
    const grammar = memo.getLanguage('ts');
    const wrapped = grammar.tokenizeLine2;
    memoizeLines(grammar);
    expect(grammar.tokenizeLine2).toBe(wrapped);
  });
});
