/** The ride a user may talk about: a ride of a course the user sees, else 404 (leaks nothing). */
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { rides } from '../../db/course-schema';
import { notFound } from '../../http/errors';
import { visibleCourse } from '../course-core/course-access';
import { contractorLinks } from '../course-core/course-core.repository';

export type RideType = 'taxi' | 'kilometer';

const RIDE_IRI = /^\/api\/(taxi|kilometer)_course_rides\/(\d{1,10})$/;

/** `/api/taxi_course_rides/12` -> { type: 'taxi', id: 12 }; anything else -> null. */
export function parseRideIri(value: string): { type: RideType; id: number } | null {
  const match = RIDE_IRI.exec(value);
  if (!match) return null;
  const id = Number(match[2]);
  return id >= 1 && id <= 2_147_483_647
    ? { type: match[1] === 'kilometer' ? 'kilometer' : 'taxi', id }
    : null;
}

export const rideIri = (type: string, id: number) =>
  `/api/${type === 'kilometer' ? 'kilometer' : 'taxi'}_course_rides/${id}`;

/** The ride row when it has type `type` and its course is visible to `user`; else 404. */
export async function visibleRide(db: Db, user: AuthUser, id: number, type: RideType) {
  const [ride] = await db.select().from(rides).where(eq(rides.id, id));
  if (!ride || ride.type !== type) throw notFound();
  await visibleCourse(db, user, ride.courseId, type, await contractorLinks(db));
  return ride;
}
