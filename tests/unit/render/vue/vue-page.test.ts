// Which Markdown pages are Vue templates (render/vue/vue-page.ts): as VitePress evaluates every page's
// template syntax, a page needs no `<script setup>` for its `{{ }}` or a `-vue` fence's to count.
import { describe, expect, it } from 'vitest';
import { compileVuePage, isVuePage } from '../../../../src/render/vue/vue-page.js';

describe('isVuePage', () => {
  it('is a page with <script setup> and template syntax', () => {
    expect(isVuePage('<script setup>\nconst a = 1\n</script>\n\n<p :title="a">x</p>\n')).toBe(true);
    // Vue's same-name shorthand (`:members` for `:members="members"`), as VitePress's docs write it.
    expect(
      isVuePage('<script setup>\nconst members = []\n</script>\n\n<VPTeamMembers size="small" :members />\n'),
    ).toBe(true);
    expect(isVuePage('<script setup>\nconst a = 1\n</script>\n\n<p style="color:red">x: y</p>\n')).toBe(false);
  });

  it('is a page whose <script setup> imports a stylesheet (its chunk bundles it, as VitePress applies it)', () => {
    expect(isVuePage("<script setup>\nimport './home-links.css'\n</script>\n\n<HomeSponsors />\n")).toBe(true);
    expect(isVuePage('<script setup>\nimport styles from "../theme/a.css"\n</script>\n\n# T\n')).toBe(true);
    // Not a stylesheet, not a setup script, or only in code: as before.
    expect(isVuePage("<script setup>\nimport Card from './Card.vue'\n</script>\n\n<Card />\n")).toBe(false);
    expect(isVuePage("<script>\nimport './a.css'\n</script>\n\n# T\n")).toBe(false);
    expect(isVuePage("# T\n\n```md\n<script setup>\nimport './a.css'\n</script>\n```\n")).toBe(false);
  });

  it('is a page with {{ }} outside code, without a script', () => {
    expect(isVuePage('# T\n\nVersion {{ $frontmatter.version }}\n')).toBe(true);
  });

  it('is a page whose -vue fence interpolates', () => {
    expect(isVuePage('# T\n\n```html-vue\n<script src="x@{{ $frontmatter.v }}"></script>\n```\n')).toBe(true);
  });

  it('is not a page whose {{ }} is only in code', () => {
    expect(isVuePage('# T\n\n`{{ a }}`\n\n```html\n{{ b }}\n```\n\n```js-vue\nno braces\n```\n')).toBe(false);
  });
});

describe('compileVuePage', () => {
  it('compiles a page without a script into a component without setup', () => {
    const { code } = compileVuePage('# T\n\n{{ $frontmatter.a }}\n', '/x/page.md', 'abcd1234');
    expect(code).toContain('const _sfc_main = {};');
    expect(code).toContain('export default _sfc_main;');
  });
});
