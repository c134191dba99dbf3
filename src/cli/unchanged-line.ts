// The line an unchanged build prints, by the build and by its quick check alike (quick-build.ts).
import pc from 'picocolors';
import { displayPath } from '../render/site/paths.js';
import { terminalText } from '../render/terminal-text.js';
import { plural } from '../shared/plural.js';

/** `✓ unchanged, 1001 pages: dist is up to date (0.05s)`. */
export function unchangedLine(pages: number, outDir: string, ms: number): string {
  return `${pc.green('✓')} unchanged, ${plural(pages, 'page')}: ${terminalText(displayPath(outDir))} is up to date (${(ms / 1000).toFixed(2)}s)`;
}
