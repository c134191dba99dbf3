// A build's progress, as the terminal or the CI log shows it. On a terminal: one line redrawn at most
// every TTY_REDRAW_MS (once the build has run for a second), with the time so far. Without one (CI,
// a log file): a line when pages start coming, then one every CI_LINE_MS with pages per second and
// the time left at the pace since the previous line, and one when all are rendered: nothing redrawn,
// no 20-30 s of silence. A page that takes long is named on a line of its own:
// `still working on docs/big.md (12 s)`.
import pc from 'picocolors';
import type { ProgressEvent } from '../render/build/build-types.js';
import { slowPageNotice } from '../render/page/slow-pages.js';
import { terminalText } from '../render/terminal-text.js';

/** How often the CI log gets a line. */
export const CI_LINE_MS = 2000;
/** How often the terminal's line is redrawn at most. */
export const TTY_REDRAW_MS = 100;
/** A terminal shows no progress for builds shorter than this. */
const TTY_QUIET_MS = 1000;

export interface ProgressOutput {
  /** A terminal (the line is redrawn) or not (lines are appended). */
  tty: boolean;
  /** Writes to the terminal's stderr (tty) or appends a line to stdout (not tty). */
  write(text: string): void;
  now(): number;
}

/** The console as a build runs in it: a terminal unless stderr is not one or CI is set. */
export function consoleOutput(): ProgressOutput {
  const tty = !!process.stderr.isTTY && !process.env.CI;
  return {
    tty,
    write: (text) => (tty ? process.stderr.write(text) : console.log(text)),
    now: () => performance.now(),
  };
}

const seconds = (ms: number) => (ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`);

const perSecond = (rate: number) => `${rate < 10 ? rate.toFixed(1) : Math.round(rate)} pages/s`;

export function progressReporter(quiet: boolean, out: ProgressOutput = consoleOutput()) {
  const started = out.now();
  let lastLine = -Infinity;
  let lastRendered = 0;
  let drawn = false;
  let announced = false;
  return {
    onProgress(e: ProgressEvent) {
      if (quiet) return;
      const now = out.now();
      if (e.slow) {
        const notice = pc.yellow(slowPageNotice(e.slow, terminalText(e.slow.file)));
        out.write(out.tty ? `\r\x1b[K${notice}\n` : notice);
        drawn = false;
      }
      const elapsed = now - started;
      const finished = e.rendered === e.total;
      const counts = `rendered ${e.rendered}/${e.total}, parsed ${e.parsed}/${e.total}`;
      if (out.tty) {
        if ((elapsed < TTY_QUIET_MS || now - lastLine < TTY_REDRAW_MS) && !finished) return;
        lastLine = now;
        out.write(`\r\x1b[K${pc.cyan('pages')} ${counts} ${pc.dim(`· ${seconds(elapsed)}`)}`);
        drawn = true;
        return;
      }
      if (!announced) {
        announced = true;
        [lastLine, lastRendered] = [now, e.rendered];
        out.write(`pages: ${counts}`);
        return;
      }
      if (!finished && now - lastLine < CI_LINE_MS) return;
      // The pace since the previous line: the build's start (config, Shiki) would make it look slow.
      const rate = ((e.rendered - lastRendered) / (now - lastLine)) * 1000;
      [lastLine, lastRendered] = [now, e.rendered];
      out.write(
        finished
          ? `pages: ${counts} in ${seconds(elapsed)}, ${perSecond((e.rendered / elapsed) * 1000)}`
          : `pages: ${counts}, ${perSecond(rate)}, ${rate > 0 ? `about ${seconds(((e.total - e.rendered) / rate) * 1000)} left` : 'time left unknown'}`,
      );
    },
    /** Clears the terminal's line before the build's report. */
    clear() {
      if (drawn) out.write('\r\x1b[K');
    },
  };
}
