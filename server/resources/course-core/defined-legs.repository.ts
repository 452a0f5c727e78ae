/**
 * Defined kilometres (issue 11) as the course writes read them: every write of stops looks its place
 * pairs up once. Here, in the core shared by the course families, so that course-writes and finance
 * (which edits the pairs) need not import each other.
 */
import { and, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { definedKilometers } from '../../db/finance-schema';

export interface DefinedLeg {
  kilometers: number;
  timeSeconds: number;
}

const pairKey = (from: number, to: number) => `${from}>${to}`;

/**
 * The companies whose defined pairs measure a course: its railway company only, the payer of its
 * kilometres. A contractor's pair would set what the railway company is billed, so it does not
 * (prices bind the payer only when the payer's side set them; spec-decisions row 600).
 */
export const pairOwnersOf = (course: { companyId: number | null }): number[] =>
  course.companyId === null ? [] : [course.companyId];

/**
 * The defined kilometres of every pair among `placeIds` that apply to a course of `companyIds` (see
 * pairOwnersOf), in one query: pairs owned by those companies (the first named wins)
 * before global ones, never another tenant's (spec-decisions row 600). A lookup `(from, to)` reads
 * that direction, else the reverse (a road is as long both ways).
 */
export async function definedLegLookup(
  db: Db | Tx,
  placeIds: readonly number[],
  companyIds: readonly number[],
): Promise<(from: number | null, to: number | null) => DefinedLeg | null> {
  const ids = [...new Set(placeIds)];
  const rows =
    ids.length < 2
      ? []
      : await db
          .select({
            from: definedKilometers.placeStartId,
            to: definedKilometers.placeEndId,
            owner: definedKilometers.companyId,
            kilometers: definedKilometers.kilometers,
            time: definedKilometers.time,
          })
          .from(definedKilometers)
          .where(
            and(
              inArray(definedKilometers.placeStartId, ids),
              inArray(definedKilometers.placeEndId, ids),
              companyIds.length === 0
                ? isNull(definedKilometers.companyId)
                : or(
                    isNull(definedKilometers.companyId),
                    inArray(definedKilometers.companyId, [...companyIds]),
                  ),
            ),
          );
  // Lower rank wins: the named companies in their order, a global pair last.
  const rank = (owner: number | null) => (owner === null ? companyIds.length : companyIds.indexOf(owner));
  const byPair = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = pairKey(row.from, row.to);
    const held = byPair.get(key);
    if (!held || rank(row.owner) < rank(held.owner)) byPair.set(key, row);
  }
  return (from, to) => {
    if (from === null || to === null) return null;
    const row = byPair.get(pairKey(from, to)) ?? byPair.get(pairKey(to, from));
    return row ? { kilometers: row.kilometers, timeSeconds: row.time } : null;
  };
}
