// The site's diagnostics while writing: the same load step and the same rules as `bookdocs check`
// and `build`, run again shortly after each change, plus what only the dev server sees (a page that
// failed to render, a component that does not compile). The terminal shows what appeared and what
// was fixed; `current()` gives the whole list.
import { DiagnosticCollector, diagnosticLocation, type Diagnostic } from '../../render/diagnostics.js';
import { checkInputOf, checkSiteInSlices } from '../../render/check/check-site.js';
import { loadSite } from '../../render/load.js';
import { pageDiagnostics } from '../../render/page/page-diagnostics.js';
import type { ConfigOverrides } from '../../render/site/config.js';
import { terminalText } from '../../render/terminal-text.js';
import type { DevSite } from './site.js';

export interface DevChecks {
  /**
   * Files changed: run the checks again once the changes settle. `rescan: false` when only the text
   * of existing pages changed: the load step's result (config, routes, files) is reused.
   */
  schedule(rescan?: boolean): void;
  /** A problem only the dev server finds (a render, the bundles), under a key; undefined clears it. */
  set(key: string, list: Diagnostic[] | undefined): void;
  /** Every diagnostic, once no run is waiting or under way. */
  current(): Promise<Diagnostic[]>;
  close(): void;
}

export interface DevChecksOptions {
  root: string;
  overrides: ConfigOverrides;
  site: () => DevSite | undefined;
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
  let loaded: Awaited<ReturnType<typeof loadSite>> | undefined;
  let rescan = true;
  const idle: (() => void)[] = [];

  /** The loaded site and its pages through the rules; a page that cannot be parsed is one of the diagnostics. */
  async function runChecks(): Promise<Diagnostic[]> {
    const found = new DiagnosticCollector();
    if (rescan || !loaded) loaded = await loadSite(opts.root, opts.overrides);
    rescan = false;
    const { site: inputs, diagnostics } = loaded;
    found.add(...diagnostics);
    const site = opts.site();
    if (inputs && site) {
      const { pages, diagnostics: failed } = await site.allPages();
      found.add(...failed);
      for (const page of pages) found.add(...pageDiagnostics(page, site.label(page.file)));
      // In slices: a save arriving meanwhile is served at once.
      found.add(...(await checkSiteInSlices(checkInputOf(inputs, pages))));
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
    schedule(rescanSite = true) {
      if (closed) return;
      rescan ||= rescanSite;
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
