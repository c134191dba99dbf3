// The name Markdown tags give a Vue component. (A module of its own: what compiles a Vue page needs
// this, not the component discovery beside it, which runs foreign code and brings the config schema.)

/** `my-card` or `myCard` → `MyCard`: the PascalCase name Markdown tags use (Vue resolves both). */
export function pascalName(name: string): string {
  return name.replace(/(^|[-_])(\w)/g, (_m, _sep: string, c: string) => c.toUpperCase());
}
