// Commander wiring only: parse flags, call the command, set the exit code.
import { Command } from 'commander';
import pc from 'picocolors';
import type { BuildCommandOptions } from './build.js';
import type { DevCommandOptions } from './dev.js';
import type { InitCommandOptions } from './init.js';
import type { PreviewCommandOptions } from './preview.js';
import { TOOLKIT_VERSION } from '../render/toolkit.js';
import { didYouMean } from '../shared/did-you-mean.js';

/**
 * Other tools' names for our commands, suggested before the nearest spelling: VitePress's `serve` is
 * its preview (by spelling alone it would be `merge`), Docusaurus's `start` its dev server.
 */
const OTHER_TOOLS_NAMES: Record<string, string> = { serve: 'preview', start: 'dev' };

// Each command's module is imported when it runs: `bookdocs dev` must not wait for the build's.
/** The program; `argv` is the command line it will parse (`node bookdocs …`), which a build keys its stamp by. */
export function createProgram(argv: readonly string[] = process.argv): Command {
  const program = new Command('bookdocs')
    .description('Turn a folder of Markdown into a fast static docs site.')
    .version(TOOLKIT_VERSION, '-v, --version')
    .showHelpAfterError()
    .addHelpText(
      'after',
      `
Examples:
  $ bookdocs init my-docs              a starter site in ./my-docs: config, home page, guide, GitHub Pages workflow
  $ bookdocs build                     build the site in this folder (site.config.json) into ./dist
  $ bookdocs build ./my-docs           zero config: a folder of Markdown without site.config.json
                                       (at the top of a VitePress/VuePress project: its docs/)
  $ bookdocs build --base /docs/ --out-dir public
  $ bookdocs check --strict            broken links, anchors, images, navbar/sidebar entries, orphan pages
  $ bookdocs dev --open                write with live preview at http://127.0.0.1:5173/
  $ bookdocs preview                   serve the built ./dist as a static host would`,
    );

  program
    .command('init')
    .description(
      'create a starter site: config, home page, two guide pages, package.json, .gitignore, GitHub Pages workflow',
    )
    .argument('[dir]', 'folder to create it in, new or empty', '.')
    .option('--title <text>', "the site's title (default: the folder's name)")
    .option(
      '-f, --force',
      'write into a non-empty folder: adds the starter files, keeps every file already there (a package.json gets bookdocs and the scripts it lacks)',
    )
    .action(async (dir: string, opts: InitCommandOptions) => {
      const { runInit } = await import('./init.js');
      process.exitCode = runInit(dir, opts);
    });

  program
    .command('build')
    .description('pre-render every page to static HTML, with client bundle and search index')
    .argument('[root]', 'folder holding site.config.json, or a folder of Markdown files', '.')
    .option('-o, --out-dir <dir>', 'output folder (default: <root>/dist)')
    .option('--base <path>', 'public base path the site is served under, e.g. /docs/')
    .option('-q, --quiet', 'print errors and warnings only')
    .option('--timings', 'print the time each build step took')
    .option('--no-cache', 'parse every page again instead of reusing unchanged pages from earlier builds')
    .option('--shard <k/n>', 'build only the k-th of n parts of the pages, for `bookdocs merge` (CI matrix builds)')
    .option(
      '-f, --force',
      'replace an output folder that holds files bookdocs did not write (never the sources or a repository)',
    )
    .action(async (root: string, opts: BuildCommandOptions) => {
      const { runBuild } = await import('./build.js');
      process.exitCode = await runBuild(root, { ...opts, args: argv.slice(2) });
    });

  program
    .command('merge')
    .description('assemble the outputs of `build --shard k/n` into the site a single build makes')
    .argument('<shards...>', 'the output folder of every shard')
    .option(
      '-r, --root <root>',
      'folder holding site.config.json, or a folder of Markdown files (the same sources the shards built)',
      '.',
    )
    .option('-o, --out-dir <dir>', 'output folder (default: <root>/dist)')
    .option('--base <path>', 'public base path, as given to the shards')
    .option('-q, --quiet', 'print errors and warnings only')
    .option('--timings', 'print the time each step took')
    .option(
      '-f, --force',
      'replace an output folder that holds files bookdocs did not write (never the sources, the shards or a repository)',
    )
    .action(async (shards: string[], opts: BuildCommandOptions & { root: string }) => {
      const { runBuild } = await import('./build.js');
      process.exitCode = await runBuild(opts.root, { ...opts, merge: shards });
    });

  program
    .command('check')
    .description('validate links, anchors, images, navbar and sidebar without building (exit 1 on errors)')
    .argument('[root]', 'folder holding site.config.json, or a folder of Markdown files', '.')
    .option('--json', 'print the findings as a JSON array on stdout, and nothing else')
    .option('--strict', 'exit 1 on warnings too (orphan pages, missing titles, doubtful external links)')
    .option('--no-cache', 'parse every page again instead of reusing pages from the page cache')
    .action(async (root: string, opts: { json?: boolean; strict?: boolean; cache?: boolean }) => {
      const { runCheck } = await import('./check.js');
      process.exitCode = await runCheck(root, opts);
    });

  program
    .command('dev')
    .description('serve the site while you write: pages rendered on request, live update in place, error overlay')
    .argument('[root]', 'folder holding site.config.json, or a folder of Markdown files', '.')
    .option('-p, --port <n>', 'port; the next free one is used when it is taken (default: 5173)')
    .option(
      '--host <addr>',
      'address to listen on (default: 127.0.0.1, this machine only; 0.0.0.0 for every interface)',
    )
    .option('--base <path>', 'public base path, e.g. /docs/ (default: "base" in the config, or /)')
    .option('--open', 'open the site in the default browser')
    .action(async (root: string, opts: DevCommandOptions) => {
      const { runDev } = await import('./dev.js');
      process.exitCode = await runDev(root, opts);
    });

  program
    .command('preview')
    .description('serve the built output as a static host would (clean URLs, folders, 404.html)')
    .argument('[root]', 'folder holding site.config.json, or a folder of Markdown files', '.')
    .option('-p, --port <n>', 'port; the next free one is used when it is taken (default: 4173)')
    .option('--host <addr>', 'address to listen on (default: 127.0.0.1; 0.0.0.0 for every interface)')
    .option('-o, --out-dir <dir>', 'the built folder (default: <root>/dist, or "outDir" in the config)')
    .option('--base <path>', 'public base path the site was built for (default: "base" in the config)')
    .action(async (root: string, opts: PreviewCommandOptions) => {
      const { runPreview } = await import('./preview.js');
      process.exitCode = await runPreview(root, opts);
    });

  program.on('command:*', (operands: string[]) => {
    const name = operands[0] ?? '';
    const suggestion =
      OTHER_TOOLS_NAMES[name] ??
      didYouMean(
        name,
        program.commands.map((c) => c.name()),
      );
    program.error(`error: unknown command '${name}'${suggestion ? `\n(Did you mean ${suggestion}?)` : ''}`, {
      code: 'commander.unknownCommand',
    });
  });

  return program;
}

export async function main(argv: string[]): Promise<void> {
  try {
    await createProgram(argv).parseAsync(argv);
  } catch (err) {
    console.error(pc.red('bookdocs: unexpected error (this is a bug; please report it):'));
    console.error(err);
    process.exitCode = 70;
  }
}
