// Plugins' Markdown extensions on one page: the context their hooks get (bound to the page's render
// state), their syntax and HTML extensions (the HTML handlers wrap bookdocs' own: plugin-handlers.ts)
// and their fenced-code renderers.
import type { Extension } from 'micromark-util-types';
import type { ContainerRenderer, FenceBlock, MarkdownContext, MarkdownExtensions } from '../plugins/plugin-api.js';
import type { HeadElement } from '../site/head-schema.js';
import type { PropValue } from '../../shared/types.js';
import { PluginError } from './plugin-error.js';
import type { PluginHtml } from './plugin-handlers.js';
import { addText, type MarkdownWarning, type PluginContainer, type RenderState } from './state.js';

/** One plugin's Markdown hook, as the page step hands it to the renderer. */
export interface PluginMarkdown {
  name: string;
  markdown(ctx: MarkdownContext): MarkdownExtensions;
}

/** What a page's plugins add besides its HTML. */
export interface PluginPageExtras {
  route: string;
  frontmatter: Readonly<Record<string, unknown>>;
  plugins: readonly PluginMarkdown[];
}

/** A stylesheet URL a plugin gives (relative to the base, or absolute) as the page links it. */
export function stylesheetHref(base: string, url: string): string {
  return /^(https?:)?\/\//.test(url) ? url : `${base}${url.replace(/^\//, '')}`;
}

/** What a plugin's `report()` adds to the page's problems. */
export function pluginWarning(
  plugin: string,
  message: string,
  at: Parameters<MarkdownContext['report']>[1] = {},
): MarkdownWarning {
  return {
    severity: at.severity ?? 'warning',
    rule: `plugin:${plugin}`,
    message,
    line: at.line ?? 1,
    column: at.column ?? 1,
    ...(at.hint !== undefined && { hint: at.hint }),
  };
}

/** The context a plugin's `markdown` hook gets for this page. */
export function markdownContext(
  state: RenderState,
  extras: PluginPageExtras,
  plugin: string,
  head: HeadElement[],
  styles: string[],
): MarkdownContext {
  return {
    file: state.file,
    route: extras.route,
    ...(state.lang !== undefined && { lang: state.lang }),
    base: state.base,
    frontmatter: extras.frontmatter,
    component(name, props = {}) {
      if (!state.components.has(name)) {
        throw new Error(`component "${name}" is not a component of this site (add it to the plugin's "components")`);
      }
      const bad = Object.entries(props).find(([, value]) => !isPropValue(value));
      if (bad) {
        throw new Error(
          `component "${name}": prop "${bad[0]}" is not a JSON value (strings, numbers, booleans, null, arrays and plain objects of them)`,
        );
      }
      const index = state.islands.push({ name, props: structuredClone(props) }) - 1;
      return `<div class="bd-island" data-bd-island="${index}"></div>`;
    },
    head: (...elements) => void head.push(...elements),
    stylesheet(url) {
      const href = stylesheetHref(state.base, url);
      if (!styles.includes(href)) styles.push(href);
    },
    text: (value) => addText(state, ` ${value} `),
    report: (message, at) => void state.warnings.push(pluginWarning(plugin, message, at)),
  };
}

/** A value the page's data can carry to the browser as it is (JSON, no cycles, nothing JSON would change). */
function isPropValue(value: unknown, seen = new Set<object>()): value is PropValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object' || seen.has(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return false;
  seen.add(value);
  const ok = Object.values(value).every((v) => isPropValue(v, seen));
  seen.delete(value);
  return ok;
}

/** Each plugin's extensions; its fenced-code renderers into the render state, reporting failures with the plugin's name and the block's line. */
export function pluginExtensions(
  state: RenderState,
  extras: PluginPageExtras,
  head: HeadElement[],
  styles: string[],
): { syntax: Extension[]; html: PluginHtml[]; named: string[] } {
  const syntax: Extension[] = [];
  /** The plugins that gave syntax or HTML handlers. */
  const named: string[] = [];
  const html: PluginHtml[] = [];
  const fences = new Map<string, (block: FenceBlock) => string | undefined>();
  const containers = new Map<string, PluginContainer>();
  for (const p of extras.plugins) {
    let made: MarkdownExtensions;
    try {
      made = p.markdown(markdownContext(state, extras, p.name, head, styles)) ?? {};
    } catch (err) {
      throw new PluginError(p.name, err);
    }
    if (made.syntax?.length || made.html?.length) named.push(p.name);
    syntax.push(...(made.syntax ?? []));
    html.push(...(made.html ?? []).map((extension) => ({ plugin: p.name, extension })));
    for (const [lang, render] of Object.entries(made.fences ?? {})) {
      fences.set(lang.toLowerCase(), (block) => {
        try {
          return render(block);
        } catch (err) {
          throw new PluginError(p.name, err, block.line);
        }
      });
    }
    for (const [name, container] of Object.entries(made.containers ?? {})) {
      containers.set(name, pluginContainer(p.name, name, container));
    }
  }
  if (fences.size) state.fences = fences;
  if (containers.size) state.containers = containers;
  return { syntax, html, named };
}

/** bookdocs' tabs: their bodies are their panes, not one body a plugin could render. */
const TAB_CONTAINERS = new Set(['tabs', 'code-tabs', 'code-group']);

/** A plugin's container, its failures reported with the plugin's name and the container's line. */
function pluginContainer(plugin: string, name: string, container: ContainerRenderer): PluginContainer {
  if (TAB_CONTAINERS.has(name)) {
    throw new PluginError(
      plugin,
      new Error(`"${name}" is one of bookdocs' tab containers (tabs, code-tabs, code-group): give yours another name`),
    );
  }
  const { title, render } = container;
  return {
    ...(title !== undefined && {
      title: (lang, line) => {
        try {
          return typeof title === 'function' ? title(lang) : title;
        } catch (err) {
          throw new PluginError(plugin, err, line);
        }
      },
    }),
    ...(render && {
      render: (block) => {
        try {
          return render(block);
        } catch (err) {
          throw new PluginError(plugin, err, block.line);
        }
      },
    }),
  };
}
