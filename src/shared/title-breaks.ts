// Where a title may wrap in a narrow column (the outline). Browsers break after any hyphen, so
// `getBookInfo->/novel/bookInfo` could wrap between `-` and `>`; and a run with no space in it could
// only wrap anywhere. Here a run of code (ASCII without spaces) is cut into pieces that each stay
// whole where they can: a piece starts at `->`, `=>`, `<-`, `::`, and at a `/` or a `.` before a name
// that does not follow one of those. A piece
// wider than the whole line may still wrap, inside, only between the humps of a camelCase name or
// after `_`.

export interface TitlePart {
  /** Text as written; `pieces` absent: plain text, wrapping as the browser does. */
  text: string;
  /** A code run's pieces, each a list of its segments (between which it may wrap as a last resort). */
  pieces?: string[][];
}

const CODE_RUN = /[\x21-\x7e]+/g;
// Before an arrow; before a `/` or a `.name`, unless right after an arrow (`->/list` stays one piece).
const PIECE_START = /(?=->|=>|<-|::)|(?<!->|=>|<-|::)(?=\/|\.[A-Za-z_$])/;
const HUMP = /(?<=[a-z0-9])(?=[A-Z])|(?<=_)(?=[^_])/;

/** A title cut into plain text and code runs; a run with one piece of up to 24 characters stays plain. */
export function titleParts(title: string): TitlePart[] {
  const parts: TitlePart[] = [];
  let at = 0;
  for (const match of title.matchAll(CODE_RUN)) {
    const pieces = match[0].split(PIECE_START).filter(Boolean);
    if (pieces.length < 2 && match[0].length <= 24) continue;
    if (match.index > at) parts.push({ text: title.slice(at, match.index) });
    parts.push({ text: match[0], pieces: pieces.map((p) => p.split(HUMP)) });
    at = match.index + match[0].length;
  }
  if (at < title.length || !parts.length) parts.push({ text: title.slice(at) });
  return parts;
}
