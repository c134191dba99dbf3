// The props of a Vue component's tag, as Vue reads its attributes: `:count="3"` (or `v-bind:count`)
// binds the value of its expression, which bookdocs reads as a literal (literal-value.ts), never runs;
// `title="x"` is a string. Event listeners and other directives (`@click`, `v-if`) are left out with a
// warning: a page runs no code.
import type { PropValue } from '../../shared/types.js';
import { parseLiteral } from './literal-value.js';
import type { PropProblem, TagAttribute } from './component-tag.js';

const BIND = /^(?::|v-bind:)(.+)$/;

/** `props` (as componentProps read them) with bound attributes read as literals; what cannot be read, reported. */
export function vueProps(
  name: string,
  props: Record<string, PropValue>,
  attributes: readonly TagAttribute[],
): { props: Record<string, PropValue>; problems: PropProblem[] } {
  const out: Record<string, PropValue> = {};
  const problems: PropProblem[] = [];
  const at = new Map(attributes.map((a) => [a.name, a]));
  for (const [key, value] of Object.entries(props)) {
    const bound = BIND.exec(key);
    const attribute = at.get(key);
    if (bound && typeof value === 'string') {
      const literal = parseLiteral(value);
      if (literal.ok) out[bound[1]!] = literal.value;
      else
        problems.push({
          message: `<${name}> prop "${bound[1]}" cannot be read: ${literal.message}`,
          hint: `bind a literal value: :${bound[1]}="3", :${bound[1]}="['a', 'b']" or :${bound[1]}="{ key: 'value' }"; no code is run in a page`,
          offset: (attribute?.value?.offset ?? attribute?.offset ?? 0) + literal.offset,
        });
    } else if (key.startsWith('@') || key.startsWith('v-') || key.startsWith('#')) {
      problems.push({
        message: `<${name}>: ${key} is left out (a page runs no code)`,
        hint: 'remove it, or do what it does inside the component',
        offset: attribute?.offset ?? 0,
      });
    } else out[key] = value;
  }
  return { props: out, problems };
}
