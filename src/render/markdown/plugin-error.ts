// An exception out of a plugin's hook, with the plugin's name and (where known) the page's line: the
// page step reports it as a `plugin-error` at the page's file.
export class PluginError extends Error {
  constructor(
    readonly plugin: string,
    override readonly cause: unknown,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(
      `plugin "${plugin}" failed${line ? ` at line ${line}` : ''}: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
}
