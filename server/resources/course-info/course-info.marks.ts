/**
 * The driver's marks through the link (courses.md §7 driver token calls): reply, start, stop reached,
 * end and the course report. Each runs in one transaction on the locked course, through the domain
 * rules, with a course_update event for the live lists. A mark already in place answers 200 and
 * changes nothing, so a phone that sends a queued offline mark twice applies it once.
 */
import { eq } from 'drizzle-orm';
import type { RideAction } from '../../../domain/rides/ride-transitions';
import type { DriverReport } from '../../../domain/courses/driver-report.schema';
import { DRIVER_REPORT_MESSAGES } from '../../../domain/courses/driver-report.schema';
import type { Db, Tx } from '../../db/client';
import { courses, waypoints } from '../../db/course-schema';
import { publishCourseEvent } from '../../events/event-log';
import { ApiError } from '../../http/errors';
import { lockCourse, touchCourses, writeRideStatuses } from '../course-core/ride-lock.repository';
import { enqueueRideNotices } from '../course-core/ride-notices';
import type { LockedCourse } from '../course-core/ride-lock.repository';
import { COURSE_NOT_FOUND, driverMay, driverTarget } from './course-info.read';
import { notifyPassengersOfStart, type TrackingLinks } from '../course-core/passenger-start-notice';

/** Offline marks keep the time they were made, but never the future or more than two days back. */
const OLDEST_MARK_MS = 2 * 24 * 3600 * 1000;
export function markTime(at: Date | null, now: Date): Date {
  if (!at || at.getTime() > now.getTime() || now.getTime() - at.getTime() > OLDEST_MARK_MS) return now;
  return at;
}

type Change = (tx: Tx, locked: LockedCourse) => Promise<boolean>;

/** Locks the token's course and applies `change`; publishes an event when something changed. */
async function onCourse(db: Db, token: string, now: Date, change: Change): Promise<void> {
  const { courseId } = await driverTarget(db, token, now);
  await onCourseId(db, courseId, now, change);
}

/** The same for a course found another way (the signed-in driver's own marks). */
export async function onCourseId(db: Db, courseId: number, now: Date, change: Change): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockCourse(tx, courseId);
    if (!locked) throw new ApiError(404, COURSE_NOT_FOUND);
    if (!(await change(tx, locked))) return;
    await touchCourses(tx, [courseId], now);
    await publishCourseEvent(tx, 'course_update', courseId);
  });
}

type Result = ReturnType<typeof driverMay>;

function refuse(result: Result): never {
  if (result.allowed) throw new Error('refuse() needs a refusal');
  throw new ApiError(result.reason === 'forbidden' ? 403 : 409, result.message);
}

/** The course-wide marks need one ride that allows them; otherwise the first refusal answers. */
function requireAny(results: readonly Result[]) {
  const [first] = results;
  if (!results.some((result) => result.allowed))
    refuse(first ?? { allowed: false, reason: 'status', message: COURSE_NOT_FOUND });
}

/** `reply/{token}/{rideId}/{accept|decline}` */
export function replyToRide(db: Db, token: string, rideId: number, accept: boolean, now: Date) {
  const action: RideAction = accept ? 'driver_accept' : 'driver_decline';
  const done = accept ? 'accepted_by_driver' : 'declined_by_driver';
  return onCourse(db, token, now, async (tx, locked) => {
    const ride = locked.rides.find((row) => row.id === rideId);
    if (!ride) throw new ApiError(404, COURSE_NOT_FOUND);
    if (ride.status === done) return false;
    const result = driverMay(locked, ride, action, now);
    if (!result.allowed) refuse(result);
    await writeRideStatuses(tx, locked, new Map([[ride.id, result.status]]), now);
    // The same message a transport company's refusal sends, to the dispatcher and the executor (row 96).
    if (!accept) await enqueueRideNotices(tx, locked, [ride], 'declined_by_driver', locked.course.driverId);
    return true;
  });
}

/** `start/{token}` */
/** `start/{token}`; the passengers get their tracking links once, with the start (row 827). */
export function startCourse(db: Db, token: string, at: Date | null, now: Date, links: TrackingLinks) {
  return onCourse(db, token, now, async (tx, locked) => {
    if (locked.course.driverStartAt !== null) return false;
    requireAny(locked.rides.map((ride) => driverMay(locked, ride, 'driver_start', now)));
    await tx
      .update(courses)
      .set({ driverStartAt: markTime(at, now) })
      .where(eq(courses.id, locked.course.id));
    await notifyPassengersOfStart(tx, locked, links);
    return true;
  });
}

/** `segment-achieved/{token}/{waypointId}` */
export function reachStop(db: Db, token: string, waypointId: number, at: Date | null, now: Date) {
  return onCourse(db, token, now, reachChange(waypointId, at, now));
}

/** Marks the stop reached (once) when the ride rules allow it for the course's driver. */
export function reachChange(waypointId: number, at: Date | null, now: Date): Change {
  return async (tx, locked) => {
    const [waypoint] = await tx
      .select({ rideId: waypoints.rideId, achievedAt: waypoints.achievedAtByDriver })
      .from(waypoints)
      .where(eq(waypoints.id, waypointId));
    const ride = locked.rides.find((row) => row.id === waypoint?.rideId);
    if (!waypoint || !ride) throw new ApiError(404, COURSE_NOT_FOUND);
    if (waypoint.achievedAt !== null) return false;
    const result = driverMay(locked, ride, 'reach_stop', now);
    if (!result.allowed) refuse(result);
    await tx
      .update(waypoints)
      .set({ achievedAtByDriver: markTime(at, now) })
      .where(eq(waypoints.id, waypointId));
    return true;
  };
}

/** `end/{token}/{endedAt}`: the driver's rides become finished. */
export function endCourse(db: Db, token: string, at: Date | null, now: Date) {
  return onCourse(db, token, now, async (tx, locked) => {
    if (locked.course.driverEndAt !== null) return false;
    const results = locked.rides.map((ride) => ({
      ride,
      result: driverMay(locked, ride, 'driver_end', now),
    }));
    requireAny(results.map(({ result }) => result));
    const changes = new Map<number, string>();
    for (const { ride, result } of results) if (result.allowed) changes.set(ride.id, result.status);
    await tx
      .update(courses)
      .set({ driverEndAt: markTime(at, now) })
      .where(eq(courses.id, locked.course.id));
    await writeRideStatuses(tx, locked, changes, now);
    return true;
  });
}

/** `PUT course-report/{token}`: distance, waiting hours, highway cost (zł -> hundredths), comment. */
export function saveCourseReport(db: Db, token: string, report: DriverReport, now: Date) {
  return onCourse(db, token, now, async (tx, locked) => {
    if (locked.course.driverEndAt === null) throw new ApiError(409, DRIVER_REPORT_MESSAGES.notEnded);
    await tx
      .update(courses)
      .set({
        driverDistance: report.distance,
        driverWaitingHours: report.waitingHours ?? null,
        driverHighwayCost: report.highwayCost === null ? null : Math.round(report.highwayCost * 100),
        driverComment: report.comment ?? null,
      })
      .where(eq(courses.id, locked.course.id));
    return true;
  });
}
