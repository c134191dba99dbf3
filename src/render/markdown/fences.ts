// Line-based passes over Markdown (container syntax, includes, inline footnotes) must leave fenced
// code alone: one tracker tells, line by line, whether a line belongs to a fenced block.

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** A function to call on each line in order: true when the line opens, is inside or closes a fenced code block. */
export function fenceTracker(): (line: string) => boolean {
  let fence: string | null = null;
  return (line) => {
    const f = FENCE.exec(line);
    if (fence) {
      if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length && line.trim() === f[1]) fence = null;
      return true;
    }
    if (f) {
      fence = f[1]!;
      return true;
    }
    return false;
  };
}
