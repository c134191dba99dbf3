// The one description of site.config.json: validation, defaults, TypeScript types and the shipped
// JSON Schema (schema/site.config.schema.json, generated from this file and checked by a test).
import { z } from 'zod';
import { headSchema, hostnameSchema, imageSchema } from './head-schema.js';
import { isPluginObjectEntry, type PluginObjectEntry } from '../plugins/plugin-entries.js';
import { outlineSchema } from './outline-schema.js';
import { analyticsSchema } from './analytics-schema.js';
import { bannerSchema, footerSchema, logoSchema, socialLinksSchema } from './chrome-schema.js';
import { DEFAULT_LABELS, DEFAULT_VERSION_LABELS } from './default-labels.js';
import { searchSchema } from './search-schema.js';
import { versionsSchema } from './versions-schema.js';
import { patternProblem } from './link-patterns.js';

export const DEFAULT_NOT_FOUND = [
  "There's nothing here.",
  'How did we get here?',
  "That's a Four-Oh-Four.",
  "Looks like we've got some broken links.",
];

export { DEFAULT_LABELS };

const text = z.string().min(1, 'must not be empty');
const link = z
  .string()
  .min(1, 'must not be empty')
  .describe('A page path such as "/guide/demo" or "/guide/demo.md", or an external URL');

const navLink = z
  .object({
    text: text.describe('The text of the navbar item'),
    link,
    activeMatch: z
      .string()
      .optional()
      .describe('Regular expression; the item is active when the current path matches it'),
  })
  .strict();

const navGroup = z
  .object({
    text: text.describe('The text of the menu'),
    activeMatch: z
      .string()
      .optional()
      .describe('Regular expression; the menu is active when the current path matches it'),
    children: z.array(navLink).min(1).describe('The links of the menu, { text, link, activeMatch }'),
  })
  .strict();

const sidebarLink = z.union([
  link,
  z
    .object({
      text: text.describe("The link's text (a page path alone, without an object, shows the page's title)"),
      link,
    })
    .strict(),
]);

/** A sidebar group: links and groups, any depth; its own link, a heading or none, folding if asked. */
const sidebarGroup = z
  .object({
    text: text.optional().describe('The heading; without one, the items show without a heading'),
    link: link.optional(),
    collapsible: z
      .boolean()
      .default(false)
      .describe('Whether the group can be folded; it starts open when it holds the current page'),
    collapsed: z
      .boolean()
      .optional()
      .describe(
        'Makes the group foldable: true starts it closed, false open (the group holding the current page opens)',
      ),
    get children() {
      return z
        .array(z.union([sidebarLink, sidebarGroup]))
        .default([])
        .describe('Links (a page path, or { text, link }) and nested groups, in order');
    },
  })
  .strict();

const labels = z
  .object(
    Object.fromEntries(
      Object.entries({ ...DEFAULT_LABELS, ...DEFAULT_VERSION_LABELS }).map(([k, english]) => [
        k,
        text.optional().describe(`Default: "${english}"`),
      ]),
    ) as Record<keyof typeof DEFAULT_LABELS | keyof typeof DEFAULT_VERSION_LABELS, z.ZodOptional<z.ZodString>>,
  )
  .strict();

/** A remark or rehype plugin: a package or module path (JSON), or the function itself (a config in code). */
const unifiedPlugin = z.union([
  z.string().min(1),
  z.custom<(...args: never[]) => unknown>(
    (v) => typeof v === 'function',
    'must be a plugin function, a package name or a module path',
  ),
]);
const unifiedPluginList = z.array(z.union([unifiedPlugin, z.tuple([unifiedPlugin, z.unknown()])])).default([]);

const siteTitleSchema = z
  .union([z.literal(false), z.string()])
  .describe('The name beside the logo in the navbar: false shows the logo alone; default the title');

