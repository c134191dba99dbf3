// #region greet
export function greet(name: string): string {
  return `Hello, ${name}!`;
}
// #endregion greet

export const answer = 42;
