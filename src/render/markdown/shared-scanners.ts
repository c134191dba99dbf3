// One compiled Oniguruma scanner per distinct list of patterns. The TextMate tokenizer compiles a
// scanner for each rule of each grammar, and grammars repeat one another: JavaScript's rules are
// TypeScript's, TSX's and JSX's too, and Vue and Markdown embed them. Compiling is most of what
// Shiki costs a build, more than matching, and almost half the scanners compiled are repeats.
import type { RegexEngine } from 'shiki';

/** `engine`, compiling each distinct pattern list once; the scanners it hands out share it. */
export async function shareScanners(engine: RegexEngine | Promise<RegexEngine>): Promise<RegexEngine> {
  const inner = await engine;
  const compiled = new Map<string, ReturnType<RegexEngine['createScanner']>>();
  return {
    createString: (s) => inner.createString(s),
    createScanner(patterns) {
      const key = JSON.stringify(patterns.map((p) => (typeof p === 'string' ? p : `/${p.source}/${p.flags}`)));
      let scanner = compiled.get(key);
      if (!scanner) compiled.set(key, (scanner = inner.createScanner(patterns)));
      const shared = scanner;
      // No dispose(): a grammar that is let go must not free a scanner other rules use.
      return { findNextMatchSync: (string, start, options) => shared.findNextMatchSync(string, start, options) };
    },
  };
}
