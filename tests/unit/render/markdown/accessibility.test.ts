// Accessibility findings while a page renders: each at its line and column, with a rule of its own, on
// the fast path and on the remark path alike; nothing for pages that are fine.
import { describe, expect, it } from 'vitest';
import { pageRenderer, renderMarkdown } from '../../../../src/render/markdown/index.js';
import { makeProcessors } from '../../../../src/render/markdown/unified/processors.js';
import { renderTree } from '../../../../src/render/markdown/unified/render-tree.js';
import { atRuleLevel, DiagnosticCollector, type Diagnostic } from '../../../../src/render/diagnostics.js';
import { stopsBuild } from '../../../../src/render/build-stopping.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set<string>() };

function findings(md: string) {
  return renderMarkdown(md, ctx)
    .warnings.filter((w) => w.rule?.startsWith('a11y-'))
    .map((w) => `${w.line}:${w.column} ${w.rule}`);
}

describe('accessibility findings', () => {
  it('should report a Markdown image without alt text, and not one with it', () => {
    expect(findings('# T\n\n![](./a.png)\n\n![A chart of build times](./b.png)\n')).toEqual(['3:1 a11y-image-alt']);
  });

  it('should report raw <img> without alt, and accept alt="" (decoration)', () => {
    const md = '# T\n\n<img src="./a.png">\n\n<p>x <img src="b.png" alt=""></p>\n\ntext <img src="c.png"> more\n';
    expect(findings(md)).toEqual(['3:1 a11y-image-alt', '7:6 a11y-image-alt']);
  });

  it('should report link texts that say nothing, in English and Chinese, and bare web addresses', () => {
    const md = [
      '# T',
      '',
      'See [here](./a.md), [点击这里](./b.md), [Read more…](./c.md) and [](./d.md).',
      '',
      'Go to [https://example.com/x](https://example.com/x) or https://example.org.',
      '',
      'The [install guide](./e.md), [![Logo of the project](./l.png)](./f.md).',
    ].join('\n');
    expect(findings(md)).toEqual([
      '3:5 a11y-link-text',
      '3:21 a11y-link-text',
      '3:37 a11y-link-text',
      '3:62 a11y-link-text',
      '5:7 a11y-link-text',
      '5:57 a11y-link-text',
    ]);
  });

  it('should report a heading that skips a level, counting the page title as h1', () => {
    const md = '# T\n\n## A\n\n#### B\n\n## C\n\n### D\n';
    expect(findings(md)).toEqual(['5:1 a11y-heading-level']);
    expect(findings('### Starts low\n')).toEqual(['1:1 a11y-heading-level']);
    expect(findings('Title\n=====\n\nPart\n----\n')).toEqual([]);
  });

  it('should name the skipped level in the message', () => {
    const w = renderMarkdown('# T\n\n## A\n\n#### B\n', ctx).warnings.find((x) => x.rule === 'a11y-heading-level');
    expect(w?.message).toBe('heading "B" is an h4 after an h2: level 3 is skipped');
    expect(w?.hint).toMatch(/^make it ###/);
  });

  it('should report ids given twice: a heading id, raw HTML ids, and both in one block', () => {
    const md = [
      '# T',
      '',
      '## Setup {#setup}',
      '',
      '<div id="setup">x</div>',
      '',
      '<span id="a"></span><span id="a"></span>',
      '',
      '## Other {#setup}',
    ].join('\n');
    expect(findings(md)).toEqual(['5:1 a11y-duplicate-id', '7:21 a11y-duplicate-id', '9:1 a11y-duplicate-id']);
    // Headings with the same text get ids of their own: no finding.
    expect(findings('# T\n\n## A\n\n## A\n')).toEqual([]);
  });

  it('should report an HTML table without header cells and an iframe without a title', () => {
    const md = [
      '# T',
      '',
      '<table><tr><td>a</td></tr></table>',
      '',
      '<table><tr><th>h</th></tr><tr><td>a</td></tr></table>',
      '',
      '<iframe src="https://example.com/v"></iframe>',
      '',
      '<iframe src="https://example.com/w" title="Demo video"></iframe>',
    ].join('\n');
    expect(findings(md)).toEqual(['3:1 a11y-table-header', '7:1 a11y-frame-title']);
  });

  it('should find the same on the remark path (a page with remark plugins)', async () => {
    const md = '# T\n\n## A\n\n#### B\n\n![](./a.png) [here](./x.md)\n';
    const plain = renderMarkdown(md, ctx).warnings.filter((w) => w.rule?.startsWith('a11y-'));
    expect(plain).toHaveLength(3);
    const page = pageRenderer(ctx);
    const noop = { name: 'noop', list: 'remarkPlugins' as const, plugin: () => undefined, options: [] };
    const remark = (await renderTree(md, page, makeProcessors([noop]), page.syntaxPlugins)).warnings;
    expect(remark.filter((w) => w.rule?.startsWith('a11y-')).map((w) => `${w.line}:${w.column} ${w.rule}`)).toEqual(
      plain.map((w) => `${w.line}:${w.column} ${w.rule}`),
    );
  });

  it('should say nothing about a page that is fine', () => {
    const md = [
      '# Install',
      '',
      'Read [the requirements](./req.md) first. ![A terminal running the installer](./t.png)',
      '',
      '## Steps',
      '',
      '### One',
      '',
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
    ].join('\n');
    expect(findings(md)).toEqual([]);
  });
});

describe('rule levels (config check.rules)', () => {
  const warning: Diagnostic = { severity: 'warning', rule: 'a11y-image-alt', message: 'm', file: 'a.md', line: 1 };

  it('should raise a warning rule to an error, or leave its findings out', () => {
    expect(atRuleLevel(warning, { 'a11y-image-alt': 'error' })?.severity).toBe('error');
    expect(atRuleLevel(warning, { 'a11y-image-alt': 'off' })).toBeUndefined();
    expect(atRuleLevel(warning, {})).toBe(warning);
  });

  it('should never lower an error', () => {
    const error: Diagnostic = { ...warning, severity: 'error', rule: 'broken-link' };
    expect(atRuleLevel(error, { 'broken-link': 'off' })).toBe(error);
  });

  it('should apply levels set after some findings were collected', () => {
    const found = new DiagnosticCollector();
    found.add(warning, { ...warning, rule: 'orphan-page' });
    found.setRuleLevels({ 'a11y-image-alt': 'error', 'orphan-page': 'off' });
    found.add({ ...warning, line: 2 });
    expect(found.all().map((d) => `${d.line} ${d.severity} ${d.rule}`)).toEqual([
      '1 error a11y-image-alt',
      '2 error a11y-image-alt',
    ]);
  });

  it('should not stop a build on an accessibility finding raised to an error (check fails on it)', () => {
    expect(stopsBuild({ ...warning, severity: 'error' })).toBe(false);
  });
});
