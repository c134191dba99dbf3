// Which file of the site's theme folder a render error comes from. The SSR bundle is one module, so
// an error's stack names lines of that module; when the site has a theme folder the bundle's source
// map is written beside it (sources absolute, the folder named in it), and the first frame that maps
// into the folder is the override or slot that threw.
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as esbuild from 'esbuild';

/** The source map's own field naming the theme folder the bundle was made with. */
const THEME_FIELD = 'x_bookdocs_theme';
/** A stack frame in an .mjs module: `at X (file:///…/a.mjs:1:2)` or `at /…/a.mjs:1:2`. */
const FRAME = /((?:file:\/\/)?\/[^\s():]+\.mjs):(\d+):(\d+)/g;

/** The SSR bundle's source map to write beside it, or undefined when the site has no theme folder. */
export function ssrSourceMap(
  outputFiles: readonly esbuild.OutputFile[],
  themeDir: string | undefined,
): string | undefined {
  const map = outputFiles.find((f) => f.path.endsWith('.map'));
  if (!map || !themeDir) return undefined;
  const json = JSON.parse(map.text) as { sources: string[]; [THEME_FIELD]?: string };
  const dir = path.dirname(map.path);
  json.sources = json.sources.map((s) => (s.includes(':') ? s : path.resolve(dir, s)));
  json[THEME_FIELD] = themeDir;
  return JSON.stringify(json);
}

interface LoadedMap {
  map: SourceMap;
  themeDir: string;
}

export interface ThemeFrame {
  /** Absolute path of the theme file. */
  file: string;
  line?: number;
  column?: number;
}

/**
 * Theme files named from errors' stacks. The source map a stack is mapped with is read once per
 * bundle: a broken override fails every page, each mapped with the same bundle's map. One per render
 * run (a build's render stream; a dev request).
 */
export class ThemeFrames {
  private last: { file: string; loaded: LoadedMap | undefined } | undefined;

  private mapOf(bundle: string): LoadedMap | undefined {
    if (this.last?.file === bundle) return this.last.loaded;
    let loaded: LoadedMap | undefined;
    try {
      const json = JSON.parse(fs.readFileSync(`${bundle}.map`, 'utf8')) as { [THEME_FIELD]?: unknown };
      if (typeof json[THEME_FIELD] === 'string')
        loaded = {
          map: new SourceMap(json as ConstructorParameters<typeof SourceMap>[0]),
          themeDir: json[THEME_FIELD],
        };
    } catch {
      loaded = undefined;
    }
    this.last = { file: bundle, loaded };
    return loaded;
  }

  /**
   * The first frame of `err`'s stack that is code of the site's theme folder, if any; or the file an
   * error of the theme's own making names (an override without the export it needs).
   */
  frameOf(err: unknown): ThemeFrame | undefined {
    const named = (err as { themeFile?: unknown } | null)?.themeFile;
    if (typeof named === 'string') return { file: named };
    const stack = err instanceof Error ? err.stack : undefined;
    if (!stack) return undefined;
    for (const m of stack.matchAll(FRAME)) {
      const bundle = m[1]!.startsWith('file://') ? fileURLToPath(m[1]!) : m[1]!;
      const loaded = this.mapOf(bundle);
      if (!loaded) continue;
      const entry = loaded.map.findEntry(Number(m[2]) - 1, Number(m[3]) - 1) as {
        originalSource?: string;
        originalLine?: number;
        originalColumn?: number;
      };
      const source = entry.originalSource;
      if (source && source.startsWith(loaded.themeDir + path.sep)) {
        return { file: source, line: entry.originalLine! + 1, column: entry.originalColumn! + 1 };
      }
    }
    return undefined;
  }
}
