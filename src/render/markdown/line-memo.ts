// Remembers how a grammar tokenised each line it has seen, per state the line started in.
//
// TextMate tokenising is a state machine: a line's tokens and the state after it depend only on the
// grammar, the state before it and the line's text. Docs repeat lines a lot (imports, install
// commands, config keys): 55–70 % of the code lines of VuePress's, Vitest's and our own docs occur
// more than once, so a build tokenises each distinct (state, line) once instead of every time.
//
// States are vscode-textmate's `StateStack`s: fresh objects per line, compared by structure (rule,
// end pattern, scopes per frame — what `StateStack.equals` compares, plus the begin-captured-EOL flag
// it leaves out). Each distinct structure gets a number; the cache key is that number and the line.
// Shiki highlights with one theme here (token colours are encoded against it), so the key needs no
// theme. A line cut short by a time limit is not remembered.

interface StackFrame {
  parent: StackFrame | null;
  ruleId: number;
  endRule: string | null;
  beginRuleCapturedEOL: boolean;
  nameScopesList: { toString(): string } | null;
  contentNameScopesList: { toString(): string } | null;
}

interface LineResult {
  tokens: Uint32Array;
  ruleStack: unknown;
  stoppedEarly: boolean;
}

interface TokenizingGrammar {
  tokenizeLine2(lineText: string, prevState: unknown, timeLimit?: number): LineResult;
}

/** Lines remembered per grammar before the cache starts over (a bound on memory for huge sites). */
const MAX_LINES = 200_000;
const memoized = new WeakSet<object>();

/** Make `grammar.tokenizeLine2` remember its results; once per grammar object. */
export function memoizeLines(grammar: TokenizingGrammar): void {
  if (memoized.has(grammar)) return;
  memoized.add(grammar);
  const tokenize = grammar.tokenizeLine2.bind(grammar);
  const stateIds = new WeakMap<object, number>();
  const idOfStructure = new Map<string, number>();
  let cache = new Map<string, LineResult>();

  // Shiki starts every block from vscode-textmate's `INITIAL`, a frame of rule 0 that no grammar
  // rule has (its first line also matches `\A` anchors): a structure of its own like any other.
  const stateId = (state: unknown): number => {
    if (state === null || typeof state !== 'object') return 0;
    let id = stateIds.get(state);
    if (id === undefined) {
      const key = structureKey(state as StackFrame);
      id = idOfStructure.get(key);
      if (id === undefined) idOfStructure.set(key, (id = idOfStructure.size + 1));
      stateIds.set(state, id);
    }
    return id;
  };

  grammar.tokenizeLine2 = (lineText, prevState, timeLimit) => {
    const key = `${stateId(prevState)}\n${lineText}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const result = tokenize(lineText, prevState, timeLimit);
    if (!result.stoppedEarly) {
      if (cache.size >= MAX_LINES) cache = new Map();
      cache.set(key, result);
    }
    return result;
  };
}

function structureKey(state: StackFrame): string {
  let key = '';
  for (let frame: StackFrame | null = state; frame; frame = frame.parent) {
    key +=
      `${frame.ruleId}\u0001${frame.endRule ?? ''}\u0001${frame.beginRuleCapturedEOL ? 1 : 0}\u0001` +
      `${frame.nameScopesList?.toString() ?? ''}\u0001${frame.contentNameScopesList?.toString() ?? ''}\u0002`;
  }
  return key;
}
