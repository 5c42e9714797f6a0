/**
 * Records keyed by strings that come from outside (a profile name, a night id), kept as plain JSON.
 * A plain object treats some keys specially: `book["__proto__"]` reads Object.prototype, and assigning to
 * it replaces the object's prototype, so a player named `__proto__` once corrupted every later statistic
 * (issue 12, item 1). A Dict has no prototype, so every key is an ordinary own property; `dictGet` reads
 * own properties only, whatever object they are given (a Dict, or a plain object parsed
 * from JSON, where `JSON.parse` makes `"__proto__"` an own property too).
 */
export type Dict<T> = Record<string, T>;

export function dict<T>(entries: Iterable<readonly [string, T]> = []): Dict<T> {
  const d = Object.create(null) as Dict<T>;
  // defineProperty, not assignment: never a setter, whatever the key.
  for (const [k, v] of entries) Object.defineProperty(d, k, { value: v, writable: true, enumerable: true, configurable: true });
  return d;
}

/** A copy of `record` (own enumerable properties only) as a Dict. */
export const toDict = <T>(record: Readonly<Record<string, T>>): Dict<T> => dict(Object.entries(record));

export function dictGet<T>(d: Readonly<Dict<T>>, key: string): T | undefined {
  return Object.hasOwn(d, key) ? d[key] : undefined;
}

export function dictSet<T>(d: Dict<T>, key: string, value: T): void {
  Object.defineProperty(d, key, { value, writable: true, enumerable: true, configurable: true });
}
