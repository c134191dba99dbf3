// The brand icons of `socialLinks`, drawn from simple-icons (CC0). Only the icons a site names are
// read, from the package's own SVG files, and inlined into its pages: no icon code reaches the client bundle.
import fs from 'node:fs';
import { escapeHtml } from '../../shared/escape-html.js';
import { simpleIconFile, simpleIconSlug } from '../site/simple-icons.js';

/** The brand names of the theme's own icon names (the link's accessible name by default). */
const BRAND_NAMES: Record<string, string> = {
  github: 'GitHub',
  gitee: 'Gitee',
  bilibili: 'Bilibili',
  wechat: 'WeChat',
  qq: 'QQ',
  weibo: 'Weibo',
  x: 'X',
  discord: 'Discord',
  twitter: 'Twitter',
};

function iconSource(name: string): string {
  const file = simpleIconFile(name);
  if (!file) throw new Error(`simple-icons has no icon "${simpleIconSlug(name)}"`);
  return fs.readFileSync(file, 'utf8');
}

/** The brand's name of an icon: the theme's own, else the icon's title in simple-icons. */
export function socialIconBrand(name: string): string {
  return BRAND_NAMES[name] ?? /<title>([^<]+)<\/title>/.exec(iconSource(name))?.[1]?.replace(/&amp;/g, '&') ?? name;
}

/** The icon as inline SVG markup, coloured by the text colour around it (simple-icons are 24×24, one path). */
export function socialIconSvg(name: string): string {
  const path = /<path d="([^"]+)"/.exec(iconSource(name))?.[1];
  if (!path) throw new Error(`simple-icons/icons/${simpleIconSlug(name)}.svg: no <path d="…"> in it`);
  return `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="${escapeHtml(path)}"/></svg>`;
}