const locale = z
  .object({
    lang: z.string().optional().describe('The language of its pages, e.g. "zh-CN" (the <html lang> and search)'),
    contentLang: z
      .string()
      .optional()
      .describe(
        "The language its pages' text is written in, when it differs from its lang: marked on the content, sidebar, navbar links, search and footer so screen readers read them in that language (default: its lang; the root locale's: the site's contentLang)",
      ),
    label: z.string().optional().describe('Name of the language in the language menu'),
    link: z
      .string()
      .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
      .optional()
      .describe('A translation hosted on another site: the language menu links to this address (no pages here)'),
    title: z.string().optional().describe("The locale's site title (default: the site's)"),
    description: z.string().optional().describe("The locale's description (default: the site's)"),
    searchPlaceholder: z.string().optional().describe("The search box's placeholder in this language"),
    navbar: z
      .array(z.union([navLink, navGroup]))
      .optional()
      .describe("The locale's navbar, as the top-level navbar (default: the site's)"),
    labels: labels.optional().describe("The theme's words in this language, over the site's labels"),
    logo: logoSchema.optional().describe("The locale's navbar logo (default: the site's)"),
    siteTitle: siteTitleSchema.optional(),
    socialLinks: socialLinksSchema.optional(),
    footer: footerSchema.optional(),
    banner: bannerSchema.optional(),
  })
  .strict();

/** A plugins entry: a module, a module with options, or (config in code) a plugin object (see plugin-entries.ts). */
const pluginEntry = z.union([
  z.string().min(1),
  z.tuple([z.string().min(1), z.record(z.string(), z.unknown())]),
  z.custom<PluginObjectEntry>(isPluginObjectEntry),
]);

