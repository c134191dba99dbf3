import { describe, expect, it } from 'vitest';
import { fillComponentText, htmlText } from '../../../../src/render/agents/component-text.js';
import type { PageView } from '../../../../src/shared/types.js';

const page = {
  components: [
    { name: 'Chart', props: { data: '[1,2]' } },
    { name: 'Card', props: {}, children: '<p>x</p>' },
    { name: 'Chart', props: { data: '[3]' } },
  ],
} as unknown as PageView;

/** Each island as a stand-in renderer would give it: its index and props in a figure. */
const render = (p: PageView, i: number) =>
  `<figure><figcaption>Chart ${i}</figcaption><p>data ${String(p.components[i]!.props.data)} &amp; more</p></figure>`;

describe('fillComponentText', () => {
  it("replaces each mark with the text of its island's HTML: paragraphs alone on a line, a line inline", async () => {
    const md = '# A\n\n<!--bd:component Chart 0-->\n\nSee <!--bd:component Chart 1--> here.\n';
    expect(await fillComponentText(md, page, render)).toBe(
      '# A\n\nChart 0\n\ndata \\[1,2\\] & more\n\nSee Chart 2 data \\[3\\] & more here.\n',
    );
  });

  it('keeps a blockquote a blockquote, and leaves nothing for a mark with no island', async () => {
    const md = '# A\n\n> **TIP**\n>\n> <!--bd:component Chart 0-->\n\n<!--bd:component Chart 5-->\n\nEnd.\n';
    expect(await fillComponentText(md, page, render)).toBe(
      '# A\n\n> **TIP**\n>\n> Chart 0\n>\n> data \\[1,2\\] & more\n\nEnd.\n',
    );
  });
});

describe('fillComponentText with a component that throws', () => {
  it('reads it as nothing (its page reports the error)', async () => {
    const boom = () => {
      throw new Error('boom');
    };
    expect(await fillComponentText('# A\n\n<!--bd:component Chart 0-->\n\nEnd.\n', page, boom)).toBe('# A\n\nEnd.\n');
  });
});

describe('htmlText', () => {
  it('gives the text: blocks as paragraphs, <br> as a line break, cells spaced, scripts and comments out, syntax escaped', () => {
    expect(
      htmlText(
        '<div><h2>Title</h2><!-- x --><script>var a=1</script><p>One<br>two &lt;b&gt; *star* &#x4e2d;&#25991;</p><table><tr><td>a</td><td>b</td></tr></table></div>',
      ),
    ).toBe('Title\n\nOne\ntwo \\<b> \\*star\\* 中文\n\na b');
  });

  it('keeps links to pages and sites, leaves hidden parts out, and breaks where inline styles make blocks', () => {
    expect(
      htmlText(
        '<nav><ul><li><a href="https://uniapp.dcloud.net.cn/" style="display:flex"><span aria-hidden="true">U</span>' +
          '<span><span style="display:block">uni-app</span><span style="display:block">一套 Vue 代码</span></span></a></li>' +
          '<li><a href="javascript:void(0)">Not a link</a> <a href="/guide/x.html"><b>X</b> page</a></li></ul></nav>',
      ),
    ).toBe('[uni-app 一套 Vue 代码](https://uniapp.dcloud.net.cn/)\n\nNot a link [X page](/guide/x.html)');
  });

  it('gives images as images, and a space on each side of an inline box (a badge)', () => {
    expect(
      htmlText(
        '<figure style="display:flex"><img src="/images/qr.svg" alt="QR [demo]"/><img src="data:x" alt="no"/>' +
          '<figcaption><p><span style="display:inline-block">微信</span>小程序演示</p></figcaption></figure>',
      ),
    ).toBe('![QR \\[demo\\]](/images/qr.svg)\n\n微信 小程序演示');
  });
});
