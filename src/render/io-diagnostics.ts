// A failed file-system call as the diagnostic that says what happened: a full disk, a folder that
// cannot be written, a name too long for the file system, a file where a folder must be, or a file
// that cannot be read. Classified
// by the error's code and the call that failed (Node's `code` and `syscall`), never by its text.
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../shared/diagnostic.js';
import { displayPath } from './site/paths.js';

/** Calls that change the file system: an error of theirs is about writing. */
const WRITE_CALLS = new Set([
  'write',
  'writev',
  'mkdir',
  'mkdtemp',
  'rename',
  'unlink',
  'rmdir',
  'rm',
  'copyfile',
  'cp',
  'link',
  'symlink',
  'chmod',
  'fchmod',
  'chown',
  'utime',
  'futime',
  'lutime',
  'truncate',
  'ftruncate',
  'fsync',
  'fdatasync',
]);

/**
 * Whether the call wrote. `open` serves reading and writing alike: a refused open of a file that is
 * there and readable, or of one that is not there at all (reading it would have failed with ENOENT),
 * was an open for writing.
 */
function wasWriting(io: NodeJS.ErrnoException): boolean {
  if (WRITE_CALLS.has(io.syscall ?? '')) return true;
  if (io.syscall !== 'open' || !io.path) return false;
  try {
    fs.accessSync(io.path, fs.constants.R_OK);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

export function isIoError(err: unknown): err is NodeJS.ErrnoException {
  const io = err as NodeJS.ErrnoException | undefined;
  return !!io && typeof io.code === 'string' && typeof io.syscall === 'string';
}

/** The diagnostic of a failed file-system call while processing `file` (when there is one). */
export function ioDiagnostic(io: NodeJS.ErrnoException, file?: string): Diagnostic {
  const at = file !== undefined ? { file } : {};
  const where = io.path ? displayPath(io.path) : undefined;
  switch (io.code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return {
        severity: 'error',
        rule: 'disk-full',
        message: `${io.code === 'EDQUOT' ? 'the disk quota is used up' : 'no space left on the disk'}${where ? ` while writing ${where}` : ''} (${io.code})`,
        ...at,
        hint: 'free some space on that disk (or build to another one with --out-dir) and run the command again',
      };
    case 'ENAMETOOLONG':
      return {
        severity: 'error',
        rule: 'name-too-long',
        message: `a file name is too long for the file system${where ? `: ${where}` : ''} (${io.code})`,
        ...at,
        hint: 'shorten the file or folder name it comes from: most file systems allow 255 bytes per name and 4,096 per path',
      };
    case 'EROFS':
    case 'EACCES':
    case 'EPERM':
      if (io.code === 'EROFS' || wasWriting(io)) {
        return {
          severity: 'error',
          rule: 'not-writable',
          message: `cannot write ${where ?? 'here'}: ${io.code === 'EROFS' ? 'the file system is read-only' : 'permission denied'} (${io.code})`,
          ...at,
          hint: io.path
            ? `give yourself write access to ${displayPath(path.dirname(io.path))}, or write the output elsewhere with --out-dir`
            : 'write the output to a folder you can write to, with --out-dir',
        };
      }
  }
  // A path through a file (reading or writing), or a folder to make where a file is.
  if (io.code === 'ENOTDIR' || (io.code === 'EEXIST' && io.syscall === 'mkdir')) {
    return {
      severity: 'error',
      rule: 'not-a-folder',
      message: `a file is where a folder must be${where ? `: ${where}` : ''} (${io.code})`,
      ...at,
      hint: 'move that file away, or choose another path (for the output: --out-dir)',
    };
  }
  if (WRITE_CALLS.has(io.syscall ?? '')) {
    return {
      severity: 'error',
      rule: 'not-writable',
      message: `cannot write ${where ?? 'here'}: ${io.message}`,
      ...at,
      hint: 'check that the output folder and the folders above it can be written',
    };
  }
  return {
    severity: 'error',
    rule: 'unreadable-file',
    message: `cannot read this file: ${io.message}`,
    ...at,
    hint: 'check that the file exists and can be read',
  };
}
