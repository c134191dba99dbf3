// The site's theme folder (`theme/`, beside `components/`): files named after a part of the default
// theme replace it, `slots/<name>.tsx` fill the theme's named places, and its stylesheets come after
// the theme's own. This file only lists the folder; output/theme-overrides.ts bundles it.
import type { VitePressStyles } from './vitepress-theme.js';
import type { VueThemeConfig } from './vitepress-theme-config.js';
import fs from 'node:fs';
import path from 'node:path';
import { didYouMean, levenshtein } from '../../shared/did-you-mean.js';
import { SLOT_NAMES, type SlotName } from '../../shared/theme-slots.js';
import type { Diagnostic } from '../diagnostics.js';
import { displayPath } from './paths.js';

export interface ThemePart {
  /** The name the README documents, and the file name of an override (`theme/Footer.tsx`). */
  name: string;
  /** Other file names accepted for it (the module's own name: `SiteFooter`). */
  aliases?: readonly string[];
  /** Its module in src/client/theme/, without extension. */
  module: string;
  /** The exports an override replaces; the first is the one a default export stands for. */
  exports: readonly string[];
}

/** The parts a site can replace, each one module of the default theme. */
export const THEME_PARTS: readonly ThemePart[] = [
  { name: 'Navbar', module: 'Navbar', exports: ['Navbar'] },
  { name: 'Sidebar', module: 'Sidebar', exports: ['Sidebar'] },
  { name: 'Footer', aliases: ['SiteFooter'], module: 'SiteFooter', exports: ['SiteFooter'] },
  { name: 'Home', module: 'Home', exports: ['Home'] },
  { name: 'NotFound', module: 'NotFound', exports: ['NotFound'] },
  { name: 'DocPage', module: 'DocPage', exports: ['DocPage'] },
  { name: 'DocFooter', module: 'DocFooter', exports: ['DocFooter'] },
  { name: 'PageMeta', module: 'PageMeta', exports: ['PageMeta'] },
  { name: 'PrevNext', module: 'PrevNext', exports: ['PrevNext'] },
  { name: 'Outline', module: 'Outline', exports: ['OutlineAside', 'OutlineMenu'] },
  { name: 'Banner', module: 'Banner', exports: ['Banner'] },
  { name: 'BackToTop', module: 'BackToTop', exports: ['BackToTop'] },
  { name: 'ColorModeSwitch', module: 'ColorModeSwitch', exports: ['ColorModeSwitch'] },
  { name: 'SearchBox', module: 'SearchBox', exports: ['SearchBox'] },
  { name: 'SocialLinks', module: 'SocialLinks', exports: ['SocialLinks'] },
];

export interface SiteTheme {
  /** The theme folder (absolute); undefined when the site has none. */
  dir: string | undefined;
  /** Part name → its override file (absolute). */
  overrides: Map<string, string>;
  /** Slot name → the file filling it (absolute). */
  slots: Map<SlotName, string>;
  /** Every stylesheet under the folder (absolute), in path order, `custom.css` last. */
  styles: string[];
  /** Every file under the folder (relative, '/'-separated, sorted): an added one changes what is bundled. */
  files: string[];
  /** Files whose name looks like a part or a slot but is none. */
  diagnostics: Diagnostic[];
  /** What plugins add to the layout and to every route change (plugins/plugin-client.ts), when any does. */
  client?: PluginClient;
  /** A VitePress project's theme stylesheets (zero config), loaded with its variables mapped onto the theme's. */
  vitepress?: VitePressStyles;
  /** A VitePress project's `themeConfig`, given to its Vue components as `useData().theme` (only when it has some). */
  vueThemeConfig?: VueThemeConfig;
  /** A VitePress project's components that its templates use without importing them (vue/auto-import-components.ts): name → `.vue` file. */
  vueAutoImports?: Record<string, string>;
}

/** Plugins' client code: components in the theme's slots, and modules run on every route change. */
export interface PluginClient {
  /** In slot order of the plugins: `routes` (a RegExp source) limits the pages that load and show it. */
  fills: { plugin: string; slot: SlotName; file: string; routes?: string }[];
  hooks: { plugin: string; file: string; routes?: string }[];
}

/** A site without a theme folder. */
export const NO_THEME: SiteTheme = Object.freeze({
  dir: undefined,
  overrides: new Map(),
  slots: new Map(),
  styles: [],
  files: [],
  diagnostics: [],
});

const CODE = ['.tsx', '.ts', '.jsx', '.js'];
const PART_FILE = /^([A-Za-z][A-Za-z0-9]*)\.(tsx|ts|jsx|js)$/;
const SLOT_FILE = /^([a-z][a-z0-9-]*)\.(tsx|ts|jsx|js)$/;
export const CUSTOM_CSS = 'custom.css';

