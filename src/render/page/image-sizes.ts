// The pixel size of a page's local images, written into their <img> as width and height: the browser
// reserves their space before they load, so nothing below them moves (no layout shift, and a scroll
// position restored on back/forward lands where the reader was). Read from the file's first bytes
// by image-size; a page records each size it used, and is reparsed when one changes.
import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';

export interface ImageSize {
  width: number;
  height: number;
}

/** What is read first: enough for every format but JPEGs with a large EXIF block before their size. */
const FIRST_READ = 64 * 1024;
/** What image-size reads at most: every format it knows has its size in the first 512 KB. */
const MAX_READ = 512 * 1024;

type Probe = ImageSize | 'unsized' | undefined;

/**
 * Sizes read so far, by file, with the stat they were read at: a page's images are looked at when it
 * is parsed and again when its cached copy is checked, and many pages share a picture. One per
 * thread that parses pages (a parse worker, the build's main thread, the dev server).
 */
export class ImageProbes {
  private readonly probed = new Map<string, { stamp: string; found: Probe }>();

  /**
   * The size an image is shown at (EXIF rotations applied, as browsers do); 'unsized' for a file
   * image-size cannot read a size from; undefined for no file.
   */
  probe(abs: string): Probe {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(abs);
    } catch {
      this.probed.delete(abs);
      return undefined;
    }
    if (!stat.isFile()) return undefined;
    const stamp = `${stat.size}:${stat.mtimeMs}:${stat.ino}`;
    const known = this.probed.get(abs);
    if (known?.stamp === stamp) return known.found;
    const found = read(abs, stat.size);
    this.probed.set(abs, { stamp, found });
    return found;
  }

  /** An image's size as a page records it, to notice when it changes ('unsized', or 'none' for no file). */
  sizeKey(abs: string): string {
    return keyOf(this.probe(abs));
  }
}

function read(abs: string, size: number): Probe {
  if (size <= 0) return 'unsized';
  let fd: number;
  try {
    fd = fs.openSync(abs, 'r');
  } catch {
    return undefined;
  }
  try {
    for (const length of size > FIRST_READ ? [FIRST_READ, Math.min(size, MAX_READ)] : [size]) {
      const input = new Uint8Array(length);
      fs.readSync(fd, input, 0, length, 0);
      const found = sizeIn(input);
      if (found) return found;
    }
    return 'unsized';
  } finally {
    fs.closeSync(fd);
  }
}

/** The size in these bytes; 'unsized' for an image without one to keep; undefined: not found (yet). */
function sizeIn(input: Uint8Array): ImageSize | 'unsized' | undefined {
  let found: ReturnType<typeof imageSize>;
  try {
    found = imageSize(input);
  } catch {
    // not an image image-size knows, a broken one, or its size is further in
    return undefined;
  }
  const { width, height } = found;
  if (!(width > 0 && height > 0)) return undefined;
  if (found.type === 'svg' && !svgSized(input)) return 'unsized';
  // EXIF orientations 5–8 turn the picture a quarter: it is shown as tall as it is stored wide.
  return (found.orientation ?? 0) >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * True when an SVG's root element gives both its width and height as lengths. One sized by its
 * viewBox alone (or in %) has no size of its own: a browser draws it as wide as the column, and
 * writing the viewBox's numbers on the <img> would draw it at another size than without them.
 */
function svgSized(input: Uint8Array): boolean {
  const root = /<svg\b[^>]*>/i.exec(new TextDecoder().decode(input))?.[0] ?? '';
  const length = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']?\\s*[\\d.]+\\s*(?:px|pt|pc|mm|cm|in|em|ex)?\\s*["'\\s/>]`, 'i').test(root);
  return length('width') && length('height');
}

function keyOf(found: ImageSize | 'unsized' | undefined): string {
  return typeof found === 'object' ? `${found.width}x${found.height}` : (found ?? 'none');
}

/** A file a page depends on for an image's size, as its `includes` lists it. */
export interface ImageDependency {
  path: string;
  hash: string;
  kind: 'image';
}

/**
 * Sizes of one page's images. `target` is the image's site path (relative, base removed): a file of
 * the public folder, else of the docs folder, as the dev server serves it. Every file looked at is a
 * dependency, found or not, so adding the image later reparses the page.
 */
export function imageSizer(
  srcDir: string,
  publicDir: string | undefined,
  probes: ImageProbes,
): { size: (target: string) => ImageSize | undefined; deps: () => ImageDependency[] } {
  const deps = new Map<string, ImageDependency>();
  const size = (target: string): ImageSize | undefined => {
    for (const dir of publicDir ? [publicDir, srcDir] : [srcDir]) {
      const abs = path.join(dir, target);
      // Only files inside the folder: a target never climbs out (resolveUrl stops at the root), but be sure.
      if (!abs.startsWith(dir + path.sep)) continue;
      const found = probes.probe(abs);
      deps.set(abs, { path: abs, hash: keyOf(found), kind: 'image' });
      if (typeof found === 'object') return found;
      if (found) return undefined;
    }
    return undefined;
  };
  return { size, deps: () => [...deps.values()] };
}
