// Page views sent as beacons ("beacon" and "plausible") reach a local stand-in endpoint, one on the
// first load and one per route change with its path; a site without analytics downloads no analytics
// code and sends nothing. Against a build only (`bookdocs dev` never reports page views). Nothing
// leaves the machine: the endpoint is on the loopback, and the browser resolves no other host.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, useBuiltSite } from '../helpers/browser.js';

/** A stand-in for the provider: records the JSON body of each POST to /collect. */
function useStandIn(): { readonly url: string; readonly received: Record<string, unknown>[] } {
  const received: Record<string, unknown>[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/collect') received.push(JSON.parse(body) as Record<string, unknown>);
      res.writeHead(204, { 'access-control-allow-origin': '*' }).end();
    });
  });
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    get url() {
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/collect`;
    },
    received,
  };
}

function withAnalytics(analytics: () => object) {
  return (root: string) => {
    const file = path.join(root, 'site.config.json');
    const config = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...config, analytics: analytics() }));
  };
}

/** The first page, loaded and hydrated. */
async function browse(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/guide/first.html`);
  await page.waitForFunction(hydrated);
}

describe('analytics: "beacon"', () => {
  const standIn = useStandIn();
  const site = useBuiltSite(
    'basic',
    withAnalytics(() => ({ provider: 'beacon', endpoint: standIn.url })),
  );

  it('sends a page view on load and on every route change, with its path', async () => {
    const page = await site.browser.newPage();
    await browse(page, site.url);
    const paths = () => standIn.received.map((v) => v.path);
    await expect.poll(paths).toEqual(['/guide/first.html']);
    expect(standIn.received[0]).toMatchObject({
      url: `${site.url}/guide/first.html`,
      title: 'First page | Fixture',
      lang: 'en-US',
    });
    await page.click('#bd-content a[href="/guide/second.html"]');
    await page.waitForSelector('#bd-content h1:has-text("Second")');
    await expect.poll(paths).toEqual(['/guide/first.html', '/guide/second.html']);
    await page.goBack();
    await expect.poll(paths).toEqual(['/guide/first.html', '/guide/second.html', '/guide/first.html']);
    await page.close();
  });
});

describe('analytics: "plausible" at a self-hosted endpoint', () => {
  const standIn = useStandIn();
  const site = useBuiltSite(
    'basic',
    withAnalytics(() => ({ provider: 'plausible', id: 'docs.example.com', endpoint: standIn.url })),
  );

  it("sends Plausible's pageview events, one per page shown", async () => {
    const page = await site.browser.newPage();
    await browse(page, site.url);
    await page.click('#bd-content a[href="/guide/second.html"]');
    await page.waitForSelector('#bd-content h1:has-text("Second")');
    await expect.poll(() => standIn.received.length).toBe(2);
    expect(standIn.received).toEqual([
      { name: 'pageview', url: `${site.url}/guide/first.html`, domain: 'docs.example.com', referrer: null },
      { name: 'pageview', url: `${site.url}/guide/second.html`, domain: 'docs.example.com', referrer: null },
    ]);
    await page.close();
  });
});

describe('no analytics configured', () => {
  const site = useBuiltSite('basic');

  it('downloads no analytics code and sends nothing', async () => {
    const page = await site.browser.newPage();
    const scripts: Promise<string>[] = [];
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(site.url)) elsewhere.push(r.url());
    });
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.text());
    });
    await browse(page, site.url);
    await page.click('#bd-content a[href="/guide/second.html"]');
    await page.waitForSelector('#bd-content h1:has-text("Second")');
    await page.waitForLoadState('networkidle');
    const code = await Promise.all(scripts);
    expect(code.length).toBeGreaterThan(0);
    for (const js of code) expect(js).not.toMatch(/sendBeacon|hm\.baidu\.com|googletagmanager/);
    expect(elsewhere).toEqual([]);
    await page.close();
  });
});
