// `versions`: the versions a site documents, each a folder of the docs or a git ref built apart and
// served under a prefix. What a page makes of them (its version, the same page in the others, the
// switcher and the old-version banner) is in model/versions.ts.
import { z } from 'zod';

const name = z
  .string()
  .regex(/^[\w.-]+$/, 'a version name is letters, digits, ".", "_" or "-", e.g. "v3" or "1.x"')
  .describe(
    'The version\'s name, e.g. "v3" or "1.x": what search results and the banner show unless label says otherwise',
  );
const label = z.string().min(1, 'must not be empty').optional().describe('The name readers see (default: name)');
const folderRoute = z
  .string()
  .regex(/^\/(?:[^/?#\s]+\/)+$/, 'a version folder is a path starting and ending with "/", e.g. "/components/v3/"');

const folderVersion = z
  .object({
    name,
    label,
    folder: folderRoute.describe(
      'The folder of the docs that holds this version, as a path, e.g. "/components/v3/" (the same page of another version is at the same path under its folder)',
    ),
    link: z
      .string()
      .min(1, 'must not be empty')
      .optional()
      .describe(
        'The page the switcher opens when the current page has no counterpart here, e.g. "/components/v3/intro" (default: the folder\'s index, else its first page in the sidebar)',
      ),
  })
  .strict();

const refVersion = z
  .object({
    name,
    label,
    ref: z
      .string()
      .min(1, 'must not be empty')
      .describe(
        "A git ref (tag, branch or commit) of the site's repository holding this version: built apart, once per content of that ref, and served under prefix",
      ),
    srcDir: z
      .string()
      .min(1)
      .optional()
      .describe("The docs folder in that ref, relative to the repository's root (default: this site's srcDir)"),
    prefix: folderRoute.optional().describe('Where its pages are served, e.g. "/1.x/" (default: "/<name>/")'),
  })
  .strict();

export const versionsSchema = z
  .object({
    list: z
      .array(z.union([folderVersion, refVersion]))
      .min(1, 'list at least one version')
      .describe(
        'The versions, newest first: { name, folder } for a folder of the docs, { name, ref, srcDir?, prefix? } for a git ref',
      ),
    latest: name
      .optional()
      .describe('The name of the latest version: the others show a banner linking to it (default: the first listed)'),
    switcher: z
      .union([z.literal('navbar'), z.literal(false)])
      .default('navbar')
      .describe(
        '"navbar": navbar links into a version keep the current page in it, and a menu of the versions is added when the navbar does not already link to each; false: neither',
      ),
    banner: z
      .boolean()
      .default(true)
      .describe('Show a banner on the pages of versions other than the latest, linking to the same page in the latest'),
  })
  .strict()
  .superRefine((v, ctx) => {
    const names = v.list.map((x) => x.name);
    names.forEach((n, i) => {
      if (names.indexOf(n) !== i)
        ctx.addIssue({ code: 'custom', path: ['list', i, 'name'], message: `"${n}" is listed twice` });
    });
    if (v.latest !== undefined && !names.includes(v.latest))
      ctx.addIssue({
        code: 'custom',
        path: ['latest'],
        message: `no version is named "${v.latest}" (${names.join(', ')})`,
      });
  })
  .optional()
  .describe(
    'The versions the site documents: a folder per version, or a git ref per version built apart; a switcher keeps the page, old versions link to the latest, search answers in the current version first',
  );

export type VersionsConfig = z.output<typeof versionsSchema>;
export type VersionConfig = NonNullable<VersionsConfig>['list'][number];
