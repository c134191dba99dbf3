// Text from a site printed on a terminal: its control characters are shown, never obeyed.
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, formatDiagnostics } from '../../../src/render/diagnostics.js';
import { terminalText } from '../../../src/render/terminal-text.js';

/** Escape sequences and controls a page could try on a terminal. */
const HOSTILE = 'a\x1b[2J\x1b]8;;https://evil.example\x07click\x1b]8;;\x07\rfake\x9b31m\x7f\x00z';

/** What is left of `out` once picocolors' own colour codes (SGR) are taken out: it must hold no control character. */
/* eslint-disable no-control-regex -- control characters are what this test looks for */
const controlsLeft = (out: string) =>
  out
    .replace(/\x1b\[\d+(?:;\d+)*m/g, '')
    .replace(/[\n\t]/g, '')
    .match(/[\x00-\x1f\x7f-\x9f]/g) ?? [];
/* eslint-enable no-control-regex */

describe('terminal text', () => {
  it('should write out C0 controls but tab, DEL and C1 controls, and leave other text as it is', () => {
    expect(terminalText(HOSTILE)).toBe(
      'a\\x1b[2J\\x1b]8;;https://evil.example\\x07click\\x1b]8;;\\x07\\x0dfake\\x9b31m\\x7f\\x00z',
    );
    expect(terminalText('tab\there, line\nfeed')).toBe('tab\there, line\\x0afeed');
    expect(terminalText('stack\n  at x', { newlines: true })).toBe('stack\n  at x');
    const plain = 'docs/guide/a.md — 中文 ✓ “quotes”';
    expect(terminalText(plain)).toBe(plain);
  });

  it('should print a diagnostic’s file, rule, message and hint with their controls written out, colours kept', () => {
    const d = {
      severity: 'error' as const,
      rule: `broken-link${HOSTILE}`,
      message: `x ${HOSTILE}`,
      file: `docs/${HOSTILE}.md`,
      line: 3,
      column: 1,
      hint: `h ${HOSTILE}`,
    };
    for (const out of [formatDiagnostic(d, { color: true }), formatDiagnostics([d], { color: true })]) {
      expect(controlsLeft(out)).toEqual([]);
      expect(out).toContain('\\x1b[2J');
      // picocolors still colours the severity.
      expect(out).toContain('\x1b[31merror  \x1b[39m');
    }
  });
});
