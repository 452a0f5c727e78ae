/** Ids of inserted rows keyed by a natural key (a name or a composite `a|b`). */
export type Ids = ReadonlyMap<string, number>;

/** Example: idOf(new Map([['PKP Cargo', 2]]), 'PKP Cargo') === 2; throws on an unknown key. */
export function idOf(ids: Ids, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed data refers to an unknown entry: ${key}`);
  return id;
}
