// Fenced code: highlighted at build time (see RenderContext.highlight), with a language label, `{1,3-5}` line highlighting,
// `:line-numbers`, `title="…"`, and `[label]` for code groups.
import type { CompileContext, HtmlExtension } from 'micromark-util-types';
import { escapeHtml } from '../../shared/escape-html.js';
import { plainPre } from './plain-code.js';
import type { RenderState } from './state.js';

export interface FenceInfo {
  lang: string;
  highlightLines: Set<number>;
  lineNumbers: boolean;
  title?: string;
  /** `[label]` of a code-group tab. */
  label?: string;
}

/** Parse the info string of a fence: ```` ```ts{1,3-5}:line-numbers title="a.ts" [a.ts] ````. */
export function parseFenceInfo(info: string): FenceInfo {
  const langMatch = /^[^\s{[:]*/.exec(info);
  const lang = (langMatch?.[0] ?? '').toLowerCase();
  const rest = info.slice(lang.length);
  const highlightLines = new Set<number>();
  const braces = /\{([\d,\s-]+)\}/.exec(rest);
  if (braces) {
    for (const part of braces[1]!.split(',')) {
      const [a, b] = part.trim().split('-').map((n) => Number.parseInt(n, 10));
      if (a === undefined || Number.isNaN(a)) continue;
      const end = b === undefined || Number.isNaN(b) ? a : b;
      for (let i = a; i <= end && i - a < 10000; i++) highlightLines.add(i);
    }
  }
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(rest);
  const label = /\[([^\]]+)\]/.exec(rest.replace(/title=(?:"[^"]*"|'[^']*')/, ''));
  return {
    lang,
    highlightLines,
    lineNumbers: /:line-numbers\b/.test(rest),
    title: title ? (title[1] ?? title[2]) : undefined,
    label: label?.[1]?.trim(),
  };
}

export function renderCodeBlock(state: RenderState, code: string, info: FenceInfo): string {
  const pre = state.highlight ? state.highlight(code, info.lang, info.highlightLines) : plainPre(code, info.highlightLines);
  const classes = [`language-${info.lang || 'text'}`, 'bd-code'];
  if (info.lineNumbers) classes.push('line-numbers');
  const title = info.title ? `<div class="bd-code-title">${escapeHtml(info.title)}</div>` : '';
  const lang = info.lang ? `<span class="bd-code-lang">${escapeHtml(info.lang)}</span>` : '';
  return `<div class="${escapeHtml(classes.join(' '))}">${title}${lang}${pre}</div>`;
}

/** Undo micromark's encoding (it only encodes these four). */
function decode(html: string): string {
  return html.replace(/&(amp|lt|gt|quot);/g, (_, e: string) => (e === 'amp' ? '&' : e === 'lt' ? '<' : e === 'gt' ? '>' : '"'));
}

interface Frame {
  info: string;
  meta: string;
  fences: number;
}

export type CodeBlockSink = (this: CompileContext, html: string, info: FenceInfo) => boolean;

export function codeHtml(state: RenderState, onBlock?: CodeBlockSink): HtmlExtension {
  const frames: Frame[] = [];
  return {
    enter: {
      codeFenced(this: CompileContext) {
        frames.push({ info: '', meta: '', fences: 0 });
        state.muteText++;
        this.lineEndingIfNeeded();
        this.buffer();
      },
      codeFencedFenceInfo(this: CompileContext) {
        this.buffer();
      },
      codeFencedFenceMeta(this: CompileContext) {
        this.buffer();
      },
    },
    exit: {
      codeFencedFenceInfo() {
        frames[frames.length - 1]!.info = decode(this.resume());
      },
      codeFencedFenceMeta() {
        frames[frames.length - 1]!.meta = decode(this.resume());
      },
      codeFencedFence() {
        const frame = frames[frames.length - 1]!;
        if (!frame.fences) this.setData('slurpOneLineEnding', true);
        frame.fences++;
      },
      codeFenced() {
        const frame = frames.pop()!;
        let code = decode(this.resume());
        if (code.endsWith('\n')) code = code.slice(0, -1);
        state.muteText--;
        const info = parseFenceInfo(`${frame.info} ${frame.meta}`.trim());
        const html = renderCodeBlock(state, code, info);
        if (onBlock?.call(this, html, info)) return;
        this.raw(html);
        this.setData('slurpOneLineEnding');
      },
    },
  };
}
