// The site's diagnostics while writing: the same rules as `bookdocs check` and `build` over the dev
// site's own load (its route table and files as it lists them: no second load), run again shortly
// after each change, plus what only the dev server sees (a page that failed to render, a component
// that does not compile). The terminal shows what appeared and what was fixed; `current()` gives the
// whole list.
import { DiagnosticCollector, diagnosticLocation, type Diagnostic } from '../../render/diagnostics.js';
import { checkInputOf, checkSiteInSlices } from '../../render/check/check-site.js';
import { pageDiagnostics } from '../../render/page/page-diagnostics.js';
import { terminalText } from '../../render/terminal-text.js';
import type { DevSite } from './site.js';

export interface DevChecks {
  /** Files changed: run the checks again once the changes settle. */
  schedule(): void;
  /** A problem only the dev server finds (a render, the bundles), under a key; undefined clears it. */
  set(key: string, list: Diagnostic[] | undefined): void;
  /** Every diagnostic, once no run is waiting or under way. */
  current(): Promise<Diagnostic[]>;
  close(): void;
}

/** The dev server's load of the site as it is now: the site when its config can be used, and the load step's problems. */
export interface DevLoad {
  site?: DevSite;
  diagnostics: Diagnostic[];
}

export interface DevChecksOptions {
  /** The dev server's latest load (waiting for one under way). */
  load: () => Promise<DevLoad>;
  /** What appeared since the last report, and what went away. `first`: the first report (the whole list); `all`: the list now. */
  report(added: Diagnostic[], fixed: Diagnostic[], first: boolean, all: Diagnostic[]): void;
  /** Quiet time after a change before the checks run again (default 300 ms). */
  settleMs?: number;
}

const keyOf = (d: Diagnostic) => JSON.stringify([d.severity, d.rule, d.message, diagnosticLocation(d)]);

export function createDevChecks(opts: DevChecksOptions): DevChecks {
  const extras = new Map<string, Diagnostic[]>();
  let checked: Diagnostic[] = [];
  let reported: Map<string, Diagnostic> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  const idle: (() => void)[] = [];

  /** The loaded site and its pages through the rules; a page that cannot be parsed is one of the diagnostics. */
  async function runChecks(): Promise<Diagnostic[]> {
    const found = new DiagnosticCollector();
    const { site, diagnostics } = await opts.load();
    found.add(...diagnostics);
    if (site) {
      found.setRuleLevels(site.ruleLevels);
      const { pages, diagnostics: failed } = await site.allPages();
      found.add(...failed);
      for (const page of pages) found.add(...pageDiagnostics(page, site.label(page.file)));
      // In slices: a save arriving meanwhile is served at once.
      found.add(...(await checkSiteInSlices(checkInputOf(await site.inputs(), pages))));
    }
    return found.all();
  }

  function publish(): void {
    const all = union();
    const next = new Map(all.map((d) => [keyOf(d), d]));
    const first = !reported;
    const added = all.filter((d) => !reported?.has(keyOf(d)));
    const fixed = [...(reported?.values() ?? [])].filter((d) => !next.has(keyOf(d)));
    reported = next;
    if (first || added.length || fixed.length) opts.report(added, fixed, first, all);
  }

  function union(): Diagnostic[] {
    const all = new DiagnosticCollector();
    all.add(...checked);
    for (const list of extras.values()) all.add(...list);
    return all.all();
  }

  function start(): void {
    timer = undefined;
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = runChecks()
      .then(
        (list) => {
          checked = list;
          if (!closed) publish();
        },
        (err: unknown) => {
          // A bug in a rule must not stop the server: say so, keep the last list.
          console.error(
            terminalText(err instanceof Error ? (err.stack ?? err.message) : String(err), { newlines: true }),
          );
        },
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          start();
        } else if (!timer) for (const resolve of idle.splice(0)) resolve();
      });
  }

  return {
    schedule() {
      if (closed) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(start, opts.settleMs ?? 300);
    },
    set(key, list) {
      if (list?.length) extras.set(key, list);
      else if (!extras.delete(key)) return;
      if (reported) publish();
    },
    async current() {
      // Before the first run (the server schedules it once titles are read) and while one is due, wait.
      if (timer || running || (!reported && !closed)) await new Promise<void>((resolve) => idle.push(resolve));
      return union();
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      for (const resolve of idle.splice(0)) resolve();
    },
  };
}
