// A count with its noun, singular for one: `1 page`, `2 pages`, `0 pages`. Every count the CLI prints
// goes through here, so no line says "1 pages".

/** `plural(1, 'page')` → `1 page`; `plural(3, 'entry', 'entries')` → `3 entries`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
