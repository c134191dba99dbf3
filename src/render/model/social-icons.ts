// The brand icons of `socialLinks`, drawn from simple-icons (CC0). Only the icons a site names are
// read, from the package's own SVG files, and inlined into its pages: no icon code reaches the client bundle.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { escapeHtml } from '../../shared/escape-html.js';
import type { SocialIconName } from '../site/chrome-schema.js';

/** Config name → simple-icons slug, and the brand's name (the link's accessible name by default). */
export const SOCIAL_ICON_BRANDS: Record<SocialIconName, { slug: string; name: string }> = {
  github: { slug: 'github', name: 'GitHub' },
  gitee: { slug: 'gitee', name: 'Gitee' },
  bilibili: { slug: 'bilibili', name: 'Bilibili' },
  wechat: { slug: 'wechat', name: 'WeChat' },
  qq: { slug: 'qq', name: 'QQ' },
  weibo: { slug: 'sinaweibo', name: 'Weibo' },
  x: { slug: 'x', name: 'X' },
  discord: { slug: 'discord', name: 'Discord' },
};

const require = createRequire(import.meta.url);

/** The icon as inline SVG markup, coloured by the text colour around it (simple-icons are 24×24, one path). */
export function socialIconSvg(name: SocialIconName): string {
  const { slug } = SOCIAL_ICON_BRANDS[name];
  const source = fs.readFileSync(require.resolve(`simple-icons/icons/${slug}.svg`), 'utf8');
  const path = /<path d="([^"]+)"/.exec(source)?.[1];
  if (!path) throw new Error(`simple-icons/icons/${slug}.svg: no <path d="…"> in it`);
  return `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="${escapeHtml(path)}"/></svg>`;
}
