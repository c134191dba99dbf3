// tableSyntax tries the table construct only on lines a delimiter row follows: the HTML must be the
// same as with micromark-extension-gfm-table tried everywhere.
import fs from 'node:fs';
import path from 'node:path';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { describe, expect, it } from 'vitest';
import { tableSyntax } from '../../../../src/render/markdown/table-guard.js';
import { REPO } from '../../../helpers/fixtures.js';

const everywhere = (md: string) =>
  micromark(md, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });
const guarded = (md: string) => {
  const tables = tableSyntax(md);
  const rest = [gfmAutolinkLiteral(), gfmFootnote(), gfmStrikethrough(), gfmTaskListItem()];
  return micromark(md, {
    allowDangerousHtml: true,
    extensions: [...rest, ...(tables ? [tables] : [])],
    htmlExtensions: [gfmHtml()],
  });
};

const CASES: [name: string, md: string][] = [
  ['a table', '| a | b |\n| --- | --- |\n| 1 | 2 |\n'],
  ['no outer pipes', 'a | b\n-- | --\nc | d\n'],
  ['alignment', '| l | c | r |\n|:--|:-:|--:|\n| 1 | 2 | 3 |\n'],
  ['on the first line, no final newline', '| a |\n| - |\n| 1 |'],
  ['interrupting a paragraph', 'Some prose\nand more\n| a | b |\n| - | - |\n| 1 | 2 |\n'],
  ['body rows end at a blank line', '| a |\n| - |\n| 1 |\n| 2 |\n\n| 3 |\n'],
  ['a body row that looks like a delimiter row', '| a |\n| - |\n| - |\n| 1 |\n'],
  ['two tables', '| a |\n| - |\n| 1 |\n\ntext\n\n| b | c |\n| - | - |\n'],
  ['in a blockquote', '> | a | b |\n> | - | - |\n> | 1 | 2 |\n'],
  ['lazy line after a table in a blockquote', '> | a |\n> | - |\nb |\n'],
  ['in a list item', '- | a |\n  | - |\n  | 1 |\n- next\n'],
  ['in an ordered list, after a paragraph', '1. item\n\n   | a | b |\n   | - | - |\n   | 1 | 2 |\n'],
  ['in a blockquote in a list', '- > | a |\n  > | - |\n  > | 1 |\n'],
  ['in a footnote definition', 'Text[^1]\n\n[^1]: note\n\n    | a |\n    | - |\n    | 1 |\n'],
  ['CRLF line endings', '| a | b |\r\n| - | - |\r\n| 1 | 2 |\r\n'],
  ['CR line endings', '| a | b |\r| - | - |\r| 1 | 2 |\r'],
  ['tab before the delimiter row', '| a |\n\t| - |\n'],
  ['indented code, not a table', '    | a |\n    | - |\n'],
  ['cell count mismatch', '| a | b |\n| - |\n| 1 | 2 |\n'],
  ['setext underline under a pipe line', 'a | b\n---\n'],
  ['thematic breaks and dashes', 'a\n\n---\n\n- - -\n\n-- | --\n'],
  ['escaped pipes', '| a \\| b | c |\n| --- | - |\n| `x|y` | 2 |\n'],
  ['pipes without a delimiter row', 'a | b | c\nd | e | f\n'],
  ['a single pipe line', '|\n-\n'],
  ['no hyphen anywhere', '| a |\n| : |\n'],
];

describe('tableSyntax', () => {
  it.each(CASES)('%s', (_, md) => {
    expect(guarded(md)).toBe(everywhere(md));
  });

  it('leaves the construct out of pages without a delimiter row', () => {
    expect(tableSyntax('# Title\n\nprose | with a pipe\n\n- a list\n')).toBeUndefined();
    expect(tableSyntax('| a |\n| - |\n')).toBeDefined();
  });

  it('gives the same HTML over every page of the repository docs and the real corpora', () => {
    const corpora = path.join(REPO, '..', 'shared', 'corpora');
    const roots = [path.join(REPO, 'docs'), path.join(corpora, 'vuepress-docs')].filter((d) => fs.existsSync(d));
    let pages = 0;
    let withTables = 0;
    for (const root of roots) {
      for (const file of fs.readdirSync(root, { recursive: true }).map(String)) {
        if (!file.endsWith('.md') || file.includes('node_modules')) continue;
        const md = fs.readFileSync(path.join(root, file), 'utf8');
        pages++;
        const html = everywhere(md);
        if (html.includes('<table>')) withTables++;
        expect(guarded(md), file).toBe(html);
      }
    }
    expect(pages).toBeGreaterThan(20);
    expect(withTables).toBeGreaterThan(0);
  });
});
