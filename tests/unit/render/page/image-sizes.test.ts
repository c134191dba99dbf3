// Local images' sizes: read from the file's header, from the public folder before the docs folder,
// and recorded as dependencies of the page (found or not) so a change reparses it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImageProbes, imageSizer } from '../../../../src/render/page/image-sizes.js';
import { loadPage } from '../../../../src/render/page/page.js';

/** The first bytes of a PNG: what image-size reads its size from. */
function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, Buffer.alloc(16)]);
}

function site(): { docs: string; pub: string } {
  const docs = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-img-'));
  const pub = path.join(docs, 'public');
  fs.mkdirSync(path.join(docs, 'guide'), { recursive: true });
  fs.mkdirSync(pub);
  return { docs, pub };
}

describe('image sizes', () => {
  it('reads PNG and SVG sizes; a file without one, or none at all, has no size', () => {
    const { docs } = site();
    fs.writeFileSync(path.join(docs, 'a.png'), png(640, 480));
    fs.writeFileSync(
      path.join(docs, 'b.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" stroke-width="2" width="300" height="150px" viewBox="0 0 30 15"/>',
    );
    fs.writeFileSync(path.join(docs, 'c.png'), 'not an image');
    const sizer = imageSizer(docs, undefined, new ImageProbes());
    expect(sizer.size('a.png')).toEqual({ width: 640, height: 480 });
    expect(sizer.size('b.svg')).toEqual({ width: 300, height: 150 });
    expect(sizer.size('c.png')).toBeUndefined();
    expect(sizer.size('d.png')).toBeUndefined();
    expect(sizer.deps().map((d) => [path.basename(d.path), d.hash])).toEqual([
      ['a.png', '640x480'],
      ['b.svg', '300x150'],
      ['c.png', 'unsized'],
      ['d.png', 'none'],
    ]);
    expect(new ImageProbes().sizeKey(path.join(docs, 'a.png'))).toBe('640x480');
  });

  it('gives an SVG sized only by its viewBox (or in %) no size: browsers draw it as wide as the column', () => {
    const { docs } = site();
    const svgs = {
      'view-box.svg':
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path stroke-width="2" d="M0 0"/></svg>',
      'percent.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%" viewBox="0 0 24 24"/>',
      'width-only.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="48" viewBox="0 0 24 24"/>',
    };
    for (const [name, text] of Object.entries(svgs)) fs.writeFileSync(path.join(docs, name), text);
    const sizer = imageSizer(docs, undefined, new ImageProbes());
    for (const name of Object.keys(svgs)) expect(sizer.size(name), name).toBeUndefined();
    expect(sizer.deps().map((d) => d.hash)).toEqual(['unsized', 'unsized', 'unsized']);
  });

  it('looks in the public folder first, as the server does, and depends on both places until found', () => {
    const { docs, pub } = site();
    fs.writeFileSync(path.join(docs, 'both.png'), png(10, 10));
    fs.writeFileSync(path.join(pub, 'both.png'), png(20, 20));
    fs.writeFileSync(path.join(docs, 'docs-only.png'), png(30, 30));
    const sizer = imageSizer(docs, pub, new ImageProbes());
    expect(sizer.size('both.png')).toEqual({ width: 20, height: 20 });
    expect(sizer.size('docs-only.png')).toEqual({ width: 30, height: 30 });
    expect(sizer.deps().map((d) => [path.relative(docs, d.path), d.hash])).toEqual([
      [path.join('public', 'both.png'), '20x20'],
      [path.join('public', 'docs-only.png'), 'none'],
      ['docs-only.png', '30x30'],
    ]);
  });

  it("puts the size into a page's <img> and the files into its includes; remote and escaping images have none", async () => {
    const { docs, pub } = site();
    fs.writeFileSync(path.join(docs, 'guide', 'shot.png'), png(1600, 900));
    fs.writeFileSync(path.join(pub, 'logo.png'), png(64, 32));
    const md =
      '# T\n\n![shot](./shot.png) ![logo](/docs/logo.png) ![far](https://example.com/x.png) ![up](../../x.png)\n';
    const page = await loadPage('guide/t.md', md, {
      base: '/docs/',
      components: new Set(),
      label: 't.md',
      highlight: false,
      root: docs,
      publicDir: pub,
    });
    const imgs = page.html.match(/<img [^>]*>/g)!;
    expect(imgs[0]).toContain('src="/docs/guide/shot.png" alt="shot" width="1600" height="900"');
    expect(imgs[1]).toContain('src="/docs/logo.png" alt="logo" width="64" height="32"');
    expect(imgs[2]).not.toContain('width=');
    expect(imgs[3]).not.toContain('width=');
    expect(page.includes?.filter((d) => d.kind === 'image').map((d) => d.hash)).toEqual(['none', '1600x900', '64x32']);
  });
});
