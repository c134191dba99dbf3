// `check.ignoreLinks`: links check does not report as broken. An entry is a link as written, matched
// exactly (as VitePress's ignoreDeadLinks strings), or `{ pattern, flags }`, a regular expression.
// Apart from the config schema so that check's rules use the same reading.

/** One entry of `check.ignoreLinks`. */
export type IgnoredLink = string | { pattern: string; flags?: string };

/** Why `pattern` with `flags` is no regular expression (the engine's words), or undefined when it is one. */
export function patternProblem(pattern: string, flags = ''): string | undefined {
  try {
    new RegExp(pattern, flags);
    return undefined;
  } catch (err) {
    return (err as Error).message;
  }
}

/** The entries as one test of a link (entries that do not compile match nothing: the schema rejects them). */
export function ignoredLinks(entries: readonly IgnoredLink[]): (link: string) => boolean {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const e of entries) {
    if (typeof e === 'string') exact.add(e);
    else if (patternProblem(e.pattern, e.flags) === undefined) patterns.push(new RegExp(e.pattern, e.flags));
  }
  return (link) => exact.has(link) || patterns.some((p) => p.test(link));
}
