// Real docs folders nobody here wrote (../shared/corpora: VuePress 2's docs and Vitest's, written for
// VitePress) build as they are, and no page shows their Markdown extensions as text to its readers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/build/build.js';
import { REPO } from '../helpers/fixtures.js';

const CORPORA = path.join(REPO, '..', 'shared', 'corpora');

/** What a reader sees of a built page's content: tags, code and scripts left out. */
function visibleText(html: string): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<(script|style|pre|code|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
}

/** Syntax that must never reach a reader as text. */
const RAW = [
  { name: 'code notation', re: /\[!code\b/ },
  { name: 'alert marker', re: /\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/i },
  { name: 'toc', re: /\[\[toc\]\]/i },
  { name: 'include', re: /<!--\s*@include:/ },
  { name: 'snippet', re: /^\s*<<<\s+[@.]/m },
  { name: 'code import', re: /@\[code/ },
  { name: 'script block', re: /<script\b/i },
  { name: 'style block', re: /<style\b/i },
  { name: 'container fence', re: /^\s*:::+\s*(?:tip|warning|danger|info|note|details|code-group)\b/im },
  { name: 'details {open}', re: /\{open\}/ },
  { name: 'inline footnote', re: /\^\[[^\]]+\]/ },
  { name: 'emoji shortcode', re: /(?:^|\s):(?:tada|rocket|white_check_mark|warning|bulb|smile|heart):(?:\s|$)/ },
];

describe.each([
  ['vuepress-docs', 'docs'],
  ['vitest-docs', 'docs'],
])('the %s corpus', (name, docs) => {
  const root = path.join(CORPORA, name, docs);
  it.skipIf(!fs.existsSync(root))(
    'builds as it is, and shows none of its Markdown extensions as text',
    async () => {
      const out = fs.mkdtempSync(path.join(os.tmpdir(), `bd-corpus-${name}-`));
      const result = await build({ root, outDir: out, cache: false });
      expect(result.pages).toBeGreaterThan(30);
      const leaks: string[] = [];
      for (const rel of fs.readdirSync(out, { recursive: true }).map(String)) {
        if (!rel.endsWith('.html')) continue;
        const text = visibleText(fs.readFileSync(path.join(out, rel), 'utf8'));
        for (const { name: what, re } of RAW) {
          const m = re.exec(text);
          if (m)
            leaks.push(
              `${rel}: ${what}: …${text.slice(Math.max(0, m.index - 30), m.index + 40).replace(/\s+/g, ' ')}…`,
            );
        }
      }
      expect(leaks).toEqual([]);
    },
    180_000,
  );
});
