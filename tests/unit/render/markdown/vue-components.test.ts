// A Vue component's tag in Markdown: `:prop="literal"` props read as values, `<template #name>` slots
// with Markdown inside, directives left out with a warning; a React component's tags are read as before.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';

const render = (source: string, vue = ['Counter']) =>
  renderMarkdown(source, { file: 'a.md', base: '/', components: new Set(['Counter']), vue });

describe('Vue components in Markdown', () => {
  it('should support bound literal props and named slots holding Markdown', () => {
    const r = render(
      '<Counter :start="3" title="Clicks" :tags="[\'a\', \'b\']">\n\nSome **bold**\n\n<template #footer>\n\nFooter *md*\n\n</template>\n\n</Counter>\n',
    );
    expect(r.html).toBe('<div class="bd-island" data-bd-island="0"></div>\n');
    expect(r.components).toEqual([
      {
        name: 'Counter',
        props: { start: 3, title: 'Clicks', tags: ['a', 'b'] },
        children: '<p>Some <strong>bold</strong></p>\n<template #footer>\n<p>Footer <em>md</em></p>\n</template>',
      },
    ]);
    expect(r.warnings).toEqual([]);
  });

  it('should support a self-closing tag alone on its line', () => {
    expect(render('<Counter :start="5" />\n').components).toEqual([{ name: 'Counter', props: { start: 5 } }]);
  });

  it('should not run an expression or a listener: left out with a warning', () => {
    const r = render('<Counter :start="count + 1" @click="go" />\n');
    expect(r.components).toEqual([{ name: 'Counter', props: {} }]);
    expect(r.warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(/^<Counter> prop "start" cannot be read: /),
      '<Counter>: @click is left out (a page runs no code)',
    ]);
  });

  it('should not read `:prop` or `<template #x>` so for a React component', () => {
    const r = render('<Counter :start="3">\n\n<template #footer>\n\nx\n\n</template>\n\n</Counter>\n', []);
    expect(r.components[0]!.props).toEqual({ ':start': '3' });
    expect(r.components[0]!.children).not.toContain('<template #footer>');
  });
});
