// The handbook's example of pages from data and a data loader ("Pages from data and data loaders"),
// copied from the handbook as it is, builds a site and does what the handbook says: a page per author of
// authors.json listing the author's posts, and the blog's index listing every post, newest first.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { check } from '../../src/render/check/check.js';
import { read } from '../helpers/fixtures.js';
import { handbookExample, writeExampleSite } from '../helpers/handbook-example.js';

describe("the handbook's example of pages from data and a data loader", () => {
  let root: string;
  let out: string;
  beforeAll(async () => {
    const plugin = handbookExample('example-data-plugin');
    root = writeExampleSite(
      [plugin, handbookExample('example-data-component')],
      {
        'site.config.json': JSON.stringify({ title: 'Example', lastUpdated: false, plugins: [`./${plugin.file}`] }),
        'authors.json': JSON.stringify([
          { id: 'ada', name: 'Ada Lovelace', bio: 'Writes about engines.' },
          { id: 'alan', name: 'Alan Turing', bio: 'Writes about machines.' },
        ]),
        'docs/index.md': '# Home\n\nThe [blog](./blog/) and [Ada](./authors/ada.md).\n',
        'docs/blog/index.md': '# Blog\n\n<PostList />\n',
        'docs/blog/engines.md': '---\ntitle: Engines\ndate: 2024-02-01\nauthor: ada\n---\n\n# Engines\n',
        'docs/blog/notes.md': '---\ndate: 2024-05-20\nauthor: ada\n---\n\n# Notes on engines\n',
        'docs/blog/machines.md': '---\ndate: 2023-11-11\nauthor: alan\n---\n\n# Machines\n',
      },
      'bd-readme-data-',
    );
    out = path.join(root, 'dist');
    await build({ root });
  });

  it("makes a page per author, listing the author's posts", () => {
    const ada = read(out, 'authors/ada.html');
    expect(ada).toContain('<title>Ada Lovelace | Example</title>');
    expect(ada).toContain('<p>Writes about engines.</p>');
    expect(ada).toContain('<li><a href="/blog/notes.html">Notes on engines</a> (2024-05-20)</li>');
    expect(ada).toContain('<li><a href="/blog/engines.html">Engines</a> (2024-02-01)</li>');
    expect(ada).not.toContain('Machines');
    expect(read(out, 'authors/alan.html')).toContain(
      '<li><a href="/blog/machines.html">Machines</a> (2023-11-11)</li>',
    );
  });

  it("lists the blog's posts, newest first, where the component is", () => {
    expect(/<ul class="post-list">(.*?)<\/ul>/.exec(read(out, 'blog/index.html'))?.[1]).toBe(
      '<li><a href="/blog/notes.html">Notes on engines</a> <time>2024-05-20</time></li>' +
        '<li><a href="/blog/engines.html">Engines</a> <time>2024-02-01</time></li>' +
        '<li><a href="/blog/machines.html">Machines</a> <time>2023-11-11</time></li>',
    );
  });

  it('leaves check nothing to report', async () => {
    expect((await check({ root })).diagnostics).toEqual([]);
  });
});
