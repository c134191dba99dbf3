// Page views in the build: the reporter is a lazy chunk that exists only on a site configuring
// `analytics`; any other site's output has no analytics code at all.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { writeTree } from '../helpers/fixtures.js';

const chunks = (root: string) => fs.readdirSync(path.join(root, 'dist', 'assets', 'chunks'));

function site(config: Record<string, unknown>): string {
  return writeTree({
    'site.config.json': JSON.stringify({ title: 'Views', ...config }),
    'docs/index.md': '# Home\n\nHello.\n',
    'docs/guide.md': '# Guide\n\nText.\n',
  });
}

describe('analytics in the build', () => {
  it('a site with analytics gets the reporter as its own chunk', async () => {
    const root = site({ analytics: { provider: 'plausible', id: 'docs.example.org' } });
    await build({ root });
    expect(chunks(root).filter((f) => f.startsWith('analytics.'))).toHaveLength(1);
  }, 120_000);

  it('a site without analytics has no analytics chunk', async () => {
    const root = site({});
    await build({ root });
    expect(chunks(root).some((f) => f.startsWith('analytics.'))).toBe(false);
  }, 120_000);
});
