/**
 * 'Przenieś przejazd' and 'Wyciągnij przejazd' (courses.md §4, §6; docs/api.md). Visibility first (404,
 * for the target too), the rules on the courses as read (so a refused move asks no map service), then
 * one transaction: the courses locked in id order, the domain rules (403 /
 * 409), the ride version (409), the move, the rides of each course renumbered by start time, the
 * driver relation of each course stored anew (row 75) and the course events. A source course left
 * without rides is deleted with a `course_delete` event.
 */
import { inDriverRelation } from '../../../domain/rides/driver-relation';
import { canMoveRide, canReceiveRide, statusAfterTransfer } from '../../../domain/rides/ride-transfer';
import type { MoveCourse, MoveResult, RideMove } from '../../../domain/rides/ride-transfer';
import { publishCourseEvent } from '../../events/event-log';
import { ApiError, notFound } from '../../http/errors';
import { checkFreshness } from '../../http/versioning';
import { courseAccess } from '../course-core/course-access';
import { courseView } from '../course-core/course.serializer';
import type { WriteContext } from '../course-core/write-context';
import { deleteCourse } from '../course-core/course-core.repository';
import type { Tx } from '../../db/client';
import type { RouteServices } from '../../geo/route-services';
import { prefetchMoveRoutes, storeDriverRelation } from '../course-core/driver-relation.repository';
import {
  currentRideStatus,
  findTaxiRideCourseId,
  lockCourse,
  readCourse,
} from '../course-core/ride-lock.repository';
import type { LockedCourse } from '../course-core/ride-lock.repository';
import { enqueueRideNotices } from '../course-core/ride-notices';
import {
  emptySnapshot,
  passengerSnapshot,
  recordPassengerChanges,
} from '../passenger-changes/record-passenger-changes';
import { insertExtractedCourse, lockCoursePair, moveRideRow, settleCourse } from './ride-move.repository';

export interface MoveRequest {
  /** The ride's version the client saw: stale -> 409. */
  version?: number | null | undefined;
}

const moveCourse = (locked: LockedCourse): MoveCourse => ({ ...locked.course, rides: locked.rides });

function enforce(result: MoveResult) {
  if (!result.allowed) throw new ApiError(result.reason === 'forbidden' ? 403 : 409, result.message);
}

function lockedRide(locked: LockedCourse | undefined, rideId: number) {
  const ride = locked?.rides.find((row) => row.id === rideId);
  if (!locked || !ride) throw notFound();
  return { locked, ride };
}

/**
 * The rules of 'Przenieś przejazd' on the two courses: checked on the courses as read before the map
 * service is asked (a refused move costs no Google call), then again on the locked rows.
 */
function checkTransfer(
  ctx: WriteContext,
  courses: { source: LockedCourse | undefined; target: LockedCourse | undefined },
  rideId: number,
  request: MoveRequest,
  superiorOf: readonly number[],
) {
  const { locked: source, ride } = lockedRide(courses.source, rideId);
  const { target } = courses;
  if (!target) throw notFound();
  enforce(canMoveRide(ctx.user, moveCourse(source), ride, 'transfer', superiorOf));
  enforce(canReceiveRide(ctx.user, moveCourse(source), moveCourse(target), ctx.now, superiorOf));
  staleCheck(ride.version, request);
  return { source, target, ride };
}

/** The rules of 'Wyciągnij przejazd', checked like `checkTransfer`: before Google, then locked. */
function checkExtract(
  ctx: WriteContext,
  course: LockedCourse | undefined,
  rideId: number,
  request: MoveRequest,
  superiorOf: readonly number[],
) {
  const { locked, ride } = lockedRide(course, rideId);
  enforce(canMoveRide(ctx.user, moveCourse(locked), ride, 'extract' satisfies RideMove, superiorOf));
  staleCheck(ride.version, request);
  return { locked, ride };
}

/** A move is a transition: the ride's version is checked when sent (ADR 003). */
function staleCheck(version: number, request: MoveRequest) {
  checkFreshness({ etagVersion: version, ifMatch: undefined, bodyVersion: request.version, required: false });
}

/** The moved ride's status before the move decides whether a course's driver relation is stored (§4). */
interface RelationInput {
  movedStatus: string;
  routes: RouteServices;
}

/** Renumbers the course and stores its driver relation anew (or none); answers its ride count. */
async function settleWithRelation(tx: Tx, courseId: number, now: Date, relation: RelationInput) {
  const count = await settleCourse(tx, courseId, now);
  if (count > 0)
    await storeDriverRelation(tx, courseId, inDriverRelation(relation.movedStatus, count), relation.routes);
  return count;
}

/** The source is settled (renumbered, its relation stored anew) or, left empty, deleted; each with its event. */
async function settleSource(tx: Tx, sourceId: number, now: Date, relation: RelationInput) {
  if ((await settleWithRelation(tx, sourceId, now, relation)) > 0) {
    await publishCourseEvent(tx, 'course_update', sourceId);
    return;
  }
  await publishCourseEvent(tx, 'course_delete', sourceId);
  await deleteCourse(tx, sourceId);
}

