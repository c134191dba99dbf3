import { describe, expect, it } from 'vitest';
import { pieceSha, sha } from '../../../../src/render/incremental/hashing.js';

describe('pieceSha', () => {
  it('hashes a text given in pieces as sha() hashes it whole', () => {
    const pieces = ['# 标题\n', '', 'text with é', '\n\n---\n\n', 'end\n'];
    const hash = pieceSha();
    for (const p of pieces) hash.update(p);
    expect(hash.digest()).toBe(sha(pieces.join('')));
  });

  it('depends on every piece', () => {
    const a = pieceSha();
    a.update('ab');
    const b = pieceSha();
    b.update('ac');
    expect(a.digest()).not.toBe(b.digest());
  });
});