export const siteConfigSchema = z
  .object({
    $schema: z
      .string()
      .optional()
      .describe('Path of the JSON Schema, so editors complete and check the keys (ignored by bookdocs)'),
    title: z.string().default('').describe("The site's name: in the navbar and every page's <title>"),
    description: z.string().default('').describe("The site's description: the meta description of pages without one"),
    lang: z.string().default('en-US').describe('The language of the pages: <html lang>, dates, search'),
    contentLang: z
      .string()
      .optional()
      .describe(
        'The language the pages\' text is written in, when it differs from lang (e.g. "zh-CN" under an "en-US" <html lang>): marked on the content, the sidebar, navbar links, search and footer so screen readers read them in that language, while the theme\'s own words stay in lang (default: lang)',
      ),
    base: z
      .string()
      .regex(/^\/(?:[^/?#\s]+\/)*$/, 'must start and end with "/", e.g. "/" or "/docs/"')
      .default('/')
      .describe('The public path the site is served under, e.g. "/docs/" for https://example.com/docs/'),
    srcDir: z
      .string()
      .min(1)
      .default('docs')
      .describe('Folder holding the Markdown pages, relative to the config file'),
    srcExclude: z
      .array(z.string().min(1, 'must not be empty'))
      .default([])
      .describe(
        'Glob patterns, relative to srcDir, of Markdown files that are not pages, e.g. ["**/README.md", "drafts/**"] (they can still be included)',
      ),
    outDir: z.string().min(1).default('dist').describe('Output folder, relative to the config file'),
    publicDir: z
      .string()
      .optional()
      .describe('Files copied as-is to the output root; default <srcDir>/public (or <srcDir>/.vuepress/public)'),
    componentsDir: z
      .string()
      .default('components')
      .describe('Folder of React components usable in Markdown as <Name />'),
    themeDir: z
      .string()
      .default('theme')
      .describe('Folder of theme overrides: parts (Footer.tsx…), slots (slots/doc-before.tsx…) and custom.css'),
    logo: logoSchema.optional(),
    siteTitle: siteTitleSchema.optional(),
    hostname: hostnameSchema.optional(),
    head: headSchema.default([]),
    image: imageSchema.optional(),
    search: searchSchema,
    appearance: z
      .union([z.boolean(), z.enum(['dark', 'force-dark', 'force-auto'])])
      .default(true)
      .describe(
        'Colour modes, as VitePress names them: true (a switch; the system\'s mode first), "dark" (a switch; dark first), false (light only, no switch), "force-dark" (dark only), "force-auto" (the system\'s mode, no switch)',
      ),
    navbar: z
      .array(z.union([navLink, navGroup]))
      .default([])
      .describe('Links at the top of every page: { text, link } or a menu { text, children }'),
    sidebar: z
      .union([
        z.literal('auto'),
        z.record(z.string().regex(/^\//, 'a sidebar key is a path prefix starting with "/"'), z.array(sidebarGroup)),
      ])
      .default('auto')
      .describe('Groups by path prefix, or "auto" to generate from the folder tree'),
    locales: z
      .record(z.string().regex(/^\/(?:[^/]+\/)?$/, 'a locale key is "/" or "/xx/"'), locale)
      .default({})
      .describe('Languages by folder ("/" and "/zh/"…), each with its own words, navbar and search index'),
    labels: labels.default({}).describe("The theme's words (buttons, headings), over the English defaults"),
    socialLinks: socialLinksSchema.optional(),
    footer: footerSchema.optional(),
    banner: bannerSchema.optional(),
    outline: outlineSchema,
    notFound: z
      .array(text)
      .min(1)
      .default(DEFAULT_NOT_FOUND)
      .describe('Messages for the 404 page, one picked at random'),
    analytics: analyticsSchema.optional(),
    repo: z.string().optional().describe('Repository URL, e.g. https://github.com/owner/name; enables edit links'),
    docsBranch: z.string().default('main').describe('The branch edit links point to'),
    editLink: z
      .union([
        z.boolean(),
        z
          .object({
            pattern: z
              .string()
              .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL')
              .refine((p) => p.includes(':path'), 'must contain ":path", the page\'s path under the docs folder')
              .optional()
              .describe(
                'Edit URL for any host, e.g. "https://gitee.com/o/r/edit/master/docs/:path"; :path is the page\'s source path under srcDir',
              ),
            text: text.optional().describe('Text of the link (default: the theme label editLink)'),
          })
          .strict(),
      ])
      .default(true)
      .describe('false: no edit links; true: from repo + docsBranch; { pattern, text }: any host'),
    lastUpdated: z.boolean().default(true).describe('Show last-updated time and contributors from git'),
    agents: z
      .union([
        z.boolean(),
        z
          .object({
            llmsTxt: z
              .boolean()
              .default(true)
              .describe(
                'Write llms.txt (the pages by sidebar group, linked to their Markdown copies) and llms-full.txt (every copy; needs markdown) per locale',
              ),
            markdown: z
              .boolean()
              .default(true)
              .describe(
                "Write a Markdown copy of every page beside its HTML (/guide/x.md, a folder's page index.md), which preview and dev answer for Accept: text/markdown",
              ),
            pageAction: z
              .boolean()
              .default(true)
              .describe(
                'Show the page action "Copy page as Markdown" / "Open in ChatGPT" / "Open in Claude" (needs markdown)',
              ),
            hint: z
              .boolean()
              .default(true)
              .describe("Put a hidden note for agents in each page, pointing at llms.txt and the page's Markdown copy"),
          })
          .strict(),
      ])
      .default(true)
      .describe(
        'Docs for agents (see "Docs for agents"): true (default) all of it, false none, or each part on or off',
      ),
    plugins: z
      .array(pluginEntry)
      .default([])
      .describe(
        'Plugins in order: a module path ("./plugins/x.mjs" or .ts), a package, or bookdocs\' own ("bookdocs/math", "bookdocs/mermaid", "bookdocs/graphviz"); ["name", { options }] to pass options',
      ),
    markdown: z
      .object({
        remarkPlugins: unifiedPluginList.describe(
          'remark plugins, in order: a package name or a module path ("./plugins/x.mjs"), or ["name", { options }]; in a bookdocs.config.ts, the imported function (or [plugin, options])',
        ),
        rehypePlugins: unifiedPluginList.describe(
          'rehype plugins, in order, written as remarkPlugins; they run on the HTML tree of the pages remark plugins parse',
        ),
        remarkRehype: z
          .record(z.string(), z.unknown())
          .optional()
          .describe(
            "Options of the step from the Markdown tree to the HTML tree (mdast-util-to-hast, as remark-rehype takes them), e.g. { handlers } for a plugin's own nodes; in a config in code",
          ),
      })
      .strict()
      .optional()
      .describe(
        'remark and rehype plugins: pages then go through remark\'s syntax tree (see "remark and rehype plugins")',
      ),
    check: z
      .object({
        rules: z
          .record(
            z.string().regex(/^[a-z0-9-]+$/, 'a rule name, as reports show it (e.g. "a11y-image-alt")'),
            z.enum(['error', 'warning', 'off']),
          )
          .default({})
          .describe(
            'Levels for rules whose findings are warnings, by rule name: "error" makes build and check fail on them, "off" leaves them out (e.g. { "a11y-link-text": "error", "orphan-page": "off" }); errors stay errors',
          ),
        ignoreLinks: z
          .array(
            z.union([
              z.string().min(1, 'must not be empty'),
              z
                .object({
                  pattern: z.string().min(1, 'must not be empty').describe('A regular expression, e.g. "^/play"'),
                  flags: z
                    .string()
                    .regex(/^[dimsuv]*$/, 'flags among d, i, m, s, u, v')
                    .optional()
                    .describe('Its flags, e.g. "i"'),
                })
                .strict()
                .superRefine((e, ctx) => {
                  const problem = patternProblem(e.pattern, e.flags);
                  if (problem)
                    ctx.addIssue({
                      code: 'custom',
                      path: ['pattern'],
                      message: `not a regular expression: ${problem}`,
                    });
                }),
            ]),
          )
          .default([])
          .describe(
            'Links never reported as broken (pages, anchors, navbar and sidebar links): each entry is a link as written, matched exactly ("/play"), or { "pattern": "^/interactive/", "flags": "i" }, a regular expression. A VitePress config\'s ignoreDeadLinks becomes this',
          ),
      })
      .strict()
      .default({ rules: {}, ignoreLinks: [] })
      .describe('What build, check and dev report'),
    redirects: z
      .record(
        z.string().regex(/^\//, 'a redirect\'s old path starts with "/", e.g. "/guide/old" or "/guide/old.html"'),
        z.string().min(1, 'must not be empty'),
      )
      .default({})
      .describe(
        'Old paths and where they now lead, e.g. { "/guide/old": "/guide/new.md" }: an old path of a page (with or without .html, or a folder "/x/"), a target page or an external URL. Each gets a redirect page and a rule in the host files (see "Redirects")',
      ),
    redirectFiles: z
      .object({
        netlify: z
          .boolean()
          .default(true)
          .describe('Write _redirects (Netlify, Cloudflare Pages; also read by bookdocs preview)'),
        vercel: z
          .boolean()
          .default(true)
          .describe("Write vercel.json's redirects (merged into the public folder's vercel.json when it has one)"),
        nginx: z
          .boolean()
          .default(true)
          .describe('Write bookdocs-redirects.conf, an nginx include of location = rules'),
      })
      .strict()
      .default({ netlify: true, vercel: true, nginx: true })
      .describe('The host rule files written for redirects (only when the site has redirects)'),
    versions: versionsSchema,
    cleanUrls: z
      .boolean()
      .default(false)
      .describe(
        'Link pages as /guide/demo instead of /guide/demo.html (files stay guide/demo.html, which static hosts serve for /guide/demo)',
      ),
  })
  .strict();

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type SidebarGroupConfig = z.output<typeof sidebarGroup>;
export type NavItemConfig = z.output<typeof navLink> | z.output<typeof navGroup>;

export function siteConfigJsonSchema(): unknown {
  return z.toJSONSchema(siteConfigSchema, {
    io: 'input',
    target: 'draft-7',
    // A plugin object exists only in a config in code: site.config.json names plugins.
    unrepresentable: 'any',
    override(ctx) {
      if (ctx.zodSchema === pluginEntry) ctx.jsonSchema.anyOf = ctx.jsonSchema.anyOf?.slice(0, 2);
    },
  });
}
