// The inline head script that hides a closed banner before first paint: run as the browser would.
import { describe, expect, it } from 'vitest';
import { bannerScriptTag } from '../../../../src/render/output/banner-script.js';

/** Run the tag's script against a stand-in localStorage and <html>; the classes it leaves on <html>. */
function run(tag: string, stored: Record<string, string>): string[] {
  const script = /^<script>([\s\S]*)<\/script>$/.exec(tag)![1]!;
  const classes = new Set<string>();
  const localStorage = { getItem: (k: string) => stored[k] ?? null };
  const document = { documentElement: { classList: { add: (c: string) => classes.add(c) } } };
  new Function('localStorage', 'document', script)(localStorage, document);
  return [...classes];
}

describe('banner script', () => {
  it('marks <html> only when this banner id was closed', () => {
    const tag = bannerScriptTag({ id: 'v2', html: 'x', dismissible: true });
    expect(run(tag, { 'bookdocs-banner-dismissed:v2': '1' })).toEqual(['bd-banner-dismissed']);
    expect(run(tag, { 'bookdocs-banner-dismissed:v1': '1' })).toEqual([]);
    expect(run(tag, {})).toEqual([]);
  });

  it('keeps an id that looks like markup or code inside the script', () => {
    const id = `</script><script>alert(1)</script>'"\u2028`;
    const tag = bannerScriptTag({ id, html: 'x', dismissible: true });
    expect(tag.indexOf('</script>')).toBe(tag.length - '</script>'.length);
    expect(tag).not.toContain('\u2028');
    expect(run(tag, { [`bookdocs-banner-dismissed:${id}`]: '1' })).toEqual(['bd-banner-dismissed']);
  });

  it('is left out when there is no banner, or it cannot be closed', () => {
    expect(bannerScriptTag(undefined)).toBe('');
    expect(bannerScriptTag({ id: 'a', html: 'x', dismissible: false })).toBe('');
  });

  it('does not break the page when storage is blocked', () => {
    const script = /^<script>([\s\S]*)<\/script>$/.exec(
      bannerScriptTag({ id: 'a', html: 'x', dismissible: true }),
    )![1]!;
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => new Function('localStorage', 'document', script)(blocked, {})).not.toThrow();
  });
});
