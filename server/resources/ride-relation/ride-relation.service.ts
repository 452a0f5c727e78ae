/**
 * 'Edycja relacji' (courses.md §2, §5, §6, §7): replaces a taxi ride's stops. Visibility first (404),
 * then in one transaction with the course and its rides locked: the domain rule (403 / 409), the
 * versions (412 / 409), the §5 stop rules and the references (422), the crew rights (403), the stops
 * (kept waypoint ids keep their reached marks; segments re-estimated), the ride's start, the course's
 * column and version, a `course_update` event, and the notice of moved stops to the driver and the
 * transport company, as a course PUT sends it (row 649). Nothing is written when any check fails.
 */
import { COURSE_IRI_RESOURCES as R } from '../../../domain/courses/course-form.fields';
import { taxiRideIssues } from '../../../domain/courses/course-form.rules';
import type { WaypointFormData } from '../../../domain/courses/course-form.schema';
import { canEditPassengersAndLocomotives } from '../../../domain/courses/course-permissions';
import {
  RELATION_EDIT_REFUSALS,
  canEditTaxiRelation,
  crewRefusal,
  relationCrewChanges,
} from '../../../domain/rides/relation-edit';
import { publishCourseEvent } from '../../events/event-log';
import { checkFreshness } from '../../http/versioning';
import { ApiError, notFound } from '../../http/errors';
import { courseAccess } from '../course-core/course-access';
import { ReferenceResolver } from '../course-writes/course-writes.references';
import type { WriteContext } from '../course-core/write-context';
import { firstStopTime } from '../course-writes/course-rows.repository';
import { noticeStopChanges, readCourseStops } from '../course-writes/stop-change-notices';
import { placeIdsOf, stopPairs, writeStops } from '../course-writes/ride-stops.repository';
import { passengerSnapshot, recordPassengerChanges } from '../passenger-changes/record-passenger-changes';
import { pairOwnersOf, definedLegLookup } from '../course-core/defined-legs.repository';
import { prefetchEstimator } from '../../geo/route-prefetch';
import { findTaxiRideCourseId, lockCourse, readCourse } from '../course-core/ride-lock.repository';
import type { LockedCourse } from '../course-core/ride-lock.repository';
import { transitionCourse } from '../course-core/ride-lock.repository';
import { storedRelation, touchRideAndCourse } from './ride-relation.repository';
import { rideRelationView } from './ride-relation.serializer';

export interface RelationRequest {
  waypoints: WaypointFormData[];
  /** The ride's version the client saw (body `version`): stale -> 409. */
  version?: number | null | undefined;
  /** `If-Match` with the course's ETag: stale -> 412. */
  ifMatch?: string | undefined;
}

const baseIri = (id: number | null) => (id === null ? null : `/api/${R.startingBase}/${id}`);

/** One of If-Match (course) or `version` (ride) is required: a relation is replaced whole. */
function checkVersions(locked: LockedCourse, ride: LockedCourse['rides'][number], request: RelationRequest) {
  checkFreshness({
    etagVersion: locked.course.version,
    bodyCurrent: ride.version,
    ifMatch: request.ifMatch,
    bodyVersion: request.version,
    required: true,
  });
}

/** 'Edycja relacji' allowed on this course and ride at the versions sent (403/409/404/412/428 otherwise). */
function mayEditRelation(
  ctx: WriteContext,
  locked: LockedCourse | undefined,
  rideId: number,
  request: RelationRequest,
  superiorOf: readonly number[],
) {
  const ride = locked?.rides.find((row) => row.id === rideId);
  if (!locked || !ride) throw notFound();
  const course = transitionCourse(locked);
  const check = canEditTaxiRelation(ctx.user, course, ride, superiorOf);
  if (!check.allowed)
    throw new ApiError(check.reason === 'forbidden' ? 403 : 409, RELATION_EDIT_REFUSALS[check.reason]);
  checkVersions(locked, ride, request);
  return { locked, ride, course };
}

/** Replaces the stops of taxi ride `rideId`; answers the ride with its `waypoints` and the course version. */
export async function editRideRelation(ctx: WriteContext, rideId: number, request: RelationRequest) {
  const courseId = await findTaxiRideCourseId(ctx.db, rideId);
  if (courseId === undefined) throw notFound();
  const access = await courseAccess(ctx.db, ctx.user);
  await access.visible(courseId, 'taxi');
  const { superiorOf } = access;
  // The rule on the course as read first: a refused edit asks the map service nothing (checked again locked).
  const read = await readCourse(ctx.db, courseId);
  mayEditRelation(ctx, read, rideId, request, superiorOf);
  const r = new ReferenceResolver();
  request.waypoints.forEach((stop) => r.wantStop(stop));
  await r.load(ctx.db);
  // The legs asked of the map service before the course is locked (server/geo/route-prefetch.ts).
  const planned = request.waypoints.map((stop) => r.placeOf(stop));
  const defined = await definedLegLookup(ctx.db, placeIdsOf(planned), read ? pairOwnersOf(read.course) : []);
  const estimator = await prefetchEstimator(ctx.routes?.estimator, stopPairs(planned, defined));

  await ctx.db.transaction(async (tx) => {
    const { locked, ride, course } = mayEditRelation(
      ctx,
      await lockCourse(tx, courseId),
      rideId,
      request,
      superiorOf,
    );

    // §5 as on the course form; the starting bases are the ride's own (they have their own dialog).
    const relation = {
      fromStartingBase: baseIri(ride.fromStartingBaseId),
      toStartingBase: baseIri(ride.toStartingBaseId),
      waypoints: request.waypoints,
    };
    for (const issue of taxiRideIssues(relation)) r.invalid(issue.path, issue.message);
    const stored = await storedRelation(tx, rideId);
    const keptIds = r.keptIds(request.waypoints, new Set(stored.map((stop) => stop.id)), ['waypoints']);
    const stops = request.waypoints.map((stop, position) => ({
      ...r.stop(stop, ['waypoints', position], locked.course.companyId),
      id: keptIds[position] ?? null,
    }));
    r.check();
    const rights = canEditPassengersAndLocomotives(ctx.user, course, superiorOf);
    const refusal = crewRefusal(relationCrewChanges(stored, stops), rights);
    if (refusal) throw new ApiError(403, RELATION_EDIT_REFUSALS[refusal]);

    const passengersBefore = await passengerSnapshot(tx, [courseId]);
    const stopsBefore = await readCourseStops(tx, courseId);
    await writeStops(tx, rideId, stops, estimator);
    await touchRideAndCourse(tx, locked, rideId, firstStopTime(stops), ctx.now);
    await publishCourseEvent(tx, 'course_update', courseId);
    await recordPassengerChanges(tx, passengersBefore, { userId: ctx.user.id, now: ctx.now });
    await noticeStopChanges(tx, courseId, stopsBefore, ctx.user);
  });
  return rideRelationView(ctx.db, courseId, rideId, ctx.now);
}
