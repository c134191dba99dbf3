import { describe, expect, it } from 'vitest';
import { loadPage } from '../../../../src/render/page/page.js';
import { quickTitle } from '../../../../src/render/page/quick-title.js';

const parsedTitle = async (source: string) => {
  const page = await loadPage('guide/some-page.md', source, {
    base: '/',
    components: new Set(),
    label: 'x.md',
    highlight: false,
  });
  return [page.title, page.hasTitle];
};

describe('quick titles (sidebar text before a page is parsed)', () => {
  it('should take the frontmatter title, else the first # heading outside code', () => {
    expect(quickTitle('---\ntitle: "Hello: world"\n---\n# H1\n')).toBe('Hello: world');
    expect(quickTitle('---\ndescription: x\n---\n\n```md\n# not this\n```\n# The *real* one {#id}\n')).toBe(
      'The real one',
    );
    expect(quickTitle('# [Linked](./x.md) title\n')).toBe('Linked title');
    expect(quickTitle('## First\n\n# Title\n')).toBe('Title');
  });

  it('should take the first heading of another level when there is no # heading', () => {
    expect(quickTitle('just text\n## Starts at two\n### Three\n')).toBe('Starts at two');
    expect(quickTitle('```\n## in code\n```\n#### Four\n')).toBe('Four');
  });

  it('should give a home page no title from its sections, and a page without headings none', () => {
    expect(quickTitle('---\nhome: true\n---\nno heading\n')).toBe('');
    expect(quickTitle('---\nhome: true\n---\n## Features\n')).toBe('');
    expect(quickTitle('just text\n')).toBeUndefined();
  });

  it('should agree with the title the parse gives', async () => {
    for (const source of [
      '# One\n',
      '## Two {#x}\n\ntext\n',
      'text\n\n### Three\n\n# Real\n',
      'no heading\n',
      '---\nhome: true\n---\n## Features\n',
    ]) {
      const quick = quickTitle(source);
      const [title] = await parsedTitle(source);
      expect(quick ?? 'some-page', source).toBe(title);
    }
  });

  it('should count a heading of any level as the page having a title (check: missing-title)', async () => {
    expect(await parsedTitle('## Only a section\n')).toEqual(['Only a section', true]);
    expect(await parsedTitle('no heading at all\n')).toEqual(['some-page', false]);
  });
});
