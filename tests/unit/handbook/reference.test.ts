// The handbook's generated references document everything the code declares: a config key or a CLI
// option without a description fails here, before the reference could show it undocumented.
import { describe, expect, it } from 'vitest';
import {
  cliOptions,
  cliReferenceMarkdown,
  configKeys,
  configReferenceMarkdown,
  type JsonSchema,
} from '../../../handbook/plugins/reference-markdown.js';
import { createProgram } from '../../../src/cli/index.js';
import { siteConfigJsonSchema } from '../../../src/render/site/config-schema.js';

const schema = siteConfigJsonSchema() as JsonSchema;

describe('the config reference', () => {
  const keys = configKeys(schema);

  it('lists every key of the schema, nested ones and those of a recursive sidebar group included', () => {
    const paths = keys.map((k) => k.path);
    for (const key of ['title', 'base', 'outline.level', 'editLink.pattern', 'search.maxSuggestions'])
      expect(paths).toContain(key);
    expect(paths).toContain('locales.*.navbar[].children[].link');
    expect(paths).toContain('sidebar.*[].children[].text');
    expect(paths).toContain('sidebar.*[].collapsed');
  });

  it('has a description for every key', () => {
    expect(keys.filter((k) => !k.description?.trim()).map((k) => k.path)).toEqual([]);
  });

  it('shows each key with its description, escaped for Markdown', () => {
    const md = configReferenceMarkdown(schema);
    for (const k of keys) expect(md).toContain(k.path);
    expect(md).not.toContain('(no description)');
    // "<html lang>" in a description is text, not a tag.
    expect(md).toContain('&lt;html lang&gt;');
  });

  it('marks a key without a description', () => {
    const md = configReferenceMarkdown({ type: 'object', properties: { mystery: { type: 'string' } } });
    expect(md).toContain('## mystery');
    expect(md).toContain('*(no description)*');
  });
});

describe('the CLI reference', () => {
  const program = createProgram();

  it('has a description for every command and every option', () => {
    expect(program.commands.filter((c) => !c.description().trim()).map((c) => c.name())).toEqual([]);
    expect(
      cliOptions(program)
        .filter((o) => !o.description?.trim())
        .map((o) => `${o.command} ${o.flags}`),
    ).toEqual([]);
  });

  it('shows every command and option with its description', () => {
    const md = cliReferenceMarkdown(program);
    for (const cmd of program.commands) expect(md).toContain(`## bookdocs ${cmd.name()}`);
    for (const o of cliOptions(program)) {
      expect(md).toContain(`\`${o.flags}\``);
      expect(md).toContain(o.description.replace(/</g, '&lt;').replace(/>/g, '&gt;'));
    }
    expect(md).toContain('`--no-cache`');
    expect(md).toContain('`--shard <k/n>`');
  });
});
