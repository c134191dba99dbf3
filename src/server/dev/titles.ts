// Page titles without parsing pages: the frontmatter `title:` or the first `# ` heading, read from
// the start of each file. The dev server needs every title for sidebars and prev/next before it has
// rendered any page; a page's real title replaces its quick one once the page is rendered.
import fs from 'node:fs/promises';
import { decodeMarkdown } from '../../render/page/markdown-source.js';
import { quickTitle } from '../../render/page/quick-title.js';

const HEAD_BYTES = 4096;

/** Quick titles of many files (relative to srcDir; `sourceOf`: where each is), a few reads at a time. */
export async function quickTitles(
  sourceOf: (file: string) => string,
  files: readonly string[],
  concurrency = 32,
): Promise<Map<string, string | undefined>> {
  const out = new Map<string, string | undefined>();
  let next = 0;
  const worker = async () => {
    const buf = Buffer.alloc(HEAD_BYTES);
    while (next < files.length) {
      const file = files[next++]!;
      out.set(file, await readQuickTitle(sourceOf(file), buf));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  return out;
}

export async function readQuickTitle(abs: string, buf = Buffer.alloc(HEAD_BYTES)): Promise<string | undefined> {
  let handle: fs.FileHandle | undefined;
  try {
    // A device or FIFO is no page (opening a FIFO waits for a writer forever).
    if (!(await fs.stat(abs)).isFile()) return undefined;
    handle = await fs.open(abs, 'r');
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    return quickTitle(decodeMarkdown(buf.subarray(0, bytesRead)));
  } catch {
    return undefined;
  } finally {
    await handle?.close();
  }
}
