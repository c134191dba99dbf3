// `import posts from 'bookdocs:data/blog-posts'` in a site's component: the value a plugin's `data`
// hook gave that name, from the JSON file the load step wrote (see data-loaders.ts). The bundles read
// it as any imported file, so it is in their inputs: a changed value bundles again (build), and dev's
// bundles are made again when a data file changes.
import fs from 'node:fs';
import type * as esbuild from 'esbuild';

const DATA_IMPORT = /^bookdocs:data\/(.*)$/;

/** The esbuild plugin resolving `bookdocs:data/<name>`; `files`: name → JSON file. */
export function dataModules(files: ReadonlyMap<string, string>): esbuild.Plugin {
  return {
    name: 'bookdocs-data',
    setup(build) {
      build.onResolve({ filter: DATA_IMPORT }, (args) => {
        const name = DATA_IMPORT.exec(args.path)![1]!;
        const file = files.get(name);
        if (file) return { path: file };
        const known = [...files.keys()];
        return {
          errors: [
            {
              text: `no plugin gives data "${name}" (${known.length ? `the site's data: ${known.join(', ')}` : 'no plugin of the site has a data hook'})`,
            },
          ],
        };
      });
    },
  };
}

/** What tells one state of the data from another (dev: the bundles are made again when it differs). */
export function dataSignature(files: ReadonlyMap<string, string>): string {
  return JSON.stringify(
    [...files].map(([name, file]) => [name, fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs]),
  );
}
