// A Vue page's Markdown, once rendered, as the one Vue island it is shown by (render/vue/vue-page.ts):
// its HTML becomes the page's `vueTemplate` (the template compiled into its component's chunk at build
// time: render/vue/vue-page-template.ts; not in the page's data, which no browser reads it from), its
// `<style>` blocks stay outside (a Vue template drops them), and its props are the page's data, which
// `useData()` gives its setup and its components (src/client/vue/vitepress-data.ts).
import type { MarkdownResult } from '../markdown/index.js';
import type { ComponentRef, PropValue } from '../../shared/types.js';
import { VUE_ISLAND_DATA } from '../../shared/vue-page-name.js';

const STYLE = /<style\b[^>]*>[\s\S]*?<\/style>\s*/gi;

export interface VuePageData {
  frontmatter: Record<string, unknown>;
  title: string;
  description: string;
  /** The page's Markdown file in the docs folder (posix). */
  relativePath: string;
  base: string;
  lang: string;
}

/** Make `md` (the page's Markdown, rendered) the island of the Vue page component `name`. */
export function asVuePage(md: MarkdownResult, name: string, data: VuePageData): void {
  const styles = md.html.match(STYLE) ?? [];
  const template = md.html.replace(STYLE, '');
  // The frontmatter as JSON would carry it (dates as strings), as VitePress's page data does.
  const frontmatter = JSON.parse(JSON.stringify(data.frontmatter)) as Record<string, PropValue>;
  const index =
    md.components.push({
      name,
      props: {
        frontmatter,
        page: {
          title: data.title,
          description: data.description,
          relativePath: data.relativePath,
          filePath: data.relativePath,
          frontmatter,
        },
        site: { base: data.base, lang: data.lang },
      },
    }) - 1;
  md.vueTemplate = template;
  md.html = `${styles.join('')}<div class="bd-island" data-bd-island="${index}"></div>`;
}

/**
 * Each island of a Vue component in `components` (`vue`: their names) gets its page's language, base,
 * title and file, which `useData()` gives it as VitePress's does (a component that shows its text in
 * the page's language); the frontmatter only a Vue page's island carries.
 */
export function withVuePageData(
  components: ComponentRef[],
  vue: ReadonlySet<string>,
  data: Omit<VuePageData, 'frontmatter'>,
): void {
  const value = {
    page: {
      title: data.title,
      description: data.description,
      relativePath: data.relativePath,
      filePath: data.relativePath,
    },
    site: { base: data.base, lang: data.lang },
  };
  for (const ref of components) if (vue.has(ref.name)) ref.props = { ...ref.props, [VUE_ISLAND_DATA]: value };
}