const partByFileName = new Map(THEME_PARTS.flatMap((p) => [p.name, ...(p.aliases ?? [])].map((n) => [n, p] as const)));

/** List the theme folder `dir` (undefined: no theme). */
export function listTheme(dir: string | undefined): SiteTheme {
  if (!dir) return NO_THEME;
  const files = walk(dir, '');
  const diagnostics: Diagnostic[] = [];
  const warn = (rel: string, message: string, hint: string) =>
    diagnostics.push({
      severity: 'warning',
      rule: 'theme-file',
      message,
      file: displayPath(path.join(dir, rel)),
      hint,
    });
  const overrides = new Map<string, string>();
  const chosen = new Map<string, string>();
  for (const rel of byExtension(files.filter((f) => !f.includes('/')))) {
    const m = PART_FILE.exec(rel);
    if (!m) continue;
    const part = partByFileName.get(m[1]!);
    if (!part) {
      // One letter off (or another case) is a misspelt part; anything else is a helper the overrides import.
      const near = [...partByFileName.keys()].find((n) => levenshtein(n.toLowerCase(), m[1]!.toLowerCase()) <= 1);
      if (near)
        warn(
          rel,
          `${rel} overrides no theme part — did you mean ${near}?`,
          `rename it to ${near}${path.extname(rel)} to replace that part; a helper file may keep its name`,
        );
      continue;
    }
    const previous = chosen.get(part.name);
    if (previous) {
      warn(
        rel,
        `${rel} is not used: ${previous} already overrides the ${part.name} part`,
        `remove one of ${previous} and ${rel}`,
      );
      continue;
    }
    chosen.set(part.name, rel);
    overrides.set(part.name, path.join(dir, rel));
  }
  const slots = new Map<SlotName, string>();
  for (const rel of byExtension(files.filter((f) => f.startsWith('slots/') && f.split('/').length === 2))) {
    const name = rel.slice('slots/'.length);
    const m = SLOT_FILE.exec(name);
    const slot = m && (SLOT_NAMES as readonly string[]).includes(m[1]!) ? (m[1] as SlotName) : undefined;
    if (!slot) {
      if (!CODE.includes(path.extname(name))) continue;
      const near = didYouMean(name.replace(/\.[^.]+$/, ''), SLOT_NAMES);
      warn(
        rel,
        `${rel} fills no slot${near ? ` — did you mean ${near}?` : ''}`,
        `the slots are ${SLOT_NAMES.join(', ')}`,
      );
      continue;
    }
    if (slots.has(slot)) {
      warn(rel, `${rel} is not used: another file already fills the ${slot} slot`, 'keep one file per slot');
      continue;
    }
    slots.set(slot, path.join(dir, rel));
  }
  const css = files.filter((f) => f.endsWith('.css') && f !== CUSTOM_CSS);
  if (files.includes(CUSTOM_CSS)) css.push(CUSTOM_CSS);
  return { dir, overrides, slots, styles: css.map((f) => path.join(dir, f)), files, diagnostics };
}

/** Code files, those of one name ordered by extension preference (.tsx, .ts, .jsx, .js). */
function byExtension(files: string[]): string[] {
  const rank = (f: string) => CODE.indexOf(path.extname(f));
  const stem = (f: string) => f.slice(0, f.length - path.extname(f).length);
  return files
    .filter((f) => rank(f) >= 0)
    .sort((a, b) => (stem(a) < stem(b) ? -1 : stem(a) > stem(b) ? 1 : rank(a) - rank(b)));
}

/** Every file under `dir` (not dot-files or node_modules), relative with '/', sorted. */
function walk(dir: string, prefix: string): string[] {
  const out: string[] = [];
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    if (e.isDirectory()) out.push(...walk(path.join(dir, e.name), `${prefix}${e.name}/`));
    else out.push(`${prefix}${e.name}`);
  }
  return out.sort();
}

/** What of the theme decides its bundles, for the keys of builds that reuse them. */
export function themeKey(theme: SiteTheme): string {
  const own = theme.client
    ? JSON.stringify([theme.dir ?? null, theme.files, theme.client])
    : theme.dir
      ? JSON.stringify([theme.dir, theme.files])
      : '';
  const key = theme.vitepress ? JSON.stringify([own, theme.vitepress]) : own;
  const vue =
    theme.vueThemeConfig || theme.vueAutoImports
      ? [theme.vueThemeConfig ?? null, theme.vueAutoImports ?? null]
      : undefined;
  return vue ? JSON.stringify([key, ...vue]) : key;
}
