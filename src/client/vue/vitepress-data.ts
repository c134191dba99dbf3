// What a project's Vue component or Vue page gets when it imports `vitepress` (its runtime API):
// `useData()` with the page's data where a Vue page provides it (vue-root.ts: its frontmatter, page,
// site and language; empty values elsewhere) and the site's theme config (`theme`, everywhere: the
// project's `themeConfig`, its page's locale's laid over it), `withBase`, `inBrowser`, `useRoute()`
// and `useRouter()` over the browser's location. Not VitePress itself: its package (with Vite) is
// neither bundled nor needed.
import { computed, getCurrentInstance, inject, ref } from 'vue';
import themeConfigs from 'bookdocs:vitepress-theme-config';

/** The key a Vue page provides its data under: `{ frontmatter, page, site }`. */
export const VITEPRESS_DATA = Symbol.for('bookdocs.vitepressData');

export const inBrowser = typeof document !== 'undefined';

interface ProvidedData {
  frontmatter?: Record<string, unknown>;
  page?: { title?: string; description?: string; relativePath?: string; frontmatter?: Record<string, unknown> };
  site?: { base?: string; lang?: string; title?: string; description?: string };
}

const provided = (): ProvidedData => (getCurrentInstance() ? inject<ProvidedData>(VITEPRESS_DATA, {}) : {});

/** The site's base ('/' where no Vue page says otherwise). */
function siteBase(): string {
  return provided().site?.base ?? '/';
}

export function withBase(path: string): string {
  const base = siteBase();
  return /^[a-z][a-z\d+.-]*:|^\/\//i.test(path) || !path.startsWith('/') ? path : `${base.replace(/\/$/, '')}${path}`;
}

function isDarkNow(): boolean {
  return inBrowser && document.documentElement.classList.contains('dark');
}

/** The theme config of the page at `relativePath` (its locale's keys over the root's). */
function themeConfigOf(relativePath: string): Record<string, unknown> {
  const locale = Object.keys(themeConfigs.locales ?? {}).find((at) => `/${relativePath}`.startsWith(at));
  return locale ? { ...themeConfigs.root, ...themeConfigs.locales![locale] } : themeConfigs.root;
}

export function useData() {
  const data = provided();
  const frontmatter = data.frontmatter ?? {};
  const lang = data.site?.lang ?? 'en-US';
  const page = { title: '', description: '', relativePath: '', frontmatter, ...data.page };
  const themeConfig = themeConfigOf(page.relativePath);
  const site = { base: '/', title: '', description: '', lang, themeConfig, ...data.site };
  const isDark = ref(isDarkNow());
  if (inBrowser)
    new MutationObserver(() => (isDark.value = isDarkNow())).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class'],
    });
  return {
    site: ref(site),
    page: ref(page),
    frontmatter: ref(frontmatter),
    params: ref({}),
    theme: computed(() => site.themeConfig),
    title: ref(page.title),
    description: ref(page.description),
    lang: ref(lang),
    localeIndex: ref('root'),
    isDark,
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
