/**
 * What the driver's page shows: the course as `GET api/taxi_courses/{id}` answers it, plus which of
 * the driver's actions the domain allows now (the same `rideTransition` the server enforces).
 */
import { rideTransition } from '../../../domain/rides/ride-transitions';
import type { RideAction, TransitionCourse } from '../../../domain/rides/ride-transitions';
import type { PermissionUser } from '../../../domain/courses/course-permissions';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { courseView } from '../course-core/course.serializer';
import { transitionCourse } from '../course-core/ride-lock.repository';
import { readCourse } from '../course-core/ride-lock.repository';
import type { LockedCourse } from '../course-core/ride-lock.repository';
import { resolveDriverLink } from './driver-links';
import type { DriverLinkTarget } from './driver-links';

export const COURSE_NOT_FOUND = 'Nie znaleziono kursu';

/** The holder of a valid link acts as the course's driver, whatever else they are. */
export const driverUser = (driverId: number): PermissionUser => ({
  id: driverId,
  roles: ['ROLE_DRIVER'],
  companyId: null,
});

export async function driverTarget(db: Db, token: string, now: Date): Promise<DriverLinkTarget> {
  const target = await resolveDriverLink(db, token, now);
  if (!target) throw new ApiError(404, COURSE_NOT_FOUND);
  return target;
}

/** Whether the driver may do `action` on one ride of the locked or read course now. */
export function driverMay(
  locked: LockedCourse,
  ride: LockedCourse['rides'][number],
  action: RideAction,
  now: Date,
  course: TransitionCourse = transitionCourse(locked),
) {
  return rideTransition(
    driverUser(locked.course.driverId ?? 0),
    course,
    {
      status: ride.status,
      startsAt: ride.startsAt,
      hasStartingBase: ride.fromStartingBaseId !== null || ride.toStartingBaseId !== null,
    },
    action,
    { superiorOf: [], now },
  );
}

export interface DriverActions {
  /** Ride ids the driver may accept / decline. */
  reply: number[];
  start: boolean;
  /** Ride ids whose stops may be marked reached. */
  reach: number[];
  end: boolean;
  report: boolean;
}

export function driverActions(locked: LockedCourse, now: Date): DriverActions {
  const may = (action: RideAction) =>
    locked.rides.filter((ride) => driverMay(locked, ride, action, now).allowed).map((ride) => ride.id);
  return {
    reply: may('driver_accept'),
    start: may('driver_start').length > 0,
    reach: may('reach_stop'),
    end: may('driver_end').length > 0,
    report: locked.course.driverEndAt !== null,
  };
}

/** `GET api/course-info/{token}` */
export async function courseInfo(db: Db, token: string, now: Date) {
  const { courseId } = await driverTarget(db, token, now);
  const locked = await readCourse(db, courseId);
  if (!locked) throw new ApiError(404, COURSE_NOT_FOUND);
  const { view } = await courseView(db, courseId, now);
  const { course } = locked;
  return {
    ...view,
    '@context': '/api/contexts/CourseInfo',
    report: {
      distance: course.driverDistance,
      waitingHours: course.driverWaitingHours,
      highwayCost: course.driverHighwayCost === null ? null : course.driverHighwayCost / 100,
      comment: course.driverComment,
    },
    actions: driverActions(locked, now),
  };
}
