// One Markdown file → PageData. A pure function of (file content, options): cacheable and parallelisable.
import { isInlineIconHtml } from './home-icon.js';
import path from 'node:path';
import type { HeroAction, HomeData } from '../../shared/types.js';
import { fileToRoute } from '../../shared/routes.js';
import { DiagnosticError } from '../diagnostics.js';
import { expandIncludes } from '../markdown/includes.js';
import { addSearchFields } from './search-fields.js';
import { checkFrontmatter } from './frontmatter-values.js';
import { preloadProblems } from './frontmatter-preload.js';
import { parseFrontmatter } from './frontmatter.js';
import { invalidEncodingLine, normaliseMarkdown, readMarkdownSource } from './markdown-source.js';
import { hashText } from './included-files.js';
import { ImageProbes, imageSizer } from './image-sizes.js';
import { renderMarkdownAsync, type MarkdownWarning, type PageTokens } from '../markdown/index.js';
import { blockKey } from '../incremental/code-cache.js';
import { pluginsFor } from '../plugins/plugin-instances.js';
import { unifiedPlugins } from '../markdown/unified/unified-plugins.js';
import type { PageData, PageOptions } from './page-types.js';
import { extendWithPlugins, markdownPlugins, withPluginErrors } from '../plugins/page-plugins.js';
import { attributesOf } from '../markdown/attribute-syntax.js';
import { slugifyOf } from './heading-slugify.js';
import { pageCopy } from '../agents/page-copy.js';
import { asVuePage, withVuePageData } from './vue-page-island.js';
import { vueLongAttributes } from '../markdown/vue-attributes.js';
import { vueKebabTags } from '../markdown/vue-kebab-tags.js';

/** The page's `includes` field: included files, then image files; none when it has neither. */
function dependencies(...lists: (PageData['includes'] | undefined)[]): { includes?: PageData['includes'] } {
  const all = lists.flatMap((l) => l ?? []);
  return all.length ? { includes: all } : {};
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
}

const records = (v: unknown) =>
  (Array.isArray(v) ? v : []).filter((x): x is Record<string, unknown> => !!x && typeof x === 'object');
const record = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** VitePress's button themes, which bookdocs' own buttons stand for. */
const BUTTON_THEMES = new Set(['brand', 'alt', 'sponsor']);

/**
 * A hero action's colours: VuePress's `type: secondary` and VitePress's `theme: alt` are bookdocs'
 * outlined button, `brand` (the default) and `sponsor` its brand button; a theme of other names is
 * passed on as classes (see HeroAction), with bookdocs' colours only when it names one of those too.
 */
function actionLook(a: Record<string, unknown>): Pick<HeroAction, 'type' | 'theme'> {
  const theme = str(a.theme)?.trim().replace(/\s+/g, ' ');
  const words = theme ? theme.split(' ') : [];
  const own = words.length > 0 && words.some((w) => !BUTTON_THEMES.has(w));
  const type: HeroAction['type'] =
    a.type === 'secondary' || words.includes('alt')
      ? 'secondary'
      : !own || words.includes('brand') || words.includes('sponsor')
        ? 'primary'
        : 'plain';
  return { type, ...(own && { theme }) };
}

/** A home page's frontmatter: VuePress's (`home: true`, `heroText`, `actions`…) or VitePress's (`layout: home`, `hero`, `features`). */
function homeData(fm: Record<string, unknown>): HomeData {
  const hero = record(fm.hero);
  const image = hero.image;
  const imageRecord = record(image);
  return {
    heroImage: str(fm.heroImage) ?? str(image) ?? str(imageRecord.src) ?? str(imageRecord.light),
    heroImageDark: str(fm.heroImageDark) ?? str(imageRecord.dark),
    heroAlt: str(fm.heroAlt) ?? str(imageRecord.alt),
    heroHeight: typeof fm.heroHeight === 'number' ? fm.heroHeight : 280,
    heroText: fm.heroText === null ? undefined : (str(fm.heroText) ?? str(hero.name) ?? str(fm.title)),
    heroSubtext: str(hero.text),
    tagline: fm.tagline === null ? undefined : (str(fm.tagline) ?? str(hero.tagline)),
    actions: [...records(fm.actions), ...records(hero.actions)].map((a) => ({
      text: str(a.text) ?? '',
      link: str(a.link) ?? '/',
      ...actionLook(a),
    })),
    features: records(fm.features).map((f) => {
      const icon = record(f.icon);
      const src = str(icon.src) ?? str(icon.light);
      return {
        title: str(f.title) ?? '',
        details: str(f.details) ?? '',
        ...(src
          ? { icon: src, iconIsImage: true }
          : str(f.icon) && { icon: str(f.icon), ...(isInlineIconHtml(str(f.icon)!) && { iconIsHtml: true }) }),
        ...(str(f.link) && { link: str(f.link), linkText: str(f.linkText) }),
      };
    }),
    footer: str(fm.footer),
  };
}

