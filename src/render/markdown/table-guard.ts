// GFM tables, tried only where one can start.
//
// micromark-extension-gfm-table is a flow construct on every character (`null`): at the start of
// each line of flow content it scans the line as a possible head row, cell by cell, and only at the
// line ending looks for a delimiter row under it. Prose is read twice that way: the table construct
// was a fifth of micromark's time on a typical page (long paragraphs, one table).
//
// A head row is always followed, on the next line, by a delimiter row: hyphens, colons, pipes and
// whitespace, after container prefixes (`>` and indentation). So a page's candidate head lines are
// known from its source before parsing; elsewhere the construct fails at once without reading the
// line. Body rows (after a head or another row) are tried as before. Same tables, same output.
import { gfmTable } from 'micromark-extension-gfm-table';
import type { Construct, Extension, TokenizeContext } from 'micromark-util-types';

const table = gfmTable().flow!.null as Construct;
/** A line that may be a delimiter row: at least one `-`, nothing but `-:|`, `>` and whitespace. */
const DELIMITER_ROW = /^[ \t>|:-]*-[ \t>|:-]*$/;
const LINE_ENDING = /\r\n|\r|\n/;

/** The table syntax for `source` (the exact text micromark parses), or undefined if it has no table. */
export function tableSyntax(source: string): Extension | undefined {
  if (!source.includes('-')) return undefined;
  const lines = source.split(LINE_ENDING);
  // micromark numbers lines from 1: a delimiter row at index i (line i + 1) allows a head on line i.
  const headLines = new Set<number>();
  for (let i = 1; i < lines.length; i++) if (DELIMITER_ROW.test(lines[i]!)) headLines.add(i);
  if (!headLines.size) return undefined;
  const guarded: Construct = {
    ...table,
    tokenize(effects, ok, nok) {
      const start = table.tokenize.bind(this, effects, ok, nok);
      return (code) => (headLines.has(this.now().line) || afterTableRow(this) ? start()(code) : nok(code));
    },
  };
  return { flow: { null: guarded } };
}

/** Whether the last event before this line (past line endings and prefixes) ends a table head or row. */
function afterTableRow(self: TokenizeContext): boolean {
  for (let i = self.events.length - 1; i > -1; i--) {
    const type = self.events[i]![1].type;
    if (type !== 'lineEnding' && type !== 'linePrefix') return type === 'tableHead' || type === 'tableRow';
  }
  return false;
}
