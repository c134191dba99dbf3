// The `head` elements an author adds to every page (site.config.json) or to one page (frontmatter),
// VitePress's shape: ["tag", { attributes }] or ["tag", { attributes }, "content"]; the site's
// `hostname` and the link-preview `image`. One description for both places, so they are checked alike.
import { z } from 'zod';

export const HEAD_TAGS = ['meta', 'link', 'script', 'style', 'noscript'] as const;

/** Elements that take no content. */
const VOID_TAGS: ReadonlySet<string> = new Set(['meta', 'link']);
/** Elements whose content is raw text: it ends at the first `</tag`, so it must not contain one. */
const RAW_TEXT_TAGS: ReadonlySet<string> = new Set(['script', 'style', 'noscript']);

const ELEMENT_SHAPE = 'a head element is ["tag", { "attribute": "value" }] or ["tag", { … }, "content"]';

const attributesError = (issue: { code?: string }) =>
  issue.code === 'invalid_key'
    ? 'not an attribute name (letters, digits, "-", "_", ":" and ".")'
    : 'attributes are an object such as { "name": "keywords", "content": "docs" }';
const attributeName = z.string().regex(/^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/, 'not a valid attribute name');
const attributeValue = z.union([z.string(), z.boolean()], {
  error: 'an attribute value is a string, or true / false for an attribute without a value',
});

export const headElementSchema = z
  .tuple(
    [
      z.enum(HEAD_TAGS, { error: `the tag must be one of ${HEAD_TAGS.join(', ')}` }),
      z.record(attributeName, attributeValue, { error: attributesError }),
      z.string({ error: 'the content is a string' }).optional(),
    ],
    {
      error: ELEMENT_SHAPE,
    },
  )
  .superRefine(([tag, attrs, content], ctx) => {
    if (tag === 'meta' && Object.keys(attrs).some((k) => k.toLowerCase() === 'charset'))
      ctx.addIssue({
        code: 'custom',
        path: [1],
        message: 'every page is utf-8 and says so first: leave the charset out',
      });
    if (content !== undefined && VOID_TAGS.has(tag))
      ctx.addIssue({
        code: 'custom',
        path: [2],
        message: `<${tag}> takes no content; put its value in an attribute (e.g. "content" or "href")`,
      });
    if (content !== undefined && RAW_TEXT_TAGS.has(tag) && new RegExp(`</${tag}`, 'i').test(content)) {
      ctx.addIssue({
        code: 'custom',
        path: [2],
        message: `the content of <${tag}> must not contain "</${tag}": it would end the element early`,
      });
    }
  })
  .describe('["meta" | "link" | "script" | "style" | "noscript", { attributes }, content?]');

export const headSchema = z
  .array(headElementSchema, {
    error: 'must be a list of elements such as [["meta", { "name": "keywords", "content": "docs" }]]',
  })
  .describe('Elements added to the <head> of every page, e.g. [["link", { "rel": "icon", "href": "/favicon.svg" }]]');

export type HeadElement = z.output<typeof headElementSchema>;

/** True for `https://host` or `http://host:port` (a trailing "/" allowed): an origin, no path, query or hash. */
function isSiteOrigin(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !/[?#]$/.test(value)
  );
}

export const hostnameSchema = z
  .string()
  .refine(
    isSiteOrigin,
    'must be the address of the deployed site, such as "https://docs.example.com": http or https, no path (a path goes in "base")',
  )
  .describe(
    'Address of the deployed site, e.g. "https://docs.example.com": canonical links, og:url, hreflang alternates, sitemap.xml and robots.txt',
  );

const ABSOLUTE_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/** An image by its site path ("/og.png", base added) or its absolute URL. */
export const imageSchema = z
  .string()
  .refine(
    (v) => (v.startsWith('/') && !v.startsWith('//') && !/\s/.test(v)) || ABSOLUTE_URL.test(v),
    'must be a site path such as "/images/og.png" or an absolute http(s) URL',
  )
  .describe(
    'Image shown when a page is shared (og:image): a path under the site, e.g. "/images/og.png", or an absolute URL',
  );
