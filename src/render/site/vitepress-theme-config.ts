// A VitePress config's `themeConfig` as the project's Vue components read it (`useData().theme`,
// src/client/vue/vitepress-data.ts): the root's and each locale's own, by the locale's path. Only
// what JSON can carry is kept (a function, a class instance or a cycle is left out): it is shipped
// to the browser, once, in the chunk the Vue islands share.
import { isObj, type Obj } from './plain-object.js';

export interface VueThemeConfig {
  root: Record<string, unknown>;
  /** Locale path (`/zh/`) → that locale's own `themeConfig`, laid over the root's key by key. */
  locales?: Record<string, Record<string, unknown>>;
  /**
   * The config's `vite.define` (its string values: expressions, `'"8.2.2"'`), which the project's
   * components read as globals (`__VITE_VERSION__`): replaced in their code as Vite replaces them.
   * Not shipped as data.
   */
  define?: Record<string, string>;
}

const DEFINE_KEY = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

/** `vite.define` of the VitePress config `vp`: its keys that name a global with a string value. */
function viteDefine(vp: Obj): Record<string, string> | undefined {
  const define = isObj(vp.vite) && isObj(vp.vite.define) ? vp.vite.define : undefined;
  if (!define) return undefined;
  const out = Object.fromEntries(
    Object.entries(define).filter((e): e is [string, string] => DEFINE_KEY.test(e[0]) && typeof e[1] === 'string'),
  );
  return Object.keys(out).length ? out : undefined;
}

/** `value` with only what JSON carries as it is: strings, finite numbers, booleans, null, arrays and plain objects. */
export function jsonSafe(value: unknown, seen: Set<object> = new Set()): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'object' || seen.has(value)) return undefined;
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((v) => jsonSafe(v, seen) ?? null);
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return undefined;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const safe = jsonSafe(v, seen);
      if (safe !== undefined) out[k] = safe;
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

/** The theme config of the VitePress config `vp` (as run, its per-folder configs merged); undefined when it has none. */
export function vueThemeConfigOf(vp: Obj): VueThemeConfig | undefined {
  const root = isObj(vp.themeConfig) ? (jsonSafe(vp.themeConfig) as Record<string, unknown>) : {};
  const locales: Record<string, Record<string, unknown>> = {};
  if (isObj(vp.locales))
    for (const [key, l] of Object.entries(vp.locales)) {
      if (!isObj(l) || !isObj(l.themeConfig) || key === 'root') continue;
      locales[`/${key.replace(/^\/|\/$/g, '')}/`] = jsonSafe(l.themeConfig) as Record<string, unknown>;
    }
  const rootLocale = isObj(vp.locales) && isObj(vp.locales.root) ? vp.locales.root : undefined;
  if (rootLocale && isObj(rootLocale.themeConfig))
    Object.assign(root, jsonSafe(rootLocale.themeConfig) as Record<string, unknown>);
  const define = viteDefine(vp);
  if (!Object.keys(root).length && !Object.keys(locales).length && !define) return undefined;
  return { root, ...(Object.keys(locales).length && { locales }), ...(define && { define }) };
}
