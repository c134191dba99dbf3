// The handbook's example plugin, copied from the handbook as it is, builds a site and does what the handbook
// says: a fence renderer with its stylesheet, extendPage, head, assets and buildEnd. The site imports
// `definePlugin` from the installed package (node_modules/bookdocs → this repository).
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { buildFailure } from '../helpers/build-failure.js';
import { read, writeTree } from '../helpers/fixtures.js';
import { handbookExample, writeExampleSite } from '../helpers/handbook-example.js';

describe("the handbook's example plugin", () => {
  let out: string;
  beforeAll(async () => {
    const plugin = handbookExample('example-plugin');
    const root = writeExampleSite(
      [plugin],
      {
        'plugins/reading-time-assets/style.css': '.shout { font-weight: bold; }\n',
        'site.config.json': JSON.stringify({
          title: 'Example',
          lastUpdated: false,
          plugins: [[`./${plugin.file}`, { wordsPerMinute: 2 }]],
        }),
        'docs/index.md': '# Home\n\nOne two three four five six seven eight.\n',
        'docs/loud.md': '# Loud\n\n```shout\nhello <world>\n```\n',
      },
      'bd-readme-plugin-',
    );
    out = path.join(root, 'dist');
    await build({ root });
  });

  it('renders its fence, escaped, links its stylesheet, and serves it', () => {
    const html = read(out, 'loud.html');
    expect(html).toContain('<p class="shout">HELLO &lt;WORLD&gt;</p>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/reading-time/style.css">');
    expect(read(out, 'assets/reading-time/style.css')).toContain('.shout');
    expect(read(out, 'index.html')).not.toContain('reading-time/style.css');
  });

  it('adds the reading time to every page, and its head element', () => {
    // "Home One two … eight": 9 words at 2 a minute.
    expect(read(out, 'index.html')).toContain('<p class="reading-time">5 min read</p>');
    expect(read(out, 'loud.html')).toContain('<meta name="reading-time" content="on">');
  });

  it('writes reading-times.json at the end of the build', () => {
    const list = JSON.parse(read(out, 'reading-times.json')) as { url: string; minutes: number }[];
    expect(list.map((p) => p.url).sort()).toEqual(['/', '/loud.html']);
    expect(list.find((p) => p.url === '/')?.minutes).toBe(5);
  });
});

describe("the handbook's TypeScript plugin with an options schema, as a plugin object in bookdocs.config.ts", () => {
  let root: string;
  const config = (options: string) =>
    `import { defineConfig } from 'bookdocs';\nimport wordCount from './plugins/word-count';\n\nexport default defineConfig({\n  title: 'Example',\n  lastUpdated: false,\n  plugins: [wordCount(${options})],\n});\n`;
  beforeAll(() => {
    // No node_modules/bookdocs: a config in code is compiled with `bookdocs` the running toolkit.
    const { file, code } = handbookExample('example-plugin-ts');
    root = writeTree({ [file]: code, 'docs/index.md': '# Home\n\nOne two three.\n' }, 'bd-readme-plugin-ts-');
  });

  it('builds, the options parsed with their defaults', async () => {
    fs.writeFileSync(path.join(root, 'bookdocs.config.ts'), config("{ label: 'Words' }"));
    await build({ root });
    // "Home One two three": 4 words.
    expect(read(path.join(root, 'dist'), 'index.html')).toContain('<p class="word-count">Words: 4</p>');
  });

  it('refuses a misspelt option at its line, with the one meant', async () => {
    fs.writeFileSync(path.join(root, 'bookdocs.config.ts'), config("{ lable: 'Words' }"));
    const err = await buildFailure(build({ root }));
    expect(err.diagnostics.filter((d) => d.rule === 'plugin-error')).toMatchObject([
      {
        line: 7,
        column: 25,
        message: 'plugin "word-count": options.lable: unknown option — did you mean "label"?',
        hint: 'rename it to "label"',
      },
    ]);
  });
});
