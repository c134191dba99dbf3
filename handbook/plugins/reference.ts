// The handbook's generated pages: reference/config.md and reference/cli.md, made at every build (and
// by `bookdocs dev` when the compiled code changes) from the bookdocs that builds the handbook, so
// they describe the code as it is. The modules are the compiled ones in lib/ (`npm run build:lib`),
// imported when the hook runs: the plugin's own bundle carries none of bookdocs.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as CliModule from '../../src/cli/index.js';
import type { PluginFactory } from '../../src/render/plugins/plugin-api.js';
import type * as ConfigSchemaModule from '../../src/render/site/config-schema.js';
import { cliReferenceMarkdown, configReferenceMarkdown, type JsonSchema } from './reference-markdown.js';

const reference: PluginFactory = () => ({
  name: 'handbook-reference',
  async pages(site) {
    // The handbook is the repository's handbook/ folder: bookdocs is the folder above it.
    const lib = path.join(path.dirname(site.root), 'lib');
    const cliFile = path.join(lib, 'cli', 'index.js');
    const schemaFile = path.join(lib, 'render', 'site', 'config-schema.js');
    site.watch(cliFile);
    site.watch(schemaFile);
    const { createProgram } = (await import(pathToFileURL(cliFile).href)) as typeof CliModule;
    const { siteConfigJsonSchema } = (await import(pathToFileURL(schemaFile).href)) as typeof ConfigSchemaModule;
    return [
      { path: 'reference/config.md', source: configReferenceMarkdown(siteConfigJsonSchema() as JsonSchema) },
      { path: 'reference/cli.md', source: cliReferenceMarkdown(createProgram()) },
    ];
  },
});

export default reference;
