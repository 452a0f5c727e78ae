/**
 * Issuing and resolving the driver's link. The raw token (32 random bytes, base64url) exists only in
 * the message sent to the driver; the database keeps its SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { courses, driverLinks, rides, waypoints } from '../../db/course-schema';

/** The link works until this many days after the course's last planned stop. */
export const DRIVER_LINK_VALID_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;
/** Shape of a token: anything else is refused before the database is asked. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** A new link for the course's driver; answers the raw token for the message. */
export async function issueDriverLink(tx: Tx | Db, courseId: number, driverId: number): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await tx.insert(driverLinks).values({ tokenHash: hashToken(raw), courseId, driverId });
  return raw;
}

export const driverLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/kurs/${token}`;

export interface DriverLinkTarget {
  courseId: number;
  driverId: number;
}

/**
 * The course and driver a token stands for, or null when it is unknown, malformed, for a course
 * that now has another driver (or none), for a kilometer course, or expired.
 */
export async function resolveDriverLink(db: Db, raw: string, now: Date): Promise<DriverLinkTarget | null> {
  if (!TOKEN_PATTERN.test(raw)) return null;
  const [link] = await db
    .select({
      courseId: driverLinks.courseId,
      driverId: driverLinks.driverId,
      courseDriver: courses.driverId,
      type: courses.type,
    })
    .from(driverLinks)
    .innerJoin(courses, eq(courses.id, driverLinks.courseId))
    .where(eq(driverLinks.tokenHash, hashToken(raw)));
  if (!link || link.type !== 'taxi' || link.courseDriver !== link.driverId) return null;
  const [last] = await db
    .select({ at: max(waypoints.time) })
    .from(waypoints)
    .innerJoin(rides, eq(rides.id, waypoints.rideId))
    .where(eq(rides.courseId, link.courseId));
  const lastStop = last?.at ? new Date(last.at).getTime() : null;
  if (lastStop !== null && now.getTime() > lastStop + DRIVER_LINK_VALID_DAYS * DAY_MS) return null;
  return { courseId: link.courseId, driverId: link.driverId };
}