const EXCERPT_CHARS = 150;

/** The first words of a page's text after its title, at most about 150 characters. */
function excerptOf(text: string, title: string | undefined): string | undefined {
  let rest = text.trim();
  if (title && rest.startsWith(title)) rest = rest.slice(title.length).trim();
  if (!rest) return undefined;
  if (rest.length <= EXCERPT_CHARS) return rest;
  const cut = rest.lastIndexOf(' ', EXCERPT_CHARS);
  return `${rest.slice(0, cut > EXCERPT_CHARS / 2 ? cut : EXCERPT_CHARS)}…`;
}

/** Positions in the expanded source → the page's own lines (content from an include: the directive's line). */
function mapLines(
  md: { links: { line: number }[]; images: { line: number }[]; warnings: { line: number }[] },
  lineMap: readonly number[],
): void {
  for (const item of [...md.links, ...md.images, ...md.warnings]) item.line = lineMap[item.line - 1] ?? item.line;
}

/** `home: true` (VuePress) or `layout: home` (VitePress). */
export function isHomeFrontmatter(fm: Record<string, unknown>): boolean {
  return fm.home === true || fm.layout === 'home';
}

/** A warning when the page's file holds bytes that are not text in its encoding (they show as U+FFFD). */
function encodingWarnings(file: string, text: string, root: string | undefined): MarkdownWarning[] {
  if (root === undefined || !text.includes('\uFFFD')) return [];
  const line = invalidEncodingLine(path.join(root, file));
  if (line === undefined) return [];
  return [
    {
      severity: 'warning',
      rule: 'invalid-encoding',
      message:
        'this file is not UTF-8: bytes on this line (and maybe later ones) could not be read, and show as "\uFFFD"',
      line,
      column: 1,
      hint: 'save the file as UTF-8 (or as UTF-16 with its byte order mark)',
    },
  ];
}

