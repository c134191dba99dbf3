// Fenced code: highlighted at build time (see RenderContext.highlight), with a language label, `{1,3-5}` line highlighting,
// `:line-numbers` (`=N` to start at N, `:no-line-numbers` against it), `title="…"`, and `[label]` for code
// groups. VitePress's `// [!code ++]` notation in the code is read where the `<pre>` is written (code-notation.ts).
import type { CompileContext, HtmlExtension } from 'micromark-util-types';
import { escapeHtml } from '../../shared/escape-html.js';
import { plainPre } from './plain-code.js';
import type { RenderState } from './state.js';

export interface FenceInfo {
  lang: string;
  highlightLines: Set<number>;
  lineNumbers: boolean;
  /** `:line-numbers=N`: the first line's number, when not 1. */
  lineStart?: number;
  title?: string;
  /** `[label]`: a code-group tab's label; elsewhere the block's title. */
  label?: string;
  /** `twoslash` in the info string (and no `no-twoslash`): TypeScript's type information is shown (twoslash-code.ts). */
  twoslash?: true;
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
      const [a, b] = part
        .trim()
        .split('-')
        .map((n) => Number.parseInt(n, 10));
      if (a === undefined || Number.isNaN(a)) continue;
      const end = b === undefined || Number.isNaN(b) ? a : b;
      for (let i = a; i <= end && i - a < 10000; i++) highlightLines.add(i);
    }
  }
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(rest);
  // Up to the last `]`: a label may hold brackets (`[src/pages/[id].vue]`).
  const label = /\[(.+)\]/.exec(rest.replace(/title=(?:"[^"]*"|'[^']*')/, ''));
  // As VitePress: `:no-line-numbers` wins over `:line-numbers`.
  const lineNumbers = /:line-numbers\b/.test(rest) && !/:no-line-numbers\b/.test(rest);
  const start = lineNumbers ? /:line-numbers=(\d{1,9})\b/.exec(rest) : null;
  // As @shikijs/vitepress-twoslash triggers it.
  const twoslash = /\btwoslash\b/.test(rest) && !/\bno-?twoslash\b/.test(rest);
  const lineStart = start ? Number.parseInt(start[1]!, 10) : 1;
  return {
    lang,
    highlightLines,
    lineNumbers,
    ...(lineStart !== 1 && { lineStart }),
    title: title ? (title[1] ?? title[2]) : undefined,
    label: label?.[1]?.trim(),
    ...(twoslash && { twoslash }),
  };
}

/** A fenced block's HTML; `line`: its opening fence's. */
export function renderCodeBlock(state: RenderState, code: string, info: FenceInfo, line = 1): string {
  const pre = state.highlight
    ? state.highlight(code, info.lang, info.highlightLines, info.twoslash ? { twoslash: true, line } : undefined)
    : plainPre(code, info.highlightLines);
  const classes = [`language-${info.lang || 'text'}`, 'bd-code'];
  if (info.lineNumbers) classes.push('line-numbers');
  const title = info.title ? `<div class="bd-code-title">${escapeHtml(info.title)}</div>` : '';
  const lang = info.lang ? `<span class="bd-code-lang">${escapeHtml(info.lang)}</span>` : '';
  // The gutter's counter starts one before the first number (code.css).
  const style =
    info.lineNumbers && info.lineStart !== undefined ? ` style="--bd-line-offset:${info.lineStart - 1}"` : '';
  return `<div class="${escapeHtml(classes.join(' '))}"${style}>${title}${lang}${pre}</div>`;
}

/** Undo micromark's encoding (it only encodes these four). */
function decode(html: string): string {
  return html.replace(/&(amp|lt|gt|quot);/g, (_, e: string) =>
    e === 'amp' ? '&' : e === 'lt' ? '<' : e === 'gt' ? '>' : '"',
  );
}

interface Frame {
  info: string;
  meta: string;
  fences: number;
  line: number;
}

/** Where a code block goes instead of the page (a code group's tab): what takes its HTML, or undefined. */
export type CodeBlockSink = (this: CompileContext, info: FenceInfo) => ((html: string) => void) | undefined;

export function codeHtml(state: RenderState, onBlock?: CodeBlockSink): HtmlExtension {
  const frames: Frame[] = [];
  return {
    enter: {
      codeFenced(this: CompileContext, token) {
        frames.push({ info: '', meta: '', fences: 0, line: token.start.line });
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
        // A plugin's renderer for the language (a diagram, a chart…) takes the block's place, unless
        // it leaves the block to be shown as code (undefined).
        const custom = state.fences?.get(info.lang);
        const take = onBlock?.call(this, info);
        // Outside a code group, a `[label]` titles the block where the site's VitePress config asks
        // for it (vitepress-plugin-group-icons); VitePress itself shows it only as a tab's label.
        const shown =
          take || !state.codeLabelTitles || info.title !== undefined || !info.label
            ? info
            : { ...info, title: info.label };
        const html =
          custom?.({
            code,
            lang: info.lang,
            meta: frame.info.slice(info.lang.length).concat(' ', frame.meta).trim(),
            line: frame.line,
          }) ?? renderCodeBlock(state, code, shown, frame.line);
        if (take) {
          take(html);
          return;
        }
        this.raw(html);
        this.setData('slurpOneLineEnding');
      },
    },
  };
}
