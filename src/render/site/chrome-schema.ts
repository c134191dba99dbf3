// The config of the site's chrome around its pages: social links in the navbar, the footer and the
// announcement banner (site-wide in site.config.json, or per locale). Part of config-schema.ts.
import { z } from 'zod';
import { didYouMean } from '../../shared/did-you-mean.js';
import { simpleIconFile } from './simple-icons.js';

/**
 * The icons the theme names, each drawn from simple-icons; any other simple-icons slug
 * ("mastodon", "bluesky", "youtube"…) draws that brand too.
 */
export const SOCIAL_ICONS = ['github', 'gitee', 'bilibili', 'wechat', 'qq', 'weibo', 'x', 'discord'] as const;

const nonEmpty = z.string().min(1, 'must not be empty');

const customIcon = z
  .object({
    svg: z
      .string()
      .regex(/^\s*<svg[\s>]/i, 'must be SVG markup starting with "<svg"')
      .describe('Your own icon: SVG markup, inserted as written (use fill="currentColor" to follow the theme)'),
  })
  .strict();

const ICON_LIST = SOCIAL_ICONS.map((n) => `"${n}"`).join(', ');

/** The message for an icon that is neither a known name nor a custom SVG (a union would only say "Invalid input"). */
function iconError(input: unknown): string {
  if (typeof input !== 'string') return `must be an icon name (${ICON_LIST}) or your own icon as { "svg": "<svg …>" }`;
  const suggestion = didYouMean(input, SOCIAL_ICONS);
  return `unknown icon "${input}"${suggestion ? ` — did you mean "${suggestion}"?` : ''} The theme's icons: ${ICON_LIST}, or any simple-icons slug (https://simpleicons.org); or your own as { "svg": "<svg …>" }`;
}

/** Any icon of simple-icons, by its slug. */
const simpleIcon = z.string().refine((name) => simpleIconFile(name) !== undefined, {
  error: (issue) => iconError(issue.input),
});

const socialLink = z
  .object({
    icon: z
      .union([z.enum(SOCIAL_ICONS), simpleIcon, customIcon], {
        error: (issue) => (issue.code === 'invalid_union' ? iconError(issue.input) : undefined),
      })
      .describe(`One of ${ICON_LIST}, any simple-icons slug, or { "svg": "<svg …>" }`),
    link: nonEmpty.describe('Where the icon leads: an external URL (opens in a new tab) or a page path'),
    ariaLabel: nonEmpty
      .optional()
      .describe("The link's accessible name; default the brand's name (required for a custom icon)"),
  })
  .strict()
  .refine((l) => typeof l.icon === 'string' || l.ariaLabel !== undefined, {
    message: 'a custom icon needs an "ariaLabel" (what a screen reader says for it, e.g. "Blog")',
    path: ['ariaLabel'],
  });

export const socialLinksSchema = z
  .array(socialLink)
  .describe('Icons at the right of the navbar (in the drawer on phones)');

export const footerSchema = z
  .object({
    message: z.string().optional().describe('HTML, e.g. "Released under the MIT License."'),
    copyright: z.string().optional().describe('HTML, e.g. "Copyright © 2024 Me"'),
  })
  .strict()
  .describe('Shown at the bottom of every page; on a home page with a footer of its own, that one instead');

export const bannerSchema = z
  .object({
    id: nonEmpty.describe('Names this announcement: a reader who closed it does not see it again until the id changes'),
    html: nonEmpty.describe('The announcement, as HTML'),
    dismissible: z.boolean().default(true).describe('Show a close button (default true)'),
  })
  .strict()
  .describe('An announcement bar above the navbar on every page');

export const logoSchema = z
  .union([
    z.string().describe('An image path under the public folder, e.g. "/logo.svg", or a URL'),
    z
      .object({
        src: nonEmpty.describe('An image path under the public folder, or a URL'),
        alt: z.string().optional().describe("The image's alternative text"),
      })
      .strict(),
    z
      .object({
        light: nonEmpty.describe('The logo shown in light mode'),
        dark: nonEmpty.describe('The logo shown in dark mode'),
        alt: z.string().optional().describe("The images' alternative text"),
      })
      .strict(),
  ])
  .describe(
    'The logo in the navbar (and the favicon): an image, { src, alt }, or { light, dark, alt } for each colour mode',
  );

export type LogoConfig = z.output<typeof logoSchema>;

export type SocialLinkConfig = z.output<typeof socialLink>;
export type FooterConfig = z.output<typeof footerSchema>;
export type BannerConfig = z.output<typeof bannerSchema>;
