// Custom containers: tip | warning | danger | info | note | details, tabs (`@tab`) and code-group,
// and the ones plugins add by name. Tabs are radio inputs + CSS, so they work without JavaScript; the
// client only syncs groups.
import type { Directive } from 'micromark-extension-directive';
import type { CompileContext, HtmlExtension } from 'micromark-util-types';
import type { CodeBlockSink } from './code.js';
import { escapeHtml } from '../../shared/escape-html.js';
import { containerTitle } from './container-titles.js';
import type { PluginContainer, RenderState } from './state.js';

/** The custom containers (`::: tip` …). */
const CONTAINERS = ['tip', 'warning', 'danger', 'info', 'note', 'details'];

/** A NUL never survives micromark's input normalisation, so it can safely split compiled content. */
const TAB_MARK = '\u0000';

interface TabsDirective extends Directive {
  tabLabels?: string[];
  codeBlocks?: { label: string; html: string }[];
  /** The line of its opening fence (recorded for plugins' containers: containerLines). */
  line?: number;
}

type Stack = TabsDirective[] | undefined;

function stackOf(ctx: CompileContext): Stack {
  return ctx.getData('directiveStack') as Stack;
}

function tabsHtml(state: RenderState, groupId: string | undefined, panes: { label: string; html: string }[]): string {
  const name = `bd-tabs-${++state.tabGroups}`;
  const nav = panes
    .map(
      (p, i) =>
        `<input type="radio" name="${name}" id="${name}-${i}"${i === 0 ? ' checked' : ''}><label for="${name}-${i}">${p.label}</label>`,
    )
    .join('');
  const panels = panes.map((p) => `<div class="bd-tab-panel">${p.html}</div>`).join('');
  const id = groupId ? ` data-group="${escapeHtml(groupId)}"` : '';
  return `<div class="bd-tabs"${id}><div class="bd-tabs-nav">${nav}</div><div class="bd-tab-panels">${panels}</div></div>`;
}

/** What a container's element says itself: its id and class are written apart, `open` (details) and `no-title` are no attributes. */
const OWN_ATTRIBUTES = new Set(['id', 'class', 'open', 'no-title']);

/** A container's other attributes (`{data-x=1 lang="en"}`, as markdown-it-attrs puts them on it), escaped. */
function otherAttributes(attributes: Directive['attributes']): string {
  let out = '';
  for (const [name, value] of Object.entries(attributes ?? {}))
    if (!OWN_ATTRIBUTES.has(name) && value != null) out += ` ${name}="${escapeHtml(value)}"`;
  return out;
}

export function containerHandlers(state: RenderState) {
  function block(this: CompileContext, d: Directive): boolean {
    return blockWith.call(this, d, d.label?.trim() || containerTitle(state, d.name) || d.name);
  }

  function blockWith(this: CompileContext, d: Directive, title: string): boolean {
    // `{#id .class}` after the title (markdown-it-attrs): the id is an anchor links can target.
    const id = d.attributes?.id;
    if (id) state.ids.add(id);
    const classes = `custom-block ${d.name}${d.attributes?.class ? ` ${escapeHtml(d.attributes.class)}` : ''}`;
    const attrs = `class="${classes}"${id ? ` id="${escapeHtml(id)}"` : ''}${otherAttributes(d.attributes)}`;
    this.lineEndingIfNeeded();
    if (d.name === 'details') {
      const open = d.attributes && 'open' in d.attributes ? ' open' : '';
      this.raw(`<details ${attrs}${open}><summary>${title}</summary>\n${d.content ?? ''}</details>`);
    } else if (d.attributes && 'no-title' in d.attributes) {
      // `{no-title}` (VitePress): the container without its title (preprocess.ts dropped it).
      this.raw(`<div ${attrs}>\n${d.content ?? ''}</div>`);
    } else {
      this.raw(`<div ${attrs}><p class="custom-block-title">${title}</p>\n${d.content ?? ''}</div>`);
    }
    return true;
  }

  function tabs(this: CompileContext, d: TabsDirective): boolean {
    const parts = (d.content ?? '').split(TAB_MARK);
    const labels = d.tabLabels ?? [];
    const panes = labels.map((label, i) => ({ label, html: parts[i + 1] ?? '' }));
    this.lineEndingIfNeeded();
    this.raw(panes.length ? tabsHtml(state, d.attributes?.id ?? undefined, panes) : (d.content ?? ''));
    return true;
  }

  function tab(this: CompileContext, d: Directive): boolean {
    const parent = stackOf(this)?.at(-1);
    if (!parent || !/^(code-)?tabs$/.test(parent.name)) return false;
    (parent.tabLabels ??= []).push(d.label?.trim() || `Tab ${(parent.tabLabels?.length ?? 0) + 1}`);
    this.raw(TAB_MARK);
    return true;
  }

  function codeGroup(this: CompileContext, d: TabsDirective): boolean {
    const blocks = d.codeBlocks ?? [];
    this.lineEndingIfNeeded();
    this.raw(blocks.length ? tabsHtml(state, d.attributes?.id ?? undefined, blocks) : (d.content ?? ''));
    return true;
  }

  function fallback(this: CompileContext, d: Directive): boolean {
    if (d.type === 'containerDirective') {
      this.lineEndingIfNeeded();
      this.raw(`<div class="custom-block ${escapeHtml(d.name)}">\n${d.content ?? ''}</div>`);
      return true;
    }
    // An unknown `::name` line is most likely prose; show it as written.
    this.raw(`<p>::${escapeHtml(d.name)}${d.label ? `[${d.label}]` : ''}</p>`);
    return true;
  }

  /** A plugin's container: its renderer's HTML, or ours with its title. */
  function pluginBlock(container: PluginContainer) {
    return function (this: CompileContext, d: TabsDirective): boolean {
      if (d.type !== 'containerDirective') return false;
      const line = d.line ?? 1;
      const title = d.label?.trim() || (container.title ? escapeHtml(container.title(state.lang, line)) : '');
      if (!container.render) return blockWith.call(this, d, title || escapeHtml(d.name));
      const id = d.attributes?.id;
      if (id) state.ids.add(id);
      const html = container.render({
        name: d.name,
        title,
        body: d.content ?? '',
        ...(state.lang !== undefined && { lang: state.lang }),
        attributes: { ...d.attributes },
        line,
      });
      this.lineEndingIfNeeded();
      this.raw(html);
      return true;
    };
  }

  const handlers: Record<string, (this: CompileContext, d: Directive) => boolean> = {
    tabs,
    'code-tabs': tabs,
    tab,
    'code-group': codeGroup,
    '*': fallback,
  };
  for (const name of CONTAINERS) handlers[name] = block;
  for (const [name, container] of state.containers ?? []) handlers[name] = pluginBlock(container);
  return handlers;
}

/** Records the line of each container's opening fence, for plugins' containers (the directive's handler gets no token). */
export const containerLines: HtmlExtension = {
  enter: {
    directiveContainerFence(token) {
      const top = stackOf(this)?.at(-1);
      if (top && top.line === undefined) top.line = token.start.line;
    },
  },
};

/**
 * Code blocks directly inside a code-group become its tabs instead of being written out. A tab is
 * labelled with the block's `[label]`, else its title, else its language, else `txt` (as VitePress).
 */
export const codeGroupSink: CodeBlockSink = function (info) {
  const top = stackOf(this)?.at(-1);
  if (!top || top.name !== 'code-group' || top.type !== 'containerDirective') return undefined;
  return (html) => {
    (top.codeBlocks ??= []).push({ label: escapeHtml(info.label || info.title || info.lang || 'txt'), html });
  };
};
