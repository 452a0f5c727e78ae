/**
 * `PUT api/taxi_courses/{id}/settlement` (courses.md §3 bills, §5 rules, §7 "PUT course … bills"):
 * in one transaction the course and its rides locked, the If-Match / body version checked (412 / 409),
 * every bill checked against the writer's drawer (`editableBills`, `canEditRideSettlement`: 403 / 409),
 * the bills saved with a history row per changed figure, the one-ride rule applied, the course's
 * version bumped and a `course_update` published. Nothing is written when any check fails.
 */
import { oneRideCourseBill, waitingHundredthsOf } from '../../../domain/settlement/course-bill';
import {
  billToStored,
  type SettlementWrite,
  type StoredBill,
} from '../../../domain/settlement/settlement-bill.schema';
import {
  SETTLEMENT_MESSAGES,
  canEditRideSettlement,
  editableBills,
} from '../../../domain/settlement/settlement-transitions';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { publishCourseEvent } from '../../events/event-log';
import { ApiError, ViolationError, notFound } from '../../http/errors';
import { checkFreshness } from '../../http/versioning';
import { lockCourse, touchCourses } from '../course-core/ride-lock.repository';
import {
  type CourseBillKind,
  type HistoryRow,
  courseBillsOf,
  rideBills,
  saveCourseBill,
  saveRideBill,
  writeHistory,
} from './settlement.repository';

const FIGURES = ['distance', 'waitingHundredthsOfHour', 'highwayCost', 'comment'] as const;
const EMPTY: StoredBill = { distance: null, waitingHundredthsOfHour: null, highwayCost: null, comment: null };
const text = (value: number | string | null) => (value === null ? null : String(value));

/** A history row per figure that changes; none when the bill stays as it was. */
function changes(
  part: string,
  courseId: number,
  rideId: number | null,
  before: StoredBill,
  after: StoredBill,
) {
  return FIGURES.filter((figure) => before[figure] !== after[figure]).map((figure): HistoryRow => ({
    courseId,
    rideId,
    field: `${part}.${figure}`,
    fromValue: text(before[figure]),
    toValue: text(after[figure]),
  }));
}

export interface SettlementWriteRequest {
  body: SettlementWrite;
  ifMatch: string | undefined;
  now: Date;
}

export async function writeSettlement(
  db: Db,
  user: AuthUser,
  courseId: number,
  request: SettlementWriteRequest,
) {
  const { body } = request;
  await db.transaction(async (tx) => {
    const locked = await lockCourse(tx, courseId);
    if (!locked) throw notFound();
    const course = { ...locked.course, rides: locked.rides };
    const editable = editableBills(user, course);
    const wanted = [
      ...(body.rides && body.rides.length > 0 ? (['rides'] as const) : []),
      ...(body.billForDriver ? (['billForDriver'] as const) : []),
      ...(body.billForSubcontractor ? (['billForSubcontractor'] as const) : []),
    ];
    if (wanted.some((part) => !editable.includes(part)))
      throw new ApiError(403, SETTLEMENT_MESSAGES.notYours);
    checkFreshness({
      etagVersion: locked.course.version,
      ifMatch: request.ifMatch,
      bodyVersion: body.version,
      required: true,
    });

    const history: HistoryRow[] = [];
    const before = await rideBills(
      tx,
      locked.rides.map((ride) => ride.id),
    );
    const courseBefore = await courseBillsOf(tx, courseId);
    const writes = new Map<CourseBillKind, StoredBill>();
    for (const [index, entry] of (body.rides ?? []).entries()) {
      const ride = locked.rides.find((row) => row.id === entry.id);
      if (!ride)
        throw new ViolationError([
          { propertyPath: `rides.${index}.id`, message: 'Przejazd nie należy do kursu' },
        ]);
      if (!canEditRideSettlement(user, course, ride.status))
        throw new ApiError(409, SETTLEMENT_MESSAGES.rideClosed);
      const bill = billToStored(entry);
      history.push(...changes('rides', courseId, ride.id, before.get(ride.id) ?? EMPTY, bill));
      await saveRideBill(tx, ride.id, bill);
      // §5: one ride — its bill also writes the course's bill of the other table, unless sent too.
      const kind: CourseBillKind =
        locked.course.subcontractorId === null ? 'billForDriver' : 'billForSubcontractor';
      if (locked.rides.length === 1 && !body[kind])
        writes.set(
          kind,
          oneRideCourseBill(
            bill,
            {
              driverDistance: locked.course.driverDistance,
              computedDistance: ride.distanceSum,
              driverWaitingHundredthsOfHour: waitingHundredthsOf(locked.course.driverWaitingHours),
            },
            kind,
          ),
        );
    }
    if (body.billForDriver) writes.set('billForDriver', billToStored(body.billForDriver));
    if (body.billForSubcontractor)
      writes.set('billForSubcontractor', billToStored(body.billForSubcontractor));
    for (const [kind, bill] of writes) {
      history.push(...changes(kind, courseId, null, courseBefore.get(kind) ?? EMPTY, bill));
      await saveCourseBill(tx, courseId, kind, bill);
    }
    await writeHistory(tx, history, user.id, request.now);
    await touchCourses(tx, [courseId], request.now);
    await publishCourseEvent(tx, 'course_update', courseId);
  });
}
