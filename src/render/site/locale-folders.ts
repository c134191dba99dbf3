// Zero config: top-level folders named as languages (`zh/`, `ja/`, `pt-BR/`…) are the site's
// locales, each with its own lang, language-menu label, search index and sidebar; a Chinese locale
// also gets the theme's labels in Chinese.
import fs from 'node:fs';

interface KnownLanguage {
  lang: string;
  /** The language's name in itself, for the language menu. */
  label: string;
  searchPlaceholder?: string;
  labels?: Record<string, string>;
}

const ZH_LABELS: Record<string, string> = {
  backToTop: '回到顶部',
  copyCode: '复制代码',
  copied: '已复制',
  languages: '选择语言',
  editLink: '编辑此页',
  lastUpdated: '最后更新',
  contributors: '贡献者',
  prev: '上一页',
  next: '下一页',
  backToHome: '返回首页',
  toggleSidebar: '切换侧边栏',
  toggleColorMode: '切换颜色模式',
  skipToContent: '跳到正文',
  onThisPage: '本页目录',
  dismissBanner: '关闭',
  pageActions: '用 AI 阅读本页',
  copyPage: '复制本页 Markdown',
  copiedPage: '已复制本页 Markdown',
  openInChatGpt: '在 ChatGPT 中打开',
  openInClaude: '在 Claude 中打开',
};

const LANGUAGES: Record<string, KnownLanguage> = {
  en: { lang: 'en-US', label: 'English' },
  'en-us': { lang: 'en-US', label: 'English' },
  zh: { lang: 'zh-CN', label: '简体中文', searchPlaceholder: '搜索', labels: ZH_LABELS },
  'zh-cn': { lang: 'zh-CN', label: '简体中文', searchPlaceholder: '搜索', labels: ZH_LABELS },
  'zh-tw': { lang: 'zh-TW', label: '繁體中文', searchPlaceholder: '搜尋' },
  'zh-hk': { lang: 'zh-HK', label: '繁體中文（香港）', searchPlaceholder: '搜尋' },
  ja: { lang: 'ja', label: '日本語', searchPlaceholder: '検索' },
  ko: { lang: 'ko', label: '한국어', searchPlaceholder: '검색' },
  fr: { lang: 'fr', label: 'Français', searchPlaceholder: 'Rechercher' },
  de: { lang: 'de', label: 'Deutsch', searchPlaceholder: 'Suchen' },
  es: { lang: 'es', label: 'Español', searchPlaceholder: 'Buscar' },
  pt: { lang: 'pt', label: 'Português', searchPlaceholder: 'Pesquisar' },
  'pt-br': { lang: 'pt-BR', label: 'Português (Brasil)', searchPlaceholder: 'Pesquisar' },
  ru: { lang: 'ru', label: 'Русский', searchPlaceholder: 'Поиск' },
  it: { lang: 'it', label: 'Italiano', searchPlaceholder: 'Cerca' },
  uk: { lang: 'uk', label: 'Українська', searchPlaceholder: 'Пошук' },
  vi: { lang: 'vi', label: 'Tiếng Việt', searchPlaceholder: 'Tìm kiếm' },
};

/** The zero-config `locales` of a docs folder: its language-named top-level folders, or undefined for none. */
export function localeFolders(
  srcDir: string,
  rootLang: string,
):
  | Record<string, { lang: string; label: string; searchPlaceholder?: string; labels?: Record<string, string> }>
  | undefined {
  let names: string[];
  try {
    names = fs
      .readdirSync(srcDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  } catch {
    return undefined;
  }
  const found = names.filter(
    (n) => LANGUAGES[n.toLowerCase()] && fs.readdirSync(`${srcDir}/${n}`).some((f) => /\.md$/i.test(f)),
  );
  if (!found.length) return undefined;
  const root = Object.values(LANGUAGES).find((l) => l.lang.toLowerCase() === rootLang.toLowerCase()) ?? {
    lang: rootLang,
    label: rootLang,
  };
  const locales: Record<
    string,
    { lang: string; label: string; searchPlaceholder?: string; labels?: Record<string, string> }
  > = { '/': root };
  for (const name of found) locales[`/${name}/`] = LANGUAGES[name.toLowerCase()]!;
  return locales;
}

/**
 * Folder locales as the config's `rewrites` leave them (see rewrites.ts): a language folder whose
 * pages are moved out of it is no locale; one moved to the root gives the root its language.
 */
export function rewrittenLocales<L extends { lang: string }>(
  locales: Record<string, L> | undefined,
  rewrite: (file: string) => string,
): Record<string, L> | undefined {
  if (!locales) return undefined;
  const kept: Record<string, L> = { ...locales };
  for (const [key, locale] of Object.entries(locales)) {
    const name = key.slice(1, -1);
    if (!name) continue;
    let moved: string;
    try {
      moved = rewrite(`${name}/index.md`);
    } catch {
      continue;
    }
    if (moved.startsWith(`${name}/`)) continue;
    delete kept[key];
    if (!moved.includes('/')) kept['/'] = locale;
  }
  return Object.keys(kept).length > 1 ? kept : undefined;
}
