// What a project's Vue component gets when it imports `vitepress` (its runtime API), so that the
// components of a theme render: `useData()` with empty site and page data for now, `withBase`,
// `inBrowser`, `useRoute()` and `useRouter()` over the browser's location. Not VitePress itself: its
// package (with Vite) is neither bundled nor needed.
import { ref } from 'vue';

export const inBrowser = typeof document !== 'undefined';

export function withBase(path: string): string {
  return path;
}

export function useData() {
  return {
    site: ref({ base: '/', title: '', description: '', lang: 'en-US', themeConfig: {} }),
    page: ref({ title: '', description: '', frontmatter: {}, relativePath: '' }),
    frontmatter: ref({}),
    params: ref({}),
    theme: ref({}),
    title: ref(''),
    description: ref(''),
    lang: ref('en-US'),
    localeIndex: ref('root'),
    isDark: ref(false),
  };
}

export function useRoute() {
  return { path: inBrowser ? location.pathname : '/', data: {} };
}

export function useRouter() {
  return {
    route: useRoute(),
    go: (to: string) => {
      if (inBrowser) location.href = to;
    },
  };
}
