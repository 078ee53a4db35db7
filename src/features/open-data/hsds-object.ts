/** An HSDS object as published (JSON): the compiled schemas of HSDS 3.0 describe each. */
export type HsdsObject = Record<string, unknown>;

/** Drops the properties whose value is undefined, so the JSON has no empty keys. */
export function defined(object: HsdsObject): HsdsObject {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined));
}
