/**
 * The 'Rozliczenia' page's reads and the accountant's bulk 'Rozliczono' (issue 11). The employee sees
 * their own kilometer rides of the month; the accountant every company's, in one status (to_be_settled
 * by default), filtered by company and employee. The bulk step is all-or-nothing (row 165).
 */
import { eq, inArray, type SQL } from 'drizzle-orm';
import { iriId, RESOURCES } from '../../../domain/contract/iri';
import type { KilometerSettlementCollection } from '../../../domain/contract/kilometer-settlement.schema';
import {
  kilometerMonthTotals,
  monthRange,
  MONTH_QUERY_MESSAGE,
  settledRidesMessage,
} from '../../../domain/settlement/kilometer-month';
import type {
  AccountantListStatus,
  KilometerSettlementScope,
} from '../../../domain/settlement/kilometer-settlement-scope';
import { kilometerTransition } from '../../../domain/settlement/kilometer-transitions';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { courses, rides } from '../../db/course-schema';
import { publishCourseEvent } from '../../events/event-log';
import { ApiError, notFound } from '../../http/errors';
import { findMonthRides, groupStakes, selectKilometerRides } from './kilometer-settlement.repository';
import { serializeKilometerRide } from './kilometer-settlement.serializer';
import { kilometerCourseOf } from './kilometer-transition.service';
import { touchCourses } from '../course-core/ride-lock.repository';
import { bumpVersion } from '../../http/versioning';

export interface MonthQuery {
  month: string;
  companyId?: number | undefined;
  employeeId?: number | undefined;
  status: AccountantListStatus;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'pl');
const distinct = (refs: readonly { id: number; name: string }[]) =>
  [...new Map(refs.map((ref) => [ref.id, ref])).values()].sort(byName);

/** `GET api/kilometer_settlements`. */
export async function kilometerMonth(
  db: Db,
  user: AuthUser,
  scope: KilometerSettlementScope,
  query: MonthQuery,
): Promise<KilometerSettlementCollection> {
  const range = monthRange(query.month);
  if (!range) throw new ApiError(400, MONTH_QUERY_MESSAGE);
  const own: SQL = scope === 'accountant' ? eq(rides.status, query.status) : eq(courses.createdById, user.id);
  const rows = await findMonthRides(db, range, own);
  const stakes = await groupStakes(
    db,
    rows.flatMap((row) => (row.employeeGroupId === null ? [] : [row.employeeGroupId])),
  );
  const all = rows.map((row) => serializeKilometerRide(row, stakes));
  const members = all.filter(
    (ride) =>
      (query.companyId === undefined || ride.company.id === query.companyId) &&
      (query.employeeId === undefined || ride.employee?.id === query.employeeId),
  );
  return {
    '@context': '/api/contexts/KilometerSettlement',
    '@id': '/api/kilometer_settlements',
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': members.length,
    month: query.month,
    totals: kilometerMonthTotals(members),
    companies: distinct(all.map((ride) => ride.company)),
    employees: distinct(all.flatMap((ride) => (ride.employee ? [ride.employee] : []))),
  };
}

/**
 * `POST api/kilometer_settlements/settle`: 'Rozliczono' on every chosen ride in one transaction. Each
 * ride passes the same rule as the single step; one refused ride (gone: 404, another status: 409)
 * refuses the whole selection and nothing changes.
 */
export async function settleKilometerRides(db: Db, user: AuthUser, rideIris: readonly string[], now: Date) {
  const ids = [...new Set(rideIris.map((value) => iriId(value, RESOURCES.kilometerRide)))];
  if (ids.some((id) => id === null)) throw notFound();
  const rideIds = ids.filter((id): id is number => id !== null);
  const settled = await db.transaction(async (tx) => {
    // Lock order as everywhere: courses first, then their rides.
    const courseRows = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(
        inArray(courses.id, tx.select({ id: rides.courseId }).from(rides).where(inArray(rides.id, rideIds))),
      )
      .orderBy(courses.id)
      .for('update');
    const rows = await selectKilometerRides(tx, inArray(rides.id, rideIds)).for('update', { of: rides });
    if (rows.length !== rideIds.length) throw notFound();
    const targets = new Set<string>();
    for (const row of rows) {
      const result = kilometerTransition(user, kilometerCourseOf(row.course), row.ride.status, 'settle');
      if (!result.allowed)
        throw new ApiError(
          result.reason === 'forbidden' ? 403 : 409,
          `${row.ride.number}: ${result.message}`,
        );
      targets.add(result.status);
    }
    const [status] = [...targets];
    if (status === undefined || targets.size !== 1) throw new Error('settle leads to one status');
    await tx
      .update(rides)
      .set({ status, version: bumpVersion(rides.version) })
      .where(inArray(rides.id, rideIds));
    const courseIds = courseRows.map((row) => row.id);
    await touchCourses(tx, courseIds, now);
    for (const id of courseIds) await publishCourseEvent(tx, 'course_update', id);
    return rows.length;
  });
  return { settled, message: settledRidesMessage(settled) };
}
