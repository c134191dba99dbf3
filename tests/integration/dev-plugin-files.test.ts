// bookdocs dev follows every file a plugin or a component uses: the plugin's module and a file it
// imports (the page shows the new code, not Node's cached module), its static files, its component
// and what that imports, a component's import from outside components/, and a theme folder made
// after the server started. The terminal names the file that changed, never the config for a
// plugin's file.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMessage } from '../../src/shared/dev-protocol.js';
import { devSocket, startTestDevServer, type TestDevServer } from '../helpers/dev.js';
import { writeTree } from '../helpers/fixtures.js';
import { widgetPlugin } from '../helpers/widget-plugin.js';

const WIDGET = widgetPlugin('label', "import { label } from './widget/label.mjs';\n");

describe('bookdocs dev and the files of plugins and components', () => {
  let root: string;
  let dev: TestDevServer;
  let socket: Awaited<ReturnType<typeof devSocket>>;
  const write = (rel: string, text: string) => fs.writeFileSync(path.join(root, rel), text);
  const get = async (route = '') => (await fetch(`${dev.url}${route}`)).text();
  /** The next log line that says a file changed (a hang guard only, no deadline on the server). */
  const changed = async (from: number) => {
    await expect
      .poll(() => dev.logs.slice(from).find((l) => l.includes(' changed: ')), { timeout: 30_000 })
      .toBeTruthy();
    return dev.logs.slice(from).find((l) => l.includes(' changed: '))!;
  };
  const reloads = () => socket.messages.filter((m: DevMessage) => m.type === 'reload').length;

  beforeAll(async () => {
    root = writeTree({
      'site.config.json': JSON.stringify({ title: 'T', lastUpdated: false, plugins: ['./plugins/widget.mjs'] }),
      'plugins/widget.mjs': WIDGET,
      'plugins/widget/label.mjs': "export const label = 'L1';\n",
      'plugins/widget/Wid.jsx':
        "import './wid.css';\nimport { word } from './word.js';\nexport default function Wid({ text }) { return <span className=\"wid\">{word} {text}</span>; }\n",
      'plugins/widget/word.js': "export const word = 'W1';\n",
      'plugins/widget/wid.css': '.wid { color: red; }\n',
      'plugins/widget-assets/style.css': '.w { color: blue; }\n',
      'components/Hello.jsx':
        "import { greeting } from '../lib/greeting.js';\nexport default function Hello() { return <b>{greeting}</b>; }\n",
      'lib/greeting.js': "export const greeting = 'G1';\n",
      'docs/index.md': '# Home\n\n```w\nhello\n```\n\n<Hello />\n',
    });
    dev = await startTestDevServer(root);
    socket = await devSocket(dev.url);
    // The bundles are made (and their files watched) once the first page is asked for.
    expect(await get()).toContain('L1 hello');
  });
  afterAll(async () => {
    socket?.close();
    await dev?.close();
  });

  it("names a plugin's module, not the config, and the page shows the new code of a file it imports", async () => {
    const from = dev.logs.length;
    write('plugins/widget/label.mjs', "export const label = 'L2';\n");
    expect(await changed(from)).toMatch(/plugins\/widget\/label\.mjs changed: reloading every tab$/);
    expect(dev.logs.slice(from).join('\n')).not.toContain('site.config.json changed');
    await expect.poll(() => get(), { timeout: 30_000 }).toContain('L2 hello');
  });

  it("rebuilds a plugin's component, a file it imports and its stylesheet, naming each", async () => {
    for (const [rel, text, shows] of [
      [
        'plugins/widget/Wid.jsx',
        fs
          .readFileSync(path.join(root, 'plugins/widget/Wid.jsx'), 'utf8')
          .replace('className="wid"', 'className="wid2"'),
        '<span class="wid2">W1',
      ],
      ['plugins/widget/word.js', "export const word = 'W2';\n", '<span class="wid2">W2'],
    ] as const) {
      const from = dev.logs.length;
      const before = reloads();
      write(rel, text);
      expect(await changed(from)).toContain(`${rel} changed: reloading every tab`);
      await expect.poll(reloads, { timeout: 30_000 }).toBeGreaterThan(before);
      await expect.poll(() => get(), { timeout: 30_000 }).toContain(shows);
    }
    const from = dev.logs.length;
    write('plugins/widget/wid.css', '.wid { color: green; }\n');
    expect(await changed(from)).toContain('plugins/widget/wid.css changed: reloading every tab');
    const css = /href="\/(assets\/chunks\/Wid[^"]*\.css)"/.exec(await get())![1]!;
    expect(await get(css)).toContain('green');
  });

  it("reloads the tabs when a plugin's static file changes, naming it", async () => {
    const from = dev.logs.length;
    const before = reloads();
    write('plugins/widget-assets/style.css', '.w { color: black; }\n');
    expect(await changed(from)).toContain('plugins/widget-assets/style.css changed: reloading every tab');
    await expect.poll(reloads, { timeout: 30_000 }).toBeGreaterThan(before);
    expect(await get('assets/widget/style.css')).toContain('black');
  });

  it("rebuilds a site's component when a file it imports from outside components/ changes", async () => {
    expect(await get()).toContain('G1');
    const from = dev.logs.length;
    write('lib/greeting.js', "export const greeting = 'G2';\n");
    expect(await changed(from)).toContain('lib/greeting.js changed: reloading every tab');
    await expect.poll(() => get(), { timeout: 30_000 }).toContain('G2');
  });

  it('loads a theme folder made after the server started, with its slot', async () => {
    const from = dev.logs.length;
    fs.mkdirSync(path.join(root, 'theme', 'slots'), { recursive: true });
    write(
      'theme/slots/doc-after.jsx',
      'export default function DocAfter() { return <p className="late-slot">late</p>; }\n',
    );
    expect(await changed(from)).toMatch(/theme changed: reloading every tab$/);
    await expect.poll(() => get(), { timeout: 30_000 }).toContain('late-slot');
  });
});
