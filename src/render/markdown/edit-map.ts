// micromark applies its batched event edits with EditMap.consume (micromark-util-edit-map 1.0.0),
// which copies the whole event list on every call, also the part before the first edit. The
// document tokenizer calls it each time a container ends (a block quote or a list item closed by a
// blank line or another block), and the setext heading resolver once per heading, always near the end
// of the list: each costs as much as the page so far, and a page of many of them is quadratic
// (10,000 block quotes took 20 s, 4,000 setext headings over a minute).
//
// `consume` here leaves the events before the first edit where they are and runs the original on
// the rest: the same list, in time proportional to what follows the first edit. Installed once on the
// class micromark imports, when the Markdown renderer loads.
import { EditMap } from 'micromark-util-edit-map';
import type { Event } from 'micromark-util-types';

type Consume = (this: EditMap, events: Event[]) => undefined;

/** Where the installed consume keeps micromark's own (it also marks the class as done). */
export const ORIGINAL_CONSUME = Symbol.for('bookdocs.editMapOriginalConsume');

/** `consume`, applied to the events from the first edit on: what precedes it is never copied. */
export function tailOnlyConsume(original: Consume): Consume {
  return function consume(this: EditMap, events: Event[]): undefined {
    let first = Infinity;
    for (const change of this.map) first = Math.min(first, change[0]);
    // Nothing to skip (or an edit past the end, where the original pads the list): as it was.
    if (!(first > 0 && first <= events.length)) return original.call(this, events);
    for (const change of this.map) change[0] -= first;
    const tail = events.splice(first);
    original.call(this, tail);
    for (const event of tail) events.push(event);
    return undefined;
  };
}

/** Make micromark's EditMap apply edits in time proportional to the events they touch (once per process). */
export function installTailOnlyConsume(): void {
  const proto = EditMap.prototype as EditMap & { [ORIGINAL_CONSUME]?: Consume };
  if (proto[ORIGINAL_CONSUME]) return;
  proto[ORIGINAL_CONSUME] = proto.consume;
  proto.consume = tailOnlyConsume(proto.consume);
}
