/** 'Oceń przejazd' (courses.md §5, §6): a passenger rates a visible taxi ride once. */
import type { RideRating } from '../../../domain/contract/ride-talk.schema';
import { asc, eq } from 'drizzle-orm';
import { hasRole } from '../../../domain/auth/roles';
import { RATING_MESSAGES, canRateRide } from '../../../domain/courses/ride-rating';
import type { RideRatingFields } from '../../../domain/courses/ride-rating';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { rideRatings, segmentEmployees, segments } from '../../db/course-schema';
import { publishCourseEvent } from '../../events/event-log';
import { ApiError } from '../../http/errors';
import { findPassengerOfUser } from '../course-writes/course-writes.repository';
import { rideIri, visibleRide } from './ride-talk.access';

export type RatingRow = typeof rideRatings.$inferSelect;

const ratingJson = (row: RatingRow): RideRating => ({
  '@id': `/api/taxi_course_ride_ratings/${row.id}`,
  '@type': 'TaxiCourseRideRating',
  id: row.id,
  ride: rideIri('taxi', row.rideId),
  mark: row.mark,
  comment: row.comment,
  waitingTime: row.waitingTime,
  extremeWaiting: row.extremeWaiting,
  createdAt: row.createdAt.toISOString(),
  createdBy: { id: row.createdById },
});

/** Passenger ids on any segment of the ride (who may rate it, §6). */
export async function passengerIdsOfRide(db: Db, rideId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: segmentEmployees.passengerId })
    .from(segmentEmployees)
    .innerJoin(segments, eq(segments.id, segmentEmployees.segmentId))
    .where(eq(segments.rideId, rideId));
  return rows.map((row) => row.id);
}

const ratingsOfRide = (db: Db, rideId: number) =>
  db.select().from(rideRatings).where(eq(rideRatings.rideId, rideId)).orderBy(asc(rideRatings.id));

/**
 * The ride's ratings: a passenger sees only their own (enough for `canRateRide`), everybody else who
 * sees the course sees all of them.
 */
export async function listRatings(db: Db, user: AuthUser, rideId: number): Promise<RideRating[]> {
  await visibleRide(db, user, rideId, 'taxi');
  const rows = await ratingsOfRide(db, rideId);
  const own = hasRole(user, 'ROLE_PASSENGER') && !hasRole(user, 'ROLE_ADMIN');
  return rows.filter((row) => !own || row.createdById === user.id).map(ratingJson);
}

/** The ride `user` may rate (§6, `canRateRide`): 404 for a ride the user may not see, 403 otherwise. */
export async function rateableRide(db: Db, user: AuthUser, rideId: number) {
  const ride = await visibleRide(db, user, rideId, 'taxi');
  const rateable = {
    type: ride.type,
    status: ride.status,
    rideRatings: [],
    passengerIds: await passengerIdsOfRide(db, rideId),
  };
  const rater = { ...user, passengerId: (await findPassengerOfUser(db, user.id))?.id ?? null };
  if (!canRateRide(rater, rateable)) throw new ApiError(403, RATING_MESSAGES.forbidden);
  return ride;
}

/** The rule of `rateableRide`, then 409 for a second rating. */
export async function rateRide(
  db: Db,
  user: AuthUser,
  rideId: number,
  fields: RideRatingFields,
): Promise<RideRating> {
  const ride = await rateableRide(db, user, rideId);
  const existing = await ratingsOfRide(db, rideId);
  if (existing.some((row) => row.createdById === user.id))
    throw new ApiError(409, RATING_MESSAGES.alreadyRated);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rideRatings)
      .values({
        rideId,
        createdById: user.id,
        mark: fields.mark,
        comment: fields.comment?.trim() ? fields.comment : null,
        waitingTime: fields.waitingTime ?? null,
        extremeWaiting: fields.extremeWaiting ?? null,
      })
      // Two concurrent first ratings: the unique index keeps one, the other gets the 409 below.
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(409, RATING_MESSAGES.alreadyRated);
    await publishCourseEvent(tx, 'course_update', ride.courseId);
    return ratingJson(row);
  });
}
