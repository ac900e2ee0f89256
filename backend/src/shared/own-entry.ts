/**
 * `record[key]` only when the record holds the key itself: a key a request or a feed names
 * (`constructor`, `__proto__`, `toString` …) must not find what every object inherits.
 */
export function ownEntry<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