/**
 * Tells the executor and driver of the source that the ride left their course and those of the target
 * that it joined theirs (§2 modal note), each address once: a company or driver on both sides gets the
 * source's message only.
 */
async function noticeParties(
  tx: Tx,
  source: LockedCourse,
  target: LockedCourse | null,
  ride: { id: number; number: string },
  userId: number,
) {
  const told = new Set<string>();
  await enqueueRideNotices(tx, source, [ride], 'transferred', userId, told);
  if (target) await enqueueRideNotices(tx, target, [ride], 'transferred_in', userId, told);
}

async function visibleRideCourse(ctx: WriteContext, rideId: number) {
  const courseId = await findTaxiRideCourseId(ctx.db, rideId);
  if (courseId === undefined) throw notFound();
  const access = await courseAccess(ctx.db, ctx.user);
  await access.visible(courseId, 'taxi');
  return { courseId, access, superiorOf: access.superiorOf };
}

/** The map service asked for the legs of the relations the move will store, before its transaction. */
async function moveRoutes(
  ctx: WriteContext,
  routes: RouteServices,
  rideId: number,
  sourceId: number,
  targetId: number | null,
) {
  const status = await currentRideStatus(ctx.db, rideId);
  if (status === undefined) return routes;
  return prefetchMoveRoutes(ctx.db, routes, { id: rideId, status }, sourceId, targetId);
}

/** Moves taxi ride `rideId` into course `targetId`; answers the target course as GET does. */
export async function transferRide(
  ctx: WriteContext,
  rideId: number,
  targetId: number,
  request: MoveRequest,
  routes: RouteServices,
) {
  const { courseId, access, superiorOf } = await visibleRideCourse(ctx, rideId);
  await access.visible(targetId, 'taxi');
  const read = { source: await readCourse(ctx.db, courseId), target: await readCourse(ctx.db, targetId) };
  checkTransfer(ctx, read, rideId, request, superiorOf);
  const prefetched = await moveRoutes(ctx, routes, rideId, courseId, targetId);

  await ctx.db.transaction(async (tx) => {
    const pair = await lockCoursePair(tx, courseId, targetId);
    const { source, target, ride } = checkTransfer(ctx, pair, rideId, request, superiorOf);
    const passengersBefore = await passengerSnapshot(tx, [courseId, targetId]);

    const status = statusAfterTransfer(
      ride.status,
      { ...source.course, contractorSmsNotification: source.contractorSmsNotification },
      { ...target.course, contractorSmsNotification: target.contractorSmsNotification },
    );
    const relation = { movedStatus: ride.status, routes: prefetched };
    await moveRideRow(tx, ride.id, targetId, status);
    await settleWithRelation(tx, targetId, ctx.now, relation);
    await publishCourseEvent(tx, 'course_update', targetId);
    await settleSource(tx, courseId, ctx.now, relation);
    await noticeParties(tx, source, target, ride, ctx.user.id);
    await recordPassengerChanges(tx, passengersBefore, { userId: ctx.user.id, now: ctx.now });
  });
  return courseView(ctx.db, targetId, ctx.now);
}

/** Takes taxi ride `rideId` out into a new course of its own, in planning; answers the new course. */
export async function extractRide(
  ctx: WriteContext,
  rideId: number,
  request: MoveRequest,
  routes: RouteServices,
) {
  const { courseId, superiorOf } = await visibleRideCourse(ctx, rideId);
  checkExtract(ctx, await readCourse(ctx.db, courseId), rideId, request, superiorOf);
  const prefetched = await moveRoutes(ctx, routes, rideId, courseId, null);

  const newId = await ctx.db.transaction(async (tx) => {
    const { locked, ride } = checkExtract(ctx, await lockCourse(tx, courseId), rideId, request, superiorOf);

    const relation = { movedStatus: ride.status, routes: prefetched };
    const passengersBefore = await passengerSnapshot(tx, [courseId]);
    const id = await insertExtractedCourse(tx, locked, ctx.user.id, ctx.now);
    await moveRideRow(tx, ride.id, id, 'planning');
    // One ride: the rule never holds, but the ride's legs of the old relation go.
    await settleWithRelation(tx, id, ctx.now, relation);
    await publishCourseEvent(tx, 'course_insert', id);
    await settleSource(tx, courseId, ctx.now, relation);
    // The new course has the same executor and no driver: the source's parties are the ones to tell.
    await noticeParties(tx, locked, null, ride, ctx.user.id);
    // The new course gains the ride's passengers, the source loses those on no other of its rides.
    const moved = new Map([...passengersBefore, ...emptySnapshot([id])]);
    await recordPassengerChanges(tx, moved, { userId: ctx.user.id, now: ctx.now });
    return id;
  });
  return courseView(ctx.db, newId, ctx.now);
}
