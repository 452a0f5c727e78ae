/** The taxi course payload as a `CourseWrite`, with every reference checked (courses.md §4, §6). */
import dayjs from 'dayjs';
import { DRIVER_ACCEPTANCE_MINUTES, NEW_RIDE_STATUS } from '../../../domain/courses/course-defaults';
import { driverDeadlineAfter } from '../../../domain/rides/acceptance-deadline';
import { COURSE_IRI_RESOURCES as R, iriId } from '../../../domain/courses/course-form.fields';
import type { TaxiCourseFormData } from '../../../domain/courses/course-form.schema';
import {
  canEditRideStatusManually,
  contractorChoices,
  subcontractorChoices,
  superiorOfUser,
} from '../../../domain/courses/course-permissions';
import type { ContractorLink, PermissionCourse } from '../../../domain/courses/course-permissions';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { assertCompanyScope } from '../course-core/course-access';
import { ReferenceResolver } from './course-writes.references';
import { rideWaypointIds } from './course-writes.repository';
import type { LoadedCourse } from '../course-core/course-core.repository';
import { firstStopTime } from './course-rows.repository';
import type { CourseWrite, RidePlan } from './course-rows.repository';
import { DRIVER_ABSENCE_MESSAGES } from '../../../domain/people/driver-absence';
import { ridesInAbsence } from '../drivers/driver-availability';
import { statusEffects } from './ride-status-effects';
import { parseDateTime } from '../../../domain/warsaw-time';
import { COURSE_MESSAGES } from '../../../domain/courses/course-messages';
import { driverNoticeRoute } from '../course-info/driver-notice';

export interface PlanContext {
  db: Db;
  user: AuthUser;
  links: readonly ContractorLink[];
  now: Date;
  /** The course being replaced (PUT), or null for a new one. */
  existing: LoadedCourse | null;
}

const idOf = (value: string | null, resource: (typeof R)[keyof typeof R]) =>
  value === null ? null : iriId(value, resource);

/**
 * Resolves the payload; 422 for unknown or refused references, 403 for a railway company out of the
 * user's reach. A contractor, subcontractor or driver left as it was is not re-checked against the
 * choices (a driver editing their course keeps its contractor).
 */
