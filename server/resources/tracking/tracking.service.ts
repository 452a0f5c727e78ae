/**
 * The writes and the signed-in read of issue 35: the driver's phone sends a position through the
 * driver link (only while the course is in realization), and a passenger asks for their own link.
 */
import { eq } from 'drizzle-orm';
import type { PositionBody } from '../../../domain/contract/tracking.schema';
import {
  canAskTrackingLink,
  POSITION_INTERVAL_MS,
  TRACKING_MESSAGES,
  trackingState,
} from '../../../domain/tracking/tracking-rules';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { courses } from '../../db/course-schema';
import { ApiError, forbidden } from '../../http/errors';
import { readCourse } from '../course-core/ride-lock.repository';
import { COURSE_NOT_FOUND, driverMay, driverTarget } from '../course-info/course-info.read';
import { findPassengerOfUser } from '../course-writes/course-writes.repository';
import { passengerIdsOfRide } from '../ride-talk/ride-ratings.service';
import { visibleRide } from '../ride-talk/ride-talk.access';
import { addPosition, latestPosition } from './positions.repository';
import { trackingPath, trackingToken } from '../course-core/tracking-tokens';

/** A phone that sends faster than this is not refused, its extra readings are dropped. */
const MIN_GAP_MS = POSITION_INTERVAL_MS - 1_000;

/**
 * `POST api/course-info/position/{token}`: the course's latest position. Accepted while the driver may
 * mark a stop reached (the rule the driver's page shows the switch by); otherwise 409, so nothing is
 * kept from before the start or after the end. Answers whether the reading was kept.
 */
export async function sharePosition(db: Db, token: string, body: PositionBody, now: Date): Promise<boolean> {
  const { courseId } = await driverTarget(db, token, now);
  const locked = await readCourse(db, courseId);
  if (!locked) throw new ApiError(404, COURSE_NOT_FOUND);
  if (!locked.rides.some((ride) => driverMay(locked, ride, 'reach_stop', now).allowed))
    throw new ApiError(409, TRACKING_MESSAGES.notInProgress);
  const latest = await latestPosition(db, courseId);
  if (latest && now.getTime() - latest.at.getTime() < MIN_GAP_MS) return false;
  await addPosition(db, courseId, body, now);
  return true;
}

/**
 * `GET api/taxi_course_rides/{id}/tracking_link`: a ride of a course the user does not see is 404;
 * a user not riding on it 403; a passenger of an ended ride 404 'Przejazd zakończony'.
 */
export async function trackingLinkFor(db: Db, secret: string, user: AuthUser, rideId: number) {
  const ride = await visibleRide(db, user, rideId, 'taxi');
  const [course] = await db
    .select({ driverStartAt: courses.driverStartAt, driverEndAt: courses.driverEndAt })
    .from(courses)
    .where(eq(courses.id, ride.courseId));
  const passengerId = (await findPassengerOfUser(db, user.id))?.id ?? null;
  const tracked = {
    status: ride.status,
    driverStartAt: course?.driverStartAt ?? null,
    driverEndAt: course?.driverEndAt ?? null,
    passengerIds: await passengerIdsOfRide(db, rideId),
  };
  if (!canAskTrackingLink({ roles: user.roles, passengerId }, tracked)) {
    const onRide = passengerId !== null && tracked.passengerIds.includes(passengerId);
    if (onRide && trackingState(tracked) === 'ended') throw new ApiError(404, TRACKING_MESSAGES.ended);
    throw forbidden();
  }
  return trackingPath(trackingToken(secret, rideId, passengerId ?? 0));
}
