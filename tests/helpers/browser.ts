import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { copyFixture } from './fixtures.js';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createPreviewServer } from '../../src/server/preview.js';
import { startDevServer } from '../../src/server/dev/server.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium for the browser tests. Nothing it loads leaves the machine: every host but the loopback
 * resolves to nothing (the shipped site reports page views to an analytics provider, and pages link
 * out); a test that wants an outside URL answers it with page.route, which runs before any lookup.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** Serve a built folder on a free loopback port, as `bookdocs preview` does. */
export async function serve(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createPreviewServer(dir, '/');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Console errors and warnings, and uncaught exceptions, of a page. A request to a host outside the
 * machine fails by design here (launchBrowser resolves no name but the loopback): the shipped site's
 * page views to its analytics provider, for one. That failure is the harness's, not the page's, and is
 * left out; a local file that fails still counts (it fails with its HTTP status).
 */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text() === 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED') return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** How a suite can see a site: its build served as a static host would, or `bookdocs dev`. */
export type SiteMode = 'build' | 'dev';
/** Suites that must behave the same on both run once per mode (`describe.each(SITE_MODES)`). */
export const SITE_MODES: SiteMode[] = ['build', 'dev'];

/** `bookdocs dev` on a folder, silent, on a free port (theme code is not watched: edits elsewhere must not reload tests). */
export async function serveDev(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const dev = await startDevServer({
    root,
    port: 0,
    watchTheme: false,
    log: { info: () => undefined, error: () => undefined },
  });
  // Once the titles are read and the checks ran: the sidebar and language menu are final (before that
  // a tab may see them change, which the layout-shift tests would count).
  await dev.watching;
  await dev.diagnostics();
  return { url: dev.url.replace(/\/$/, ''), close: () => dev.close() };
}

/**
 * Build a fixture site, serve it and start Chromium for the tests of the calling `describe`
 * (registered as beforeAll/afterAll); read `site.url` and `site.browser` inside the tests.
 * With mode 'dev' the fixture is served by the dev server instead, nothing built.
 */
export function useBuiltSite(
  fixture: string,
  prepare?: (root: string) => void,
  mode: SiteMode = 'build',
): { readonly url: string; readonly browser: Browser } {
  let browser: Browser | undefined;
  let server: { url: string; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    const root = copyFixture(fixture);
    prepare?.(root);
    if (mode === 'dev') server = await serveDev(root);
    else {
      await build({ root });
      server = await serve(path.join(root, 'dist'));
    }
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get url() {
      return server!.url;
    },
    get browser() {
      return browser!;
    },
  };
}

/**
 * True once the app is hydrated and its behaviours (keys, clicks, swipes) are bound: the client sets
 * `data-bd-ready` on <html> then (and, under dev, once its WebSocket is open). (React marks the root as soon as hydration starts, which under load
 * can be long before its effects run: a key pressed then is lost.)
 */
export const hydrated = (): boolean =>
  document.documentElement.hasAttribute('data-bd-ready') &&
  // Under `bookdocs dev`, also connected: an edit saved before the tab's WebSocket opens makes it
  // reload instead of updating in place (DEV_CONNECTED_ATTRIBUTE; literal, as this runs in the page).
  (!document.querySelector('script[data-bd-generation]') ||
    document.documentElement.hasAttribute('data-bd-dev-connected'));

/** Wait until React owns the element `selector` finds (its island is hydrated or rendered). */
export const live = (page: Page, selector: string) =>
  page.waitForFunction(
    (s) => {
      const el = document.querySelector(s);
      return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
    },
    selector,
    { timeout: 20_000 },
  );
