import { describe, expect, it } from 'vitest';
import { externalProblem } from '../../../../src/render/check/external.js';

describe('external links', () => {
  it('should accept well-formed addresses and other schemes', () => {
    for (const ok of [
      'https://example.com',
      'http://localhost:8080/a?b#c',
      '//cdn.example.com/x.js',
      'mailto:a@b.c',
      'tel:+123',
      'vscode:extension/x',
      'HTTPS://EXAMPLE.COM',
    ]) {
      expect(externalProblem(ok), ok).toBeUndefined();
    }
  });
  it('should report addresses that cannot work as errors, doubtful ones as warnings', () => {
    expect(externalProblem('https://')).toEqual({ severity: 'error', message: 'web address without a host' });
    expect(externalProblem('https:/example.com')?.severity).toBe('error');
    expect(externalProblem('https://exa mple.com')?.severity).toBe('error');
    expect(externalProblem('htp://example.com')).toEqual({
      severity: 'error',
      message: 'unknown scheme "htp:" (did you mean "http:"?)',
    });
    expect(externalProblem('https://example.com/a b')?.severity).toBe('warning');
    expect(externalProblem('mailto:nobody')?.severity).toBe('warning');
  });
});
