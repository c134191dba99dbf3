// vitepress-plugin-tabs syntax (`::: tabs` with `== label` tabs) read as that plugin reads it: nested
// tabs by their marker's length, containers a tab leaves open ended by the next tab, line numbers kept.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/render/markdown/index.js';
import { pluginTabs } from '../../../../src/render/markdown/plugin-tabs.js';

const ctx = { file: 'guide/page.md', base: '/', components: new Set<string>() };
const html = (source: string) => renderMarkdown(source, ctx).html;

/** The tabs' labels and the containers, in document order, with where each tabs group or container ends. */
function outline(out: string): string[] {
  return [
    ...out.matchAll(
      /<label for="[^"]+">([^<]*)<\/label>|<div class="(custom-block \w+|bd-tabs)"|<\/div><\/div><\/div>|<p>([^<]*)<\/p>/g,
    ),
  ].map((m) => m[1] ?? m[2] ?? (m[3] !== undefined ? `p:${m[3]}` : 'end'));
}

describe('vitepress-plugin-tabs syntax', () => {
  it('makes each `==` line a tab, its text up to the next one the pane', () => {
    const out = html('::: tabs\n== npm\nnpm i\n== pnpm\npnpm add\n:::\n\nafter\n');
    expect(out).not.toContain('==');
    expect(outline(out)).toEqual(['bd-tabs', 'npm', 'pnpm', 'p:npm i', 'p:pnpm add', 'end', 'p:after']);
  });

  it('ends a pane at the next tab even after an HTML block, which would run on without a blank line', () => {
    const out = html('::: tabs\n== a\n<center>\nA\n</center>\n== b\nB\n:::\n');
    expect(outline(out)).toEqual(['bd-tabs', 'a', 'b', 'p:B', 'end']);
    expect(out).not.toContain('::tab');
  });

  it('shares the state of tabs with the same `key:`', () => {
    expect(html('::: tabs key:provider\n== a\nA\n:::\n')).toContain('<div class="bd-tabs" data-group="provider">');
  });

  it('nests tabs by their marker length, inside containers, as on Vitest’s visual regression page', () => {
    const source = [
      '::: tip', // containers around and inside: their fences are renumbered
      'T',
      ':::',
      '',
      ':::: tabs key:env',
      '=== CI',
      '',
      '::: tabs key:provider',
      '== Playwright',
      'P',
      '== WebdriverIO',
      'W',
      ':::',
      '',
      '::: tip',
      'inner tip',
      ':::',
      '',
      '=== Cloud',
      '',
      '::: danger Secret',
      'D',
      ':::',
      '',
      '::::',
      '',
      'after',
    ].join('\n');
    expect(outline(html(source))).toEqual([
      'custom-block tip',
      'p:T',
      'bd-tabs',
      'CI',
      'Cloud',
      'bd-tabs',
      'Playwright',
      'WebdriverIO',
      'p:P',
      'p:W',
      'end',
      'custom-block tip',
      'p:inner tip',
      'custom-block danger',
      'p:D',
      'end',
      'p:after',
    ]);
  });

  it('ends a container a tab leaves open at the next tab, as Vitest’s browser page leaves its code groups', () => {
    const source = [
      '::: warning',
      'Install one:',
      '',
      '::: tabs key:provider',
      '== Playwright',
      '::: code-group',
      '```bash [npm]',
      'npm i playwright',
      '```',
      '== WebdriverIO',
      '',
      '::: code-group',
      '```bash [npm]',
      'npm i webdriverio',
      '```',
      ':::',
      '',
      'after',
    ].join('\n');
    const out = html(source);
    expect(out).not.toContain('==');
    expect(outline(out)).toEqual([
      'custom-block warning',
      'p:Install one:',
      'bd-tabs',
      'Playwright',
      'WebdriverIO',
      'bd-tabs',
      'npm',
      'end',
      'bd-tabs',
      'npm',
      'end',
      'end',
      'p:after',
    ]);
    // Every line keeps its number: the container's end took the blank line after the tab's marker.
    expect(pluginTabs(source).split('\n')).toHaveLength(source.split('\n').length);
  });

  it('leaves pages without such tabs as they were, `==` in code and `@tab` tabs included', () => {
    for (const source of [
      '::: tip\n== not a tab\n:::\n',
      '```\n::: tabs\n== a\n:::\n```\n',
      '::: tabs\n@tab a\nA\n:::\n',
      'Title\n==\n',
    ])
      expect(pluginTabs(source)).toBe(source);
  });
});
