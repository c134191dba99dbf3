// Plugins' HTML handlers composed with bookdocs' own. micromark lets a later handler for a token type
// replace an earlier one; a plugin's would then drop what bookdocs records of the token (a link for
// `check`, a heading for the outline, the page's text) along with its HTML. Here a plugin's handler
// wraps the one before it instead: it gets `next`, which runs that handler and returns the HTML it
// wrote (see PluginHandle in plugin-api.ts); when it does not call `next`, the wrapped handler runs
// after it all the same, for what it records, and what it writes is dropped.
//
// Handlers share micromark's stack of output buffers: an enter handler may open one that its exit
// handler closes (a heading's content), and a plugin's handler may close the buffer bookdocs' enter
// handler opened, or open one of its own. A handler run (HandlerRun) keeps count, so that the wrapped
// handler, run after a plugin's that did not call `next`, never closes a buffer the plugin already
// closed, and the plugin's HTML written into a buffer the wrapped handler then closes is written again.
import { combineHtmlExtensions } from 'micromark-util-combine-extensions';
import type { CompileContext, HtmlExtension, Token } from 'micromark-util-types';
import type { PluginHandle, PluginHtmlExtension } from '../plugins/plugin-api.js';
import { PluginError } from './plugin-error.js';

/** One plugin's HTML extension, as the page's plugins gave it. */
export interface PluginHtml {
  plugin: string;
  extension: HtmlExtension | PluginHtmlExtension;
}

type Phase = 'enter' | 'exit';
type AnyHandle = (this: CompileContext, token: Token) => undefined | void;

/**
 * Where a run of a handler writes at its own top level (inside buffers it opened itself, it writes
 * as usual): through to the output (a plugin's handler), into a string (`next()`), or nowhere (the
 * wrapped handler run only for what it records).
 */
type Mode = 'direct' | 'capture' | 'drop';

class HandlerRun {
  /** Buffers this run opened and has not closed. */
  depth = 0;
  /** Buffers opened before this run that it closed. */
  outerCloses = 0;
  /** What it wrote at its top level: its result ('capture'); since its last outer close ('direct'). */
  written = '';
  /** 'drop': it closed a buffer opened before it (the plugin's HTML written into it went with it). */
  closedOuter = false;

  constructor(
    private readonly real: CompileContext,
    private readonly mode: Mode,
    /** Outer buffers a plugin's handler already closed: this run's first closes of outer buffers are skipped. */
    private skipCloses = 0,
  ) {}

  /** The compile context the handler runs with: micromark's, its output and buffers counted here. */
  context(): CompileContext {
    const { real } = this;
    return Object.create(real, {
      raw: { value: (value: string) => this.raw(value) },
      tag: { value: (value: string) => this.tag(value) },
      lineEndingIfNeeded: { value: () => this.lineEndingIfNeeded() },
      buffer: { value: () => this.buffer() },
      resume: { value: () => this.resume() },
    }) as CompileContext;
  }

  private raw(value: string): undefined {
    if (this.depth || this.mode === 'direct') this.real.raw(value);
    if (!this.depth && this.mode !== 'drop') this.written += value;
  }

  private tag(value: string): undefined {
    if (this.depth) return this.real.tag(value);
    if (this.mode === 'drop') return;
    // micromark drops tags where they are not HTML (an image's alt text): what it would write.
    this.real.buffer();
    this.real.tag(value);
    const html = this.real.resume();
    if (this.mode === 'direct') this.real.tag(value);
    this.written += html;
  }

  private lineEndingIfNeeded(): undefined {
    if (this.depth || this.mode === 'direct' || (this.mode === 'capture' && !this.written))
      return this.real.lineEndingIfNeeded();
    if (this.mode === 'capture' && !/[\n\r]$/.test(this.written)) this.written += '\n';
  }

  private buffer(): undefined {
    // A buffer left open holds what comes next (a heading's content): what this run wrote goes before it.
    if (!this.depth && this.mode === 'capture' && this.written) {
      this.real.raw(this.written);
      this.written = '';
    }
    this.depth++;
    return this.real.buffer();
  }

  private resume(): string {
    if (this.depth) {
      this.depth--;
      return this.real.resume();
    }
    if (this.skipCloses > 0) {
      this.skipCloses--;
      return '';
    }
    this.outerCloses++;
    if (this.mode === 'direct') this.written = '';
    if (this.mode === 'drop') this.closedOuter = true;
    return this.real.resume();
  }
}

/** A plugin's handler around `wrapped` (none: a token type only micromark compiles, or the plugin's own). */
function wrapHandle(
  plugin: string,
  handle: PluginHandle,
  wrapped: AnyHandle | undefined,
  /** Shared with the plugin's handler of the other phase for this type, when both wrap one of bookdocs'. */
  opened: number[] | undefined,
  phase: Phase,
): AnyHandle {
  const fail = (err: unknown, token: Token | undefined) =>
    err instanceof PluginError ? err : new PluginError(plugin, err, token?.start.line, token?.start.column);
  if (!wrapped) {
    return function (this: CompileContext, token: Token) {
      try {
        return handle.call(this, token, () => '');
      } catch (err) {
        throw fail(err, token);
      }
    };
  }
  return function (this: CompileContext, token: Token) {
    const own = new HandlerRun(this, 'direct');
    // Buffers the plugin's enter handler left open for its exit handler to close.
    const ownOpen = phase === 'exit' ? (opened?.pop() ?? 0) : 0;
    const outerTaken = () => Math.max(0, own.outerCloses - ownOpen);
    let ran = false;
    const next = () => {
      if (ran) return '';
      ran = true;
      const run = new HandlerRun(this, 'capture', outerTaken());
      wrapped.call(run.context(), token);
      return run.written;
    };
    try {
      handle.call(own.context(), token, next);
    } catch (err) {
      throw fail(err, token);
    }
    if (phase === 'enter') opened?.push(own.depth);
    if (ran) return;
    ran = true;
    const quiet = new HandlerRun(this, 'drop', outerTaken());
    wrapped.call(quiet.context(), token);
    // The plugin's HTML went into the buffer the wrapped handler closed: written again, where it meant it.
    if (quiet.closedOuter && own.written) this.raw(own.written);
  };
}

/**
 * bookdocs' HTML extensions, then the plugins' in order, each handler of a plugin wrapping the one
 * before it for its token type. Without plugins' handlers: `own` as it is.
 */
export function withPluginHandlers(own: HtmlExtension[], plugins: readonly PluginHtml[]): HtmlExtension[] {
  if (!plugins.length) return own;
  const current = combineHtmlExtensions(own) as Record<Phase, Record<string, AnyHandle | undefined>>;
  const wrapped: Record<Phase, Record<string, AnyHandle>> = { enter: {}, exit: {} };
  for (const { plugin, extension: given } of plugins) {
    const extension = given as Partial<Record<Phase, Record<string, PluginHandle | undefined>>>;
    // A buffer count per token type, shared by the plugin's enter and exit handlers of that type.
    const opened = new Map<string, number[]>();
    for (const phase of ['enter', 'exit'] as const) {
      for (const [type, handle] of Object.entries(extension[phase] ?? {})) {
        if (!handle) continue;
        const both = extension.enter?.[type] && extension.exit?.[type] && current.enter[type] && current.exit[type];
        let counts = opened.get(type);
        if (!counts) opened.set(type, (counts = []));
        const made = wrapHandle(plugin, handle, current[phase][type], both ? counts : undefined, phase);
        current[phase][type] = made;
        wrapped[phase][type] = made;
      }
    }
  }
  return [...own, wrapped as HtmlExtension];
}
