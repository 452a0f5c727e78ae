/**
 * Defined kilometres (issue 11) as the course writes read them: every write of stops looks its place
 * pairs up once. Here, in the core shared by the course families, so that course-writes and finance
 * (which edits the pairs) need not import each other.
 */
import { and, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { definedKilometers } from '../../db/finance-schema';

export interface DefinedLeg {
  kilometers: number;
  timeSeconds: number;
}

const pairKey = (from: number, to: number) => `${from}>${to}`;

/**
 * The defined kilometres of every pair among `placeIds`, in one query: a lookup `(from, to)` reads
 * that direction, else the reverse (a road is as long both ways).
 */
export async function definedLegLookup(
  db: Db | Tx,
  placeIds: readonly number[],
): Promise<(from: number | null, to: number | null) => DefinedLeg | null> {
  const ids = [...new Set(placeIds)];
  const rows =
    ids.length < 2
      ? []
      : await db
          .select({
            from: definedKilometers.placeStartId,
            to: definedKilometers.placeEndId,
            kilometers: definedKilometers.kilometers,
            time: definedKilometers.time,
          })
          .from(definedKilometers)
          .where(
            and(inArray(definedKilometers.placeStartId, ids), inArray(definedKilometers.placeEndId, ids)),
          );
  const byPair = new Map(rows.map((row) => [pairKey(row.from, row.to), row]));
  return (from, to) => {
    if (from === null || to === null) return null;
    const row = byPair.get(pairKey(from, to)) ?? byPair.get(pairKey(to, from));
    return row ? { kilometers: row.kilometers, timeSeconds: row.time } : null;
  };
}
