// The site's remark and rehype plugins as two unified processors, made once per thread: remark's (its
// plugins' transforms of the Markdown tree, and the micromark syntax they register through
// `this.data('micromarkExtensions')` / `fromMarkdownExtensions`), and rehype's (transforms of the
// HTML tree). Each plugin is wrapped so that whatever it throws names it.
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import type { Options as ToHastOptions } from 'mdast-util-to-hast';
import type { Extension } from 'micromark-util-types';
import { unified, type Processor } from 'unified';
import { PluginError } from '../plugin-error.js';
import type { UnifiedPlugin } from './unified-types.js';

type AnyProcessor = Processor<never, never, never, never, never>;
type Transformer = (tree: unknown, file: unknown, next?: (...args: unknown[]) => void) => unknown;
type Next = (error?: unknown, tree?: unknown, file?: unknown) => void;

export interface TreeProcessors {
  remark: AnyProcessor;
  rehype: AnyProcessor;
  /** Syntax the remark plugins add, after bookdocs' own. */
  micromarkExtensions: Extension[];
  fromMarkdownExtensions: (FromMarkdownExtension | FromMarkdownExtension[])[];
  /** Options of the step to the HTML tree (the config's `markdown.remarkRehype`). */
  toHast: ToHastOptions;
}

/** Thrown when a plugin fails while it is set up (its attacher), naming it. */
export class PluginStartError extends Error {
  constructor(
    readonly plugin: UnifiedPlugin,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

export function makeProcessors(plugins: readonly UnifiedPlugin[], toHast: ToHastOptions = {}): TreeProcessors {
  const remark = unified() as unknown as AnyProcessor;
  const rehype = unified() as unknown as AnyProcessor;
  for (const p of plugins) {
    const processor = p.list === 'remarkPlugins' ? remark : rehype;
    (processor.use as (plugin: unknown, ...options: unknown[]) => unknown)(named(p), ...p.options);
  }
  remark.freeze();
  rehype.freeze();
  const data = remark.data() as { micromarkExtensions?: Extension[]; fromMarkdownExtensions?: FromMarkdownExtension[] };
  return {
    remark,
    rehype,
    micromarkExtensions: [...(data.micromarkExtensions ?? [])],
    fromMarkdownExtensions: [...(data.fromMarkdownExtensions ?? [])],
    toHast,
  };
}

/** The plugin's attacher, its failures named, and its transformer's. */
function named(p: UnifiedPlugin): (...args: unknown[]) => unknown {
  return function attacher(this: unknown, ...args: unknown[]) {
    let transformer: unknown;
    try {
      transformer = (p.plugin as unknown as (...a: unknown[]) => unknown).apply(this, args);
    } catch (err) {
      throw new PluginStartError(p, err);
    }
    if (typeof transformer !== 'function') return transformer;
    const transform = transformer as Transformer;
    // Three parameters: unified hands over `next` and waits for it (whatever style the plugin's own is).
    return function (this: unknown, tree: unknown, file: unknown, next: Next): void {
      const fail = (err: unknown) => next(err instanceof PluginError ? err : new PluginError(p.name, err));
      let result: unknown;
      try {
        if (transform.length >= 3) {
          transform.call(this, tree, file, (err?: unknown, ...out: unknown[]) =>
            err ? fail(err) : next(undefined, ...out),
          );
          return;
        }
        result = transform.call(this, tree, file);
      } catch (err) {
        fail(err);
        return;
      }
      if (result instanceof Error) fail(result);
      else if (result && typeof (result as Promise<unknown>).then === 'function')
        (result as Promise<unknown>).then((out) => next(undefined, out), fail);
      else next(undefined, result);
    };
  };
}
