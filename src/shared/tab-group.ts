// Which tab groups share a choice. A group the author named (`::: code-tabs#pm`, `<Tabs syncKey="pm">`)
// shares it with the groups of that name; a group without a name shares it with every unnamed group
// whose tabs have the same labels, in any order (the "Vue 2 / Vue 3" choice made once holds on every
// page that offers it). The inline restore script (render/output/tabs-restore-script.ts) computes the
// same key in the browser before the app loads: change both together.

/** The key a group's choice is remembered and shared under: its name, else its set of labels. */
export function tabGroupKey(name: string | undefined, labels: readonly string[]): string {
  return name ? name : JSON.stringify([...labels].sort());
}
