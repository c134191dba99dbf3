import pc from 'picocolors';
import { formatError, type BookdocsError } from '../render/errors.js';

const MAX_SHOWN = 50;

/** `file:line:col: error: message`, capped with a count. */
export function printErrors(errors: BookdocsError[]): void {
  for (const err of errors.slice(0, MAX_SHOWN)) {
    const text = formatError(err);
    const [first, ...rest] = text.split('\n');
    const at = first!.search(/: (?!\/)/);
    const line = err.location && at > 0 ? `${pc.bold(first!.slice(0, at + 1))} ${pc.red('error:')}${first!.slice(at + 1)}` : `${pc.red('error:')} ${first}`;
    console.error([line, ...rest.map((r) => pc.dim(r))].join('\n'));
  }
  if (errors.length > MAX_SHOWN) console.error(pc.red(`… and ${errors.length - MAX_SHOWN} more errors`));
}
