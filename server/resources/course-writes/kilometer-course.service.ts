/**
 * Kilometer courses (courses.md §1, §4, §6): a passenger with ROLE_KILOMETER_COURSE orders one for their
 * own company; only its creator or driver edits it ('Edycja relacji', domain/courses/kilometer-relation.ts).
 * New rides are 'created' (report pending).
 */
import { COURSE_IRI_RESOURCES as R, iriId } from '../../../domain/courses/course-form.fields';
import type { KilometerCourseFormData } from '../../../domain/courses/course-form.schema';
import { canCreateKilometerCourse } from '../../../domain/courses/course-permissions';
import {
  KILOMETER_RELATION_REFUSALS,
  canEditKilometerRelation,
} from '../../../domain/courses/kilometer-relation';
import type { Db } from '../../db/client';
import { ApiError, forbidden } from '../../http/errors';
import { courseAccess } from '../course-core/course-access';
import { ReferenceResolver } from './course-writes.references';
import { findCompany, findPassengerOfUser, rideWaypointIds } from './course-writes.repository';
import type { LoadedCourse } from '../course-core/course-core.repository';
import { expectedVersion } from '../../http/versioning';
import { insertWrite, updateWrite } from './course-writes.service';
import { proposeRideNumber } from './ride-numbers.repository';
import type { WriteContext } from '../course-core/write-context';
import type { CourseWrite, RidePlan } from './course-rows.repository';

export const NEW_KILOMETER_RIDE_STATUS = 'created';

async function planKilometerCourse(
  db: Db,
  input: KilometerCourseFormData,
  company: { id: number; name: string },
  passengerId: number | null,
  driverId: number,
  existing: LoadedCourse | null,
): Promise<CourseWrite> {
  const r = new ReferenceResolver();
  r.want(
    R.place,
    [input.fromStartingPlace, input.toStartingPlace].flatMap((v) => (v ? [v] : [])),
  );
  input.rides.forEach((ride) => ride.waypoints.forEach((stop) => r.wantStop(stop)));
  await r.load(db);
  // Kept on the course (they were once checked and then dropped): the drawer shows them, the form reloads them.
  const fromStartingPlaceId =
    input.fromStartingPlace === null
      ? null
      : (r.row('places', R.place, input.fromStartingPlace, ['fromStartingPlace'])?.id ?? null);
  const toStartingPlaceId =
    input.toStartingPlace === null
      ? null
      : (r.row('places', R.place, input.toStartingPlace, ['toStartingPlace'])?.id ?? null);

  const previousRides = new Map((existing?.rides ?? []).map((ride) => [ride.id, ride]));
  const previousStops = await rideWaypointIds(db, [...previousRides.keys()]);
  const taken: string[] = [];
  const courseDate = input.rides.flatMap((ride) => ride.waypoints).find((stop) => stop.date !== null)?.date;
  const rides: RidePlan[] = [];
  for (const [index, ride] of input.rides.entries()) {
    const path = ['rides', index];
    const rideId = ride.id === null ? null : iriId(ride.id, R.kilometerRide);
    const previous = rideId === null ? undefined : previousRides.get(rideId);
    if (ride.id !== null && (!previous || rides.some((plan) => plan.id === rideId)))
      r.invalid([...path, 'id']);
    const own = (previous && previousStops.get(previous.id)) ?? new Set<number>();
    const stops = ride.waypoints.map((stop, position) => {
      const stopPath = [...path, 'waypoints', position];
      const plan = r.stop(stop, stopPath, company.id);
      // The creator drives their own car: a stop without passengers carries them.
      if (plan.passengerIds.length === 0 && passengerId !== null) plan.passengerIds = [passengerId];
      if (stop.id !== null) {
        // A kept stop keeps its id (and reached mark): only a stop of this very ride, once.
        const waypointId = iriId(stop.id, R.waypoint);
        if (waypointId === null || !own.delete(waypointId)) r.invalid([...stopPath, 'id']);
        else plan.id = waypointId;
      }
      return plan;
    });
    const date = ride.waypoints.find((stop) => stop.date !== null)?.date ?? courseDate ?? null;
    let number = ride.number ?? previous?.number ?? null;
    if (number === null) {
      number = date === null ? '' : await proposeRideNumber(db, company, date, taken);
      taken.push(number);
    }
    rides.push({
      id: previous ? previous.id : null,
      number,
      status: previous?.status ?? NEW_KILOMETER_RIDE_STATUS,
      driverHasToAcceptAt: null,
      fromStartingBaseId: null,
      toStartingBaseId: null,
      stops,
    });
  }
  r.check();
  return {
    type: 'kilometer',
    companyId: company.id,
    contractorId: null,
    subcontractorId: null,
    driverId,
    driverPhoneNumber: null,
    fromStartingPlaceId,
    toStartingPlaceId,
    rides,
  };
}

/** `POST api/kilometer_courses`: the passenger's own course, for their employer. */
export async function createKilometerCourse(ctx: WriteContext, input: KilometerCourseFormData) {
  if (!canCreateKilometerCourse(ctx.user)) throw forbidden();
  const passenger = await findPassengerOfUser(ctx.db, ctx.user.id);
  const companyId = passenger?.employerId ?? ctx.user.companyId;
  const company = companyId === null ? undefined : await findCompany(ctx.db, companyId);
  if (!company) throw forbidden();
  const write = await planKilometerCourse(ctx.db, input, company, passenger?.id ?? null, ctx.user.id, null);
  return insertWrite(ctx, write);
}

/**
 * `PUT api/kilometer_courses/{id}` ('Edycja relacji'): the creator or the driver while the ride is still
 * theirs to fix (403 / 409 with the rule's Polish reason), at the current version (409 / 412).
 */
/** 'Edycja relacji' is the creator's or the driver's while the ride is theirs to fix: else 403 / 409. */
export function assertMayEditKilometerRelation(user: WriteContext['user'], course: LoadedCourse): void {
  const check = canEditKilometerRelation(user, course);
  if (!check.allowed)
    throw new ApiError(check.reason === 'forbidden' ? 403 : 409, KILOMETER_RELATION_REFUSALS[check.reason]);
}

export async function updateKilometerCourse(
  ctx: WriteContext,
  id: number,
  input: KilometerCourseFormData & { version?: number | null | undefined },
  ifMatch: string | undefined,
) {
  const course = await (await courseAccess(ctx.db, ctx.user)).visible(id, 'kilometer');
  assertMayEditKilometerRelation(ctx.user, course);
  const version = expectedVersion(course.version, input.version, ifMatch);
  const company = await findCompany(ctx.db, course.companyId);
  if (!company) throw forbidden();
  const passenger = await findPassengerOfUser(ctx.db, course.createdById ?? ctx.user.id);
  const driverId = course.driverId ?? ctx.user.id;
  const write = await planKilometerCourse(ctx.db, input, company, passenger?.id ?? null, driverId, course);
  return updateWrite(ctx, id, version, write);
}