export async function planTaxiCourse(input: TaxiCourseFormData, ctx: PlanContext): Promise<CourseWrite> {
  const { user, links, existing } = ctx;
  const r = new ReferenceResolver();
  r.want(R.company, [input.company, ...(input.contractor ? [input.contractor] : [])]);
  r.want(R.company, input.subcontractor);
  r.want(R.driver, input.driver);
  for (const ride of input.rides) {
    r.want(
      R.startingBase,
      [ride.fromStartingBase, ride.toStartingBase].flatMap((v) => (v ? [v] : [])),
    );
    ride.waypoints.forEach((stop) => r.wantStop(stop));
  }
  await r.load(ctx.db);

  const company = r.row('companies', R.company, input.company, ['company'], (row) => !row.isTransportCompany);
  if (!company) {
    r.check();
    throw new Error('unreachable: company violation');
  }
  if (!existing || existing.companyId !== company.id) assertCompanyScope(user, company.id, links);

  const contractorId = idOf(input.contractor, R.company);
  const subcontractorId = idOf(input.subcontractor, R.company);
  const contractorRow =
    input.contractor === null
      ? undefined
      : r.row('companies', R.company, input.contractor, ['contractor'], (row) => {
          if (!row.isTransportCompany) return false;
          return (
            existing?.contractorId === row.id || contractorChoices(user, [company.id], links).includes(row.id)
          );
        });
  if (input.subcontractor !== null)
    r.row('companies', R.company, input.subcontractor, ['subcontractor'], (row) => {
      if (!row.isTransportCompany || contractorId === null) return false;
      return (
        existing?.subcontractorId === row.id || subcontractorChoices(contractorId, links).includes(row.id)
      );
    });
  const driver =
    input.driver === null
      ? undefined
      : r.row('drivers', R.driver, input.driver, ['driver'], (row) => {
          if (existing?.driverId === row.userId) return true;
          const employer = row.transportCompanyId;
          return employer !== null && (employer === contractorId || employer === subcontractorId);
        });

  // A newly assigned driver must be reachable by the course's message (issue 31, row 637): otherwise
  // the ride waits for an acceptance that cannot come and 15 minutes later blames the driver.
  if (
    driver &&
    existing?.driverId !== driver.userId &&
    !(await driverNoticeRoute(ctx.db, driver.userId, contractorId))
  )
    r.invalid(['driver'], COURSE_MESSAGES.driverUnreachable);

  const permissionCourse: PermissionCourse = existing ?? {
    companyId: company.id,
    contractorId,
    subcontractorId,
    driverId: driver?.userId ?? null,
    rides: [],
  };
  const mayEditStatus = canEditRideStatusManually(user, permissionCourse, superiorOfUser(user, links));
  const effects = statusEffects(existing, {
    contractorId,
    driverId: driver?.userId ?? null,
    contractorSmsNotification: contractorRow?.courseEmployeeSmsNotification ?? false,
  });
  const previousRides = new Map((existing?.rides ?? []).map((ride) => [ride.id, ride]));
  const storedStops = await rideWaypointIds(ctx.db, [...previousRides.keys()]);
  const seen = new Set<number>();
  const defaultDeadline = dayjs(ctx.now).add(DRIVER_ACCEPTANCE_MINUTES, 'minute').toDate();

  const rides = input.rides.map((ride, index): RidePlan => {
    const path = ['rides', index];
    const rideId = idOf(ride.id, R.taxiRide);
    let id: number | null = null;
    if (ride.id !== null) {
      if (rideId === null || !previousRides.has(rideId) || seen.has(rideId)) r.invalid([...path, 'id']);
      else {
        id = rideId;
        seen.add(rideId);
      }
    }
    const previous = id === null ? undefined : previousRides.get(id);
    const base = (value: string | null, field: string) =>
      value === null ? null : (r.row('startingBases', R.startingBase, value, [...path, field])?.id ?? null);
    let deadline = previous?.driverHasToAcceptAt ?? defaultDeadline;
    if (ride.driverHasToAcceptAt !== null) {
      const parsed = parseDateTime(ride.driverHasToAcceptAt);
      if (parsed === null) r.invalid([...path, 'driverHasToAcceptAt']);
      else deadline = parsed;
    }
    const stopsPath = [...path, 'waypoints'];
    // Stops keep their waypoint (and the driver's reached mark) only within the same kept ride.
    const stored = (id === null ? undefined : storedStops.get(id)) ?? new Set<number>();
    const keptIds = r.keptIds(ride.waypoints, stored, stopsPath);
    const status = effects.status(
      previous?.status,
      ride.status !== null && mayEditStatus ? ride.status : (previous?.status ?? NEW_RIDE_STATUS),
      ride.status !== null && mayEditStatus,
    );
    return {
      id,
      number: ride.number,
      status,
      // The driver's 15 minutes run from being asked, i.e. from this write when it asks (§4, §9).
      driverHasToAcceptAt: driverDeadlineAfter(previous?.status, status, deadline, ctx.now),
      fromStartingBaseId: base(ride.fromStartingBase, 'fromStartingBase'),
      toStartingBaseId: base(ride.toStartingBase, 'toStartingBase'),
      stops: ride.waypoints.map((stop, position) => ({
        ...r.stop(stop, [...stopsPath, position], company.id),
        id: keptIds[position] ?? null,
      })),
    };
  });
  // Not offered in 'Kierowca' for these days, so refused here too (row 211).
  if (driver && !effects.clearsDriver) {
    const absent = await ridesInAbsence(ctx.db, {
      driverId: driver.id,
      rideStarts: rides.map((ride) => firstStopTime(ride.stops)),
      keptCourseId: existing?.driverId === driver.userId ? existing.id : null,
    });
    if (absent.length > 0) r.invalid(['driver'], DRIVER_ABSENCE_MESSAGES.absent);
  }
  r.check();
  return {
    type: 'taxi',
    companyId: company.id,
    contractorId,
    subcontractorId,
    driverId: effects.clearsDriver ? null : (driver?.userId ?? null),
    driverPhoneNumber: effects.clearsDriver ? null : input.driverPhoneNumber,
    rides,
  };
}