export async function loadPage(file: string, raw: string, opts: PageOptions): Promise<PageData> {
  // As the file is read (markdown-source.ts), for callers that pass text of their own.
  const source = normaliseMarkdown(raw);
  const { data, content, offsetLines, warnings: yamlWarnings, keyPosition } = parseFrontmatter(source, opts.label);
  if (data.title !== undefined && typeof data.title !== 'string' && typeof data.title !== 'number') {
    throw new DiagnosticError({
      rule: 'invalid-frontmatter',
      message: 'frontmatter "title" must be a string',
      file: opts.label,
      ...(keyPosition('title') ?? { line: 1 }),
      hint: 'write it as title: "My page"',
    });
  }
  // Blank lines in place of the frontmatter keep every position equal to the file's own line numbers.
  const body = '\n'.repeat(offsetLines) + content;
  // Includes and snippets (VitePress, VuePress) are inlined first; positions are mapped back below.
  // Each included file is read once; its text is hashed for the page's `includes`.
  const read = new Map<string, string>();
  const readFile = (abs: string) => {
    const text = readMarkdownSource(abs);
    read.set(abs, text);
    return text;
  };
  // The site's own heading slugify, made once per thread (a VitePress config's: see heading-slugify.ts).
  const slugify = opts.slugify ? await slugifyOf(opts.slugify) : undefined;
  const expanded =
    opts.root === undefined
      ? undefined
      : expandIncludes(body, {
          file,
          root: opts.root,
          read: readFile,
          ...(slugify && { slugify }),
          ...(opts.attrs !== undefined && { attributes: attributesOf(opts.attrs) }),
        });
  const route = fileToRoute(file);
  const plugins = opts.plugins?.length ? pluginsFor(opts.plugins, source) : [];
  const images =
    opts.root === undefined ? undefined : imageSizer(opts.root, opts.publicDir, opts.images ?? new ImageProbes());
  // remark and rehype plugins: imported once per thread (their failures were reported when the site was loaded).
  const tree = opts.unified ? await unifiedPlugins(opts.unified) : undefined;
  // A Vue page (render/vue/vue-page.ts): its Markdown is a template, its Vue components Vue's.
  const vuePage = opts.vuePages?.[opts.ownFile ?? file];
  const vue = new Set(vuePage ? opts.vue : []);
  // The page's tokens, for its Markdown copy (which then need not tokenise the page again).
  let tokens: PageTokens | undefined;
  const md = await withPluginErrors(opts.label, () =>
    renderMarkdownAsync(
      vuePage
        ? vueLongAttributes(expanded?.source ?? body)
        : opts.vue?.length
          ? vueKebabTags(expanded?.source ?? body, opts.vue)
          : (expanded?.source ?? body),
      {
        ...(tree && { tree }),
        file,
        base: opts.base,
        cleanUrls: opts.cleanUrls,
        components: vue.size ? new Set([...opts.components].filter((c) => !vue.has(c))) : opts.components,
        builtins: opts.builtins,
        ...(vuePage ? { vueTemplate: true } : opts.vue && { vue: opts.vue }),
        ...(opts.vueUnrendered && { vueUnrendered: opts.vueUnrendered }),
        highlight: opts.highlight,
        lang: opts.lang,
        ...(opts.ownFile !== undefined && { ownFile: opts.ownFile }),
        imageSize: images?.size,
        ...(slugify && { slugify }),
        ...(opts.attrs !== undefined && { attrs: opts.attrs }),
        ...(opts.codeLabelTitles && { codeLabelTitles: true }),
        ...(opts.containerTitles && {
          containerTitles: opts.containerTitles[opts.lang ?? ''] ?? opts.containerTitles[''],
        }),
        plugins: markdownPlugins(plugins, route, data),
        ...(opts.markdownCopy && { tokens: (heard: PageTokens) => (tokens = heard) }),
        ...(opts.root !== undefined && { root: opts.root }),
        ...(opts.previousCode && { reuse: (block) => opts.previousCode!.get(blockKey(block)) }),
      },
    ),
  );
  if (expanded?.lineMap) mapLines(md, expanded.lineMap);
  const fmTitle = str(data.title);
  const fallback = (file.split('/').pop() ?? file).replace(/\.md$/i, '');
  // The frontmatter's title, else the h1, else the first heading of any level (pages that start at ##;
  // not a home page, whose sections are not its title).
  const home = isHomeFrontmatter(data);
  const heading = md.h1 ?? (home ? undefined : md.firstHeading);
  const title = fmTitle ?? heading ?? (home ? '' : fallback);
  // Frontmatter values the page can do without are reported, not thrown: the page is still shown.
  const { warnings: fmProblems, invalid: invalidFrontmatter } = await checkFrontmatter(data, source);
  // The page's Markdown copy for agents, from the same Markdown and settings.
  const copy = opts.markdownCopy
    ? pageCopy(
        expanded?.source ?? body,
        title,
        {
          file,
          base: opts.base,
          cleanUrls: opts.cleanUrls,
          components: opts.components,
          builtins: opts.builtins,
          ...(opts.vue && { vue: opts.vue }),
          lang: opts.lang,
          ...(opts.ownFile !== undefined && { ownFile: opts.ownFile }),
          ...(slugify && { slugify }),
          ...(opts.attrs !== undefined && { attrs: opts.attrs }),
          ...(opts.containerTitles && {
            containerTitles: opts.containerTitles[opts.lang ?? ''] ?? opts.containerTitles[''],
          }),
        },
        tokens,
      )
    : undefined;
  if (opts.vue?.length)
    withVuePageData(md.components, new Set(opts.vue), {
      title,
      description: str(data.description) ?? '',
      relativePath: opts.ownFile ?? file,
      base: opts.base,
      lang: opts.lang ?? 'en-US',
    });
  if (vuePage)
    asVuePage(md, vuePage, {
      frontmatter: data,
      title,
      description: str(data.description) ?? '',
      relativePath: opts.ownFile ?? file,
      base: opts.base,
      lang: opts.lang ?? 'en-US',
    });
  const page: PageData = {
    file,
    route,
    title,
    description: str(data.description),
    excerpt: excerptOf(md.text, heading),
    frontmatter: data,
    html: md.html,
    headers: md.headers,
    ids: md.ids,
    links: md.links,
    images: md.images,
    text: md.text,
    components: md.components,
    ...(md.docCards && { docCards: md.docCards }),
    warnings: [
      ...yamlWarnings,
      ...encodingWarnings(file, source, opts.root),
      ...fmProblems,
      ...preloadProblems(data, opts.components, keyPosition('preload')),
      ...(expanded?.problems ?? []),
      ...md.warnings,
      ...(copy?.warnings ?? []),
    ],
    ...dependencies(
      expanded?.deps.map((dep) => ({ path: dep, hash: hashText(read.get(dep)) })),
      images?.deps(),
    ),
    home: home ? homeData(data) : undefined,
    hasTitle: fmTitle !== undefined || heading !== undefined,
    ...(invalidFrontmatter.length && { invalidFrontmatter }),
    ...(md.code && { code: md.code }),
    ...(md.head && { head: md.head }),
    ...(md.styles && { styles: md.styles }),
    ...(md.vueTemplate !== undefined && { vueTemplate: md.vueTemplate }),
    ...(copy?.markdown !== undefined && { markdown: copy.markdown }),
  };
  await extendWithPlugins(plugins, page, opts);
  // Not for check (highlight: false), which builds no index; with 'defer', by whoever fills the code.
  if (opts.highlight !== false && opts.highlight !== 'defer') addSearchFields(page);
  return page;
}
