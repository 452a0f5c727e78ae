/** The ride a user may talk about: a ride of a course the user sees, else 404 (leaks nothing). */
import { eq } from 'drizzle-orm';
import { RESOURCES, iri, iriId } from '../../../domain/contract/iri';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { rides } from '../../db/course-schema';
import { notFound } from '../../http/errors';
import { courseAccess } from '../course-core/course-access';

export type RideType = 'taxi' | 'kilometer';

/** `/api/taxi_course_rides/12` -> { type: 'taxi', id: 12 }; anything else -> null. */
export function parseRideIri(value: string): { type: RideType; id: number } | null {
  const taxi = iriId(value, RESOURCES.taxiRide);
  if (taxi !== null) return { type: 'taxi', id: taxi };
  const kilometer = iriId(value, RESOURCES.kilometerRide);
  return kilometer === null ? null : { type: 'kilometer', id: kilometer };
}

export const rideIri = (type: string, id: number) =>
  iri(type === 'kilometer' ? RESOURCES.kilometerRide : RESOURCES.taxiRide, id);

/** The ride row when it has type `type` and its course is visible to `user`; else 404. */
export async function visibleRide(db: Db, user: AuthUser, id: number, type: RideType) {
  const [ride] = await db.select().from(rides).where(eq(rides.id, id));
  if (!ride || ride.type !== type) throw notFound();
  await (await courseAccess(db, user)).visible(ride.courseId, type);
  return ride;
}
