// Plugins in TypeScript and plugin objects in bookdocs.config.ts, through the real CLI (the compiled
// toolkit in lib/: `npm run build:lib` first) with page workers: each worker compiles nothing, takes
// the TypeScript plugin's compiled module and the config's own plugin objects, and a change to a
// plugin's code (or a file it imports) reaches the output through the page cache. A plugin's
// options are checked against its schema, at their line in the config.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { read, REPO, writeTree } from '../helpers/fixtures.js';

const bin = path.join(REPO, 'bin', 'bookdocs.js');

const CONFIG = (options: string) => `import { defineConfig } from 'bookdocs';
import readingTime from './plugins/reading-time.ts';

export default defineConfig({
  title: 'Plugins',
  lastUpdated: false,
  plugins: [
    readingTime(${options}),
    ['./plugins/shout.ts', { suffix: '!' }],
  ],
});
`;

const READING_TIME = (mark: string) => `import { definePlugin } from 'bookdocs';
import { minutes } from './count.ts';

export default definePlugin(
  {
    name: 'reading-time',
    options: (z) => z.object({ wordsPerMinute: z.number().positive().default(200), summary: z.boolean().default(false) }),
  },
  (options) => ({
    name: 'reading-time',
    extendPage(page) {
      page.html = \`<p class="rt">\${minutes(page.text, options.wordsPerMinute)} min ${mark}</p>\\n\${page.html}\`;
    },
  }),
);
`;

const SHOUT = `import { definePlugin, type BookdocsPlugin } from 'bookdocs';
import { loud } from './loud.ts';

interface Options { suffix: string }

export default definePlugin((options: Options): BookdocsPlugin => ({
  name: 'shout',
  appliesTo: (source) => source.includes('\`\`\`shout'),
  markdown: () => ({ fences: { shout: (block) => \`<p class="shout">\${loud(block.code)}\${options.suffix}</p>\` } }),
}));
`;

describe('TypeScript plugins and plugin objects in bookdocs.config.ts, with page workers', () => {
  const root = writeTree({
    'bookdocs.config.ts': CONFIG('{ wordsPerMinute: 2 }'),
    'plugins/reading-time.ts': READING_TIME('v1'),
    'plugins/count.ts':
      'export const minutes = (text: string, wpm: number): number => Math.max(1, Math.round(text.split(/\\s+/).filter(Boolean).length / wpm));\n',
    'plugins/shout.ts': SHOUT,
    'plugins/loud.ts': 'export const loud = (s: string): string => s.toUpperCase();\n',
    'docs/index.md': '# Home\n\nOne two three four five six.\n\n```shout\nhey\n```\n',
    ...Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`docs/p${i}.md`, `# Page ${i}\n\nText.\n`])),
  });
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-plugin-load-cache-'));
  const cli = () =>
    spawnSync(process.execPath, [bin, 'build', root], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', BOOKDOCS_WORKERS: '2', BOOKDOCS_CACHE: '1', BOOKDOCS_CACHE_DIR: cacheDir },
    });
  const home = () => read(root, 'dist/index.html');

  it('builds with both: the object made from its parsed options, the TypeScript module by its path', () => {
    const r = cli();
    expect(r.status, r.stdout + r.stderr).toBe(0);
    // "Home One two three four five six. HEY!" is 8 words at 2 a minute.
    expect(home()).toContain('<p class="rt">4 min v1</p>');
    expect(home()).toContain('<p class="shout">HEY!</p>');
    expect(read(root, 'dist/p0.html')).not.toContain('class="shout"');
  });

  it('re-parses the pages a plugin object applies to when its code changes, and no page when nothing did', () => {
    expect(cli().stdout).toContain('✓ unchanged, 7 pages:');
    fs.writeFileSync(path.join(root, 'plugins/reading-time.ts'), READING_TIME('v2'));
    const r = cli();
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(/reused from the cache|✓ unchanged/);
    expect(home()).toContain('<p class="rt">4 min v2</p>');
  });

  it('re-parses the pages a TypeScript plugin applies to when a file it imports changes', () => {
    fs.writeFileSync(
      path.join(root, 'plugins/loud.ts'),
      'export const loud = (s: string): string => `${s.toUpperCase()}?`;\n',
    );
    const r = cli();
    expect(r.status, r.stdout + r.stderr).toBe(0);
    // Only the home page has a shout block: the other six keep their parse.
    expect(r.stdout).toContain('6 unchanged pages reused from the cache');
    expect(home()).toContain('<p class="shout">HEY?!</p>');
  });

  it("refuses options the plugin's schema does not allow, at their line in the config, with the option meant", () => {
    fs.writeFileSync(path.join(root, 'bookdocs.config.ts'), CONFIG('{ wordsPerMinute: 2, sumary: true }'));
    const r = cli();
    expect(r.status).toBe(1);
    expect(r.stdout + r.stderr).toMatch(
      /bookdocs\.config\.ts:8:38\s+error\s+plugin-error\s+plugin "reading-time": options\.sumary: unknown option — did you mean "summary"\?/,
    );
    expect(r.stdout + r.stderr).toContain('hint: rename it to "summary"');
  });

  it('says what a plugins entry it cannot use is, and what it takes, at its line', () => {
    fs.writeFileSync(
      path.join(root, 'bookdocs.config.ts'),
      CONFIG('{ wordsPerMinute: 2 }').replace(
        "    ['./plugins/shout.ts'",
        "    readingTime,\n    42,\n    ['./plugins/shout.ts'",
      ),
    );
    const out = (({ stdout, stderr }) => stdout + stderr)(cli());
    expect(out).toMatch(
      /bookdocs\.config\.ts:9:5\s+error\s+invalid-config\s+plugins\[1\]: got the factory of plugin "reading-time", not the plugin/,
    );
    expect(out).toMatch(
      /bookdocs\.config\.ts:10:5\s+error\s+invalid-config\s+plugins\[2\]: got number 42, not a plugin/,
    );
    expect(out).toContain('hint: a plugin is a module path or package');
  });
});
