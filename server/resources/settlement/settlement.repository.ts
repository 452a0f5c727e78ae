/** Reads and writes of the taxi settlement tables (server/db/settlement-schema.ts). */
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { RateStake } from '../../../domain/settlement/rate-stake';
import type { StoredBill } from '../../../domain/settlement/settlement-bill.schema';
import type { Db, Tx } from '../../db/client';
import { rides } from '../../db/course-schema';
import { companies, companyContractors, companyPrincipals, stakes, users } from '../../db/schema';
import { courseBills, rideSettlements, settlementHistory } from '../../db/settlement-schema';
import { confirmedContractor, confirmedPrincipal, confirmedStake } from '../companies/scope';

export type CourseBillKind = 'billForDriver' | 'billForSubcontractor';

const billColumns = {
  distance: rideSettlements.distance,
  waitingHundredthsOfHour: rideSettlements.waitingHundredthsOfHour,
  highwayCost: rideSettlements.highwayCost,
  comment: rideSettlements.comment,
};

export async function rideBills(db: Db | Tx, rideIds: readonly number[]): Promise<Map<number, StoredBill>> {
  if (rideIds.length === 0) return new Map();
  const rows = await db
    .select({ rideId: rideSettlements.rideId, ...billColumns })
    .from(rideSettlements)
    .where(inArray(rideSettlements.rideId, [...rideIds]));
  return new Map(rows.map(({ rideId, ...bill }) => [rideId, bill]));
}

export async function courseBillsOf(db: Db | Tx, courseId: number): Promise<Map<string, StoredBill>> {
  const rows = await db.select().from(courseBills).where(eq(courseBills.courseId, courseId));
  return new Map(rows.map(({ courseId: _id, kind, ...bill }) => [kind, bill]));
}

export async function saveRideBill(tx: Tx, rideId: number, bill: StoredBill) {
  await tx
    .insert(rideSettlements)
    .values({ rideId, ...bill })
    .onConflictDoUpdate({ target: rideSettlements.rideId, set: bill });
}

export async function saveCourseBill(tx: Tx, courseId: number, kind: CourseBillKind, bill: StoredBill) {
  await tx
    .insert(courseBills)
    .values({ courseId, kind, ...bill })
    .onConflictDoUpdate({ target: [courseBills.courseId, courseBills.kind], set: bill });
}

export interface HistoryRow {
  courseId: number;
  rideId: number | null;
  field: string;
  fromValue: string | null;
  toValue: string | null;
}

export async function writeHistory(tx: Tx, rows: readonly HistoryRow[], userId: number, at: Date) {
  if (rows.length === 0) return;
  await tx.insert(settlementHistory).values(rows.map((row) => ({ ...row, userId, at })));
}

export function historyOf(db: Db, courseId: number) {
  return db
    .select({
      id: settlementHistory.id,
      at: settlementHistory.at,
      firstname: users.firstname,
      surname: users.surname,
      rideNumber: rides.number,
      field: settlementHistory.field,
      fromValue: settlementHistory.fromValue,
      toValue: settlementHistory.toValue,
    })
    .from(settlementHistory)
    .leftJoin(users, eq(users.id, settlementHistory.userId))
    .leftJoin(rides, eq(rides.id, settlementHistory.rideId))
    .where(eq(settlementHistory.courseId, courseId))
    .orderBy(asc(settlementHistory.id));
}

/**
 * The stakes of the link between a payer and a payee company: the payer's contractor link to the payee,
 * or the payee's principal link to the payer (the demo has both with the same terms). Only confirmed
 * links and stakes the payer set or confirmed price a ride (ADR 022).
 */
export async function linkStakes(db: Db, payerId: number, payeeId: number): Promise<RateStake[]> {
  const contractorLink = db
    .select({ id: companyContractors.id })
    .from(companyContractors)
    .where(
      and(
        confirmedContractor,
        eq(companyContractors.companyId, payerId),
        eq(companyContractors.contractorId, payeeId),
      ),
    );
  const principalLink = db
    .select({ id: companyPrincipals.id })
    .from(companyPrincipals)
    .where(
      and(
        confirmedPrincipal,
        eq(companyPrincipals.companyId, payeeId),
        eq(companyPrincipals.principalId, payerId),
      ),
    );
  const rows = await db
    .select({
      kilometerRate: stakes.kilometerRate,
      waitHourRate: stakes.waitHourRate,
      validFrom: stakes.validFrom,
      contractorLinkId: stakes.companyContractorId,
    })
    .from(stakes)
    .where(
      and(
        confirmedStake,
        or(
          inArray(stakes.companyContractorId, contractorLink),
          inArray(stakes.companyPrincipalId, principalLink),
        ),
      ),
    );
  // The contractor link's own stakes win; the principal link's only when it has none.
  const own = rows.filter((row) => row.contractorLinkId !== null);
  return (own.length > 0 ? own : rows).map(({ contractorLinkId: _link, ...stake }) => stake);
}

export async function companyNames(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const given = ids.filter((id): id is number => id !== null);
  if (given.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, given));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function userName(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ firstname: users.firstname, surname: users.surname })
    .from(users)
    .where(eq(users.id, id));
  return row ? `${row.firstname} ${row.surname}`.trim() : null;
}
