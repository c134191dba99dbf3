// Config `analytics`: where the shipped site reports a page view, on the first load and on every
// client-side route change (src/client/analytics.ts). Absent: no analytics code ships.
import { z } from 'zod';

const PROVIDERS = ['beacon', 'plausible', 'baidu', 'google'] as const;

const httpUrl = z
  .string()
  .regex(/^https?:\/\/[^\s/]+(?:\/\S*)?$/, 'must be an http(s) URL, such as "https://stats.example.com/api/event"');

/** What each provider needs besides its name, for the message when it is missing. */
const NEEDS: Record<(typeof PROVIDERS)[number], { key: 'id' | 'endpoint'; what: string }> = {
  beacon: { key: 'endpoint', what: 'the URL each page view is sent to, e.g. "https://stats.example.com/collect"' },
  plausible: { key: 'id', what: 'the domain Plausible knows the site by, e.g. "docs.example.com"' },
  baidu: { key: 'id', what: "the key in Baidu Tongji's hm.js?… script address" },
  google: { key: 'id', what: 'the measurement id, e.g. "G-XXXXXXXXXX"' },
};

export const analyticsSchema = z
  .object({
    provider: z
      .enum(PROVIDERS)
      .default('baidu')
      .describe(
        '"beacon": a POST of { path, url, referrer, title, lang, width } as JSON to "endpoint"; "plausible": Plausible Analytics (no script, no cookie); "baidu": Baidu Tongji; "google": Google Analytics 4 (gtag.js)',
      ),
    id: z
      .string()
      .min(1, 'must not be empty')
      .optional()
      .describe(
        'The site at the provider: for "plausible" its domain there (e.g. "docs.example.com"), for "baidu" the key in its hm.js address, for "google" the measurement id ("G-…"); not used by "beacon"',
      ),
    endpoint: httpUrl
      .optional()
      .describe(
        'Where page views go: for "beacon" the URL (required); for "plausible" a self-hosted instance\'s event API (default https://plausible.io/api/event); not used by "baidu" and "google"',
      ),
  })
  .strict()
  .superRefine((a, ctx) => {
    const need = NEEDS[a.provider];
    if (a[need.key] === undefined)
      ctx.addIssue({ code: 'custom', path: [need.key], message: `"${a.provider}" needs "${need.key}": ${need.what}` });
  })
  .describe(
    'Page views reported on the first load and on every route change, to a provider (never by bookdocs dev); absent: no analytics code ships',
  );
