// Content negotiation for agents: a request whose Accept header prefers Markdown (`text/markdown` with a
// quality above HTML's, or named where HTML is not) is answered with a page's Markdown copy.
import type http from 'node:http';

/** The quality `accept` gives `type` (its own entry, else `text/*`, else `*\/*`); 0 when not accepted. */
function quality(accept: string, type: string): number {
  let best = -1;
  let specificity = -1;
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const spec = range === type ? 2 : range === `${type.split('/')[0]}/*` ? 1 : range === '*/*' ? 0 : -1;
    if (spec < 0 || spec < specificity) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const value = q === undefined ? 1 : Number(q);
    if (spec > specificity || value > best) best = Number.isFinite(value) ? value : 0;
    specificity = spec;
  }
  return Math.max(0, best);
}

/** True when the request asks for Markdown before HTML (`Accept: text/markdown`). */
export function prefersMarkdown(req: Pick<http.IncomingMessage, 'headers'>): boolean {
  const accept = req.headers.accept;
  if (!accept || !/text\/markdown/i.test(accept)) return false;
  const markdown = quality(accept, 'text/markdown');
  return markdown > 0 && markdown >= quality(accept, 'text/html');
}

/** The headers of a page's Markdown copy: its type, and that the page's URL answers by Accept. */
export const MARKDOWN_HEADERS = { 'content-type': 'text/markdown; charset=utf-8', vary: 'accept' } as const;
