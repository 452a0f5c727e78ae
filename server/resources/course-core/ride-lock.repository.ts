/**
 * Row locks and writes of the ride transitions. Lock order is always course, then its rides (as the
 * course PUT does: it updates the course row first), so two writers never wait on each other in a cycle.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { driverDeadlineAfter } from '../../../domain/rides/acceptance-deadline';
import { CANCELLED_RIDE_STATUSES } from '../../../domain/rides/ride-effects';
import type { TransitionCourse } from '../../../domain/rides/ride-transitions';
import type { Db, Tx } from '../../db/client';
import { courses, rides } from '../../db/course-schema';
import { invoiceCourses } from '../../db/invoices-schema';
import { companies } from '../../db/schema';
import { bumpVersion } from '../../http/versioning';

/** The taxi ride's course id, without a lock (to check visibility before the transaction). */
export async function findTaxiRideCourseId(db: Db, rideId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ courseId: rides.courseId })
    .from(rides)
    .where(and(eq(rides.id, rideId), eq(rides.type, 'taxi')));
  return row?.courseId;
}

/** The ride's status as it is now, read outside any transaction (what a move foresees its legs with). */
export async function currentRideStatus(db: Db, rideId: number): Promise<string | undefined> {
  const [row] = await db.select({ status: rides.status }).from(rides).where(eq(rides.id, rideId));
  return row?.status;
}

/** The course row locked FOR UPDATE, its rides locked too, and the contractor's SMS flag. */
export function lockCourse(tx: Tx, courseId: number) {
  return loadCourse(tx, courseId, true);
}

/** The same without locks, for reads (e.g. which actions the driver's page offers). */
export function readCourse(db: Tx | Db, courseId: number) {
  return loadCourse(db, courseId, false);
}

async function loadCourse(db: Tx | Db, courseId: number, lock: boolean) {
  const courseQuery = db.select().from(courses).where(eq(courses.id, courseId)).$dynamic();
  const [course] = await (lock ? courseQuery.for('update') : courseQuery);
  if (!course) return undefined;
  const ridesQuery = db
    .select()
    .from(rides)
    .where(eq(rides.courseId, courseId))
    .orderBy(asc(rides.position), asc(rides.id))
    .$dynamic();
  const rideRows = await (lock ? ridesQuery.for('update') : ridesQuery);
  const [contractor] =
    course.contractorId === null
      ? []
      : await db
          .select({ sms: companies.courseEmployeeSmsNotification })
          .from(companies)
          .where(eq(companies.id, course.contractorId));
  // An active invoice keeps its rides from being cancelled (row 644): read with the course's lock held.
  const [invoice] = await db
    .select({ courseId: invoiceCourses.courseId })
    .from(invoiceCourses)
    .where(and(eq(invoiceCourses.courseId, courseId), eq(invoiceCourses.active, true)))
    .limit(1);
  return {
    course,
    rides: rideRows,
    contractorSmsNotification: contractor?.sms ?? false,
    invoiced: invoice !== undefined,
  };
}

export type LockedCourse = NonNullable<Awaited<ReturnType<typeof lockCourse>>>;

/** The locked course as the domain's ride rules read it. */
export function transitionCourse(locked: LockedCourse): TransitionCourse {
  const { course } = locked;
  return {
    companyId: course.companyId,
    contractorId: course.contractorId,
    subcontractorId: course.subcontractorId,
    driverId: course.driverId,
    rides: locked.rides,
    driverStartAt: course.driverStartAt,
    driverEndAt: course.driverEndAt,
    driverDistance: course.driverDistance,
    contractorSmsNotification: locked.contractorSmsNotification,
    invoiced: locked.invoiced,
  };
}

const isCancelled = (status: string | undefined) =>
  status !== undefined && (CANCELLED_RIDE_STATUSES as readonly string[]).includes(status);

/** A cancel remembers where it came from; a cancelled ride keeps it; anything else forgets it (row 644). */
function statusBeforeCancel(
  before: { status: string; statusBeforeCancel: string | null } | undefined,
  status: string,
): string | null {
  if (!isCancelled(status)) return null;
  return isCancelled(before?.status) ? (before?.statusBeforeCancel ?? null) : (before?.status ?? null);
}

/**
 * Sets ride statuses (each ride's version bumped) and refreshes the course's list column, bumping its
 * version so a PUT based on the old course answers 409/412.
 */
export async function writeRideStatuses(
  tx: Tx,
  locked: LockedCourse,
  changes: ReadonlyMap<number, string>,
  now: Date,
): Promise<void> {
  for (const [rideId, status] of changes) {
    const before = locked.rides.find((ride) => ride.id === rideId);
    // A ride that starts waiting for the driver (a restore, a status by hand) gives them 15 minutes from now.
    const driverHasToAcceptAt = driverDeadlineAfter(
      before?.status,
      status,
      before?.driverHasToAcceptAt ?? null,
      now,
    );
    await tx
      .update(rides)
      .set({
        status,
        driverHasToAcceptAt,
        statusBeforeCancel: statusBeforeCancel(before, status),
        version: bumpVersion(rides.version),
      })
      .where(eq(rides.id, rideId));
  }
  await touchCourses(tx, [locked.course.id], now);
}

/**
 * A write to a course's rides, stops, marks or bills changes the course too: its `updatedAt` and its
 * version, so a PUT based on the old course answers 409/412. Every such write touches it through here.
 */
export async function touchCourses(tx: Tx, courseIds: readonly number[], now: Date): Promise<void> {
  if (courseIds.length === 0) return;
  await tx
    .update(courses)
    .set({ updatedAt: now, version: bumpVersion(courses.version) })
    .where(inArray(courses.id, [...courseIds]));
}
