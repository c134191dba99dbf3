// mayAutolink may say "no" only when GFM's autolink-literal extension would change nothing.
import fs from 'node:fs';
import path from 'node:path';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { describe, expect, it } from 'vitest';
import { mayAutolink } from '../../../../src/render/markdown/autolink-check.js';
import { REPO } from '../../../helpers/fixtures.js';

const withAutolink = (md: string) =>
  micromark(md, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });
const without = (md: string) =>
  micromark(md, {
    allowDangerousHtml: true,
    extensions: [gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem()],
    htmlExtensions: [gfmHtml()],
  });

const CASES: [name: string, md: string, may: boolean][] = [
  ['no URL at all', '# T\n\ntext\n', false],
  ['URL in prose', 'see https://example.com\n', true],
  ['e-mail in prose', 'mail me@example.com\n', true],
  ['URL only in a fence', 'text\n\n```bash\npnpm add @acme/x\ncurl https://x.y\n```\n', false],
  ['URL only in a tilde fence', '~~~\nwww.example.com\n~~~\n', false],
  ['URL after a fence closed by a longer fence', '```\ncode\n````\n\nsee https://x.com\n\n```\nmore\n```\n', true],
  ['URL after an indented closing fence', '```\ncode\n   ```\n\nsee https://x.com\n', true],
  [
    'fence line inside an HTML block, URL after it',
    '<div>\n```\n</div>\n\nSee https://x.com\n\n```\ncode\n```\n',
    true,
  ],
  [
    'unclosed fence in a container, URL after it',
    '::: tip\n```\ncode\n:::\n\nsee https://x.com\n\n```\nx\n```\n',
    true,
  ],
  ['indented fence in a list', '- item\n\n  ```\n  a@b.co\n  ```\n', true],
  ['backticks in the info string: not a fence', '``` a`b\nhttps://x.com\n```\n', true],
];

describe('mayAutolink', () => {
  it.each(CASES)('%s', (_, md, may) => {
    expect(mayAutolink(md)).toBe(may);
    if (!may) expect(without(md)).toBe(withAutolink(md));
  });

  it('says no only where the HTML is the same, over every page of the repository docs and vuepress-docs', () => {
    const roots = [path.join(REPO, 'docs'), path.join(REPO, '..', 'shared', 'corpora', 'vuepress-docs', 'docs')].filter(
      (d) => fs.existsSync(d),
    );
    let skipped = 0;
    for (const root of roots) {
      for (const file of fs
        .readdirSync(root, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.md'))) {
        const md = fs.readFileSync(path.join(root, file), 'utf8');
        if (mayAutolink(md)) continue;
        skipped++;
        expect(without(md), file).toBe(withAutolink(md));
      }
    }
    expect(skipped).toBeGreaterThan(0);
  });
});
