// The --port option of `dev` and `preview`.

/** A whole number 0–65535, or the default when absent; undefined when it is not a port. */
export function parsePort(value: string | undefined, fallback: number): number | undefined {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n <= 65535 ? n : undefined;
}
