import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/shared/format-date.js';

const at = Date.UTC(2024, 4, 6, 7, 8, 9);

describe('formatDate', () => {
  it("writes the date as the page's language does, to the minute", () => {
    expect(formatDate(at, 'zh-CN', 'UTC')).toBe('2024年5月6日 07:08');
    expect(formatDate(at, 'en-US', 'UTC')).toBe('May 6, 2024, 7:08 AM');
    expect(formatDate(at, 'de-DE', 'UTC')).toBe('06.05.2024, 07:08');
  });

  it('falls back to ISO for a language tag the runtime rejects', () => {
    expect(formatDate(at, 'not a tag!', 'UTC')).toBe('2024-05-06T07:08:09.000Z');
  });
});
