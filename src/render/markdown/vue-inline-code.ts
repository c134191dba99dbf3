// Inline code of a Vue page (render/vue/vue-page.ts) marked `v-pre`, as VitePress marks it: its
// `{{ }}` is shown as written, while a `<code>` of the author's own HTML is template like the rest
// (VitePress interpolates there). Vue's compiler drops the attribute.
import type { HtmlExtension } from 'micromark-util-types';

export const vueInlineCode: HtmlExtension = {
  enter: {
    codeText() {
      // As micromark's own handler, which this one replaces.
      this.setData('inCodeText', true);
      this.tag('<code v-pre>');
    },
  },
};
