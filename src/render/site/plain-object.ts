// A plain object read from a foreign config or module (not an array, not null). Apart from
// foreign-config.ts, which brings the config schema (zod) with it: a build that does not validate a
// config must not load it to ask this.

export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
