// The Content-Type a static host gives each kind of file a docs site publishes: pages, bundles, the
// sitemap and feeds, images, fonts, audio, video, WebAssembly, documents. Anything else goes out as
// application/octet-stream, as nginx and the common hosts send it. Text types name their charset
// (bookdocs writes UTF-8 only).
import path from 'node:path';

const TEXT = '; charset=utf-8';

const TYPES: Record<string, string> = {
  // Pages, code, data
  '.html': `text/html${TEXT}`,
  '.htm': `text/html${TEXT}`,
  '.js': `text/javascript${TEXT}`,
  '.mjs': `text/javascript${TEXT}`,
  '.cjs': `text/javascript${TEXT}`,
  '.css': `text/css${TEXT}`,
  '.json': `application/json${TEXT}`,
  '.map': `application/json${TEXT}`,
  '.webmanifest': `application/manifest+json${TEXT}`,
  '.xml': `application/xml${TEXT}`,
  '.rss': `application/rss+xml${TEXT}`,
  '.atom': `application/atom+xml${TEXT}`,
  '.txt': `text/plain${TEXT}`,
  '.md': `text/markdown${TEXT}`,
  '.csv': `text/csv${TEXT}`,
  '.yaml': `application/yaml${TEXT}`,
  '.yml': `application/yaml${TEXT}`,
  '.vtt': `text/vtt${TEXT}`,
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.gz': 'application/gzip',
  // Images
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.apng': 'image/apng',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.bmp': 'image/bmp',
  '.ico': 'image/x-icon',
  // Fonts
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
  // Audio and video
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.ogv': 'video/ogg',
  '.mov': 'video/quicktime',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.wav': 'audio/wav',
  '.flac': 'audio/flac',
};

/** The Content-Type of a file by its extension (any case). */
export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}
