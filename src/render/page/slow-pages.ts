// Pages that take long, named while they run: the build's progress output and the dev server's log
// say `still working on docs/big.md (12 s)` once a page has taken SLOW_PAGE_MS, and again every
// SLOW_PAGE_REPEAT_MS while it goes on. A page parsed on another thread (the build's page workers)
// is named on time; one parsed on this thread, when it lets the event loop run: during a wait, or
// once a parse that held the thread is over (`docs/big.md took 12 s`).

/** How long a page may take before it is named. */
export const SLOW_PAGE_MS = 5000;
/** How often a page that is still under way is named again. */
const SLOW_PAGE_REPEAT_MS = 10_000;
const TICK_MS = 1000;

export interface SlowPage {
  /** The page's file as shown to the author. */
  file: string;
  /** How long it has taken so far. */
  ms: number;
  /** It is over: it held this thread, so it could not be named while it ran. */
  done?: boolean;
}

/** `still working on docs/big.md (12 s)`, or `docs/big.md took 12 s` (`file` as it may be printed). */
export function slowPageNotice(page: SlowPage, file = page.file): string {
  const s = Math.round(page.ms / 1000);
  return page.done ? `${file} took ${s} s` : `still working on ${file} (${s} s)`;
}

export interface SlowPageWatch {
  /** A page begins; the function returned says it is done. */
  track(file: string): () => void;
  /** Stop naming pages (the command is over). */
  stop(): void;
}

/** Calls `onSlow` for each page under way past SLOW_PAGE_MS, then every SLOW_PAGE_REPEAT_MS while it lasts. */
export function watchSlowPages(
  onSlow: (page: SlowPage) => void,
  now: () => number = () => performance.now(),
): SlowPageWatch {
  const running = new Set<{ file: string; started: number; next: number }>();
  let timer: NodeJS.Timeout | undefined;
  const stopTicking = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };
  const tick = () => {
    const t = now();
    for (const page of running) {
      if (t < page.next) continue;
      page.next = t + SLOW_PAGE_REPEAT_MS;
      onSlow({ file: page.file, ms: t - page.started });
    }
  };
  return {
    track(file) {
      const started = now();
      const page = { file, started, next: started + SLOW_PAGE_MS };
      running.add(page);
      // Ticking only while pages are under way, and never keeping the process alive.
      if (!timer) (timer = setInterval(tick, TICK_MS)).unref();
      return () => {
        if (!running.delete(page)) return;
        if (!running.size) stopTicking();
        // Over before a tick could name it (it held the thread): named now.
        const ms = now() - started;
        if (ms >= SLOW_PAGE_MS && page.next === started + SLOW_PAGE_MS) onSlow({ file, ms, done: true });
      };
    },
    stop() {
      running.clear();
      stopTicking();
    },
  };
}
