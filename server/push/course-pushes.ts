/**
 * Push notices about courses (ADR 021, docs/spec-decisions.md rows 563-566), called inside the
 * course write's transaction: a ride offered to a transport company (it enters
 * 'waiting_for_transport_company_acceptance') tells that company's transport users; a newly assigned
 * driver is told about the course. A click opens the course's drawer on the course list (the
 * driver: their page of the course).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { acceptingCompanyId } from '../../domain/rides/ride-relations';
import type { Db } from '../db/client';
import { courses, rides } from '../db/course-schema';
import { userRoles, users } from '../db/schema';
import { issueDriverLink } from '../resources/course-info/driver-links';
import { enqueuePush, hasPushSubscription } from './enqueue-push';

const OFFERED = 'waiting_for_transport_company_acceptance';

/** The SPA address of a course (and ride) drawer: src/features/courses drawers read `?course&ride`. */
export const courseUrl = (courseId: number, rideId?: number) =>
  `/course?course=${courseId}${rideId === undefined ? '' : `&ride=${rideId}`}`;

/** The transport company's people who accept its rides: its users with ROLE_TRANSPORT_COMPANY. */
export async function transportUsersOf(tx: Db, companyId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.companyId, companyId), eq(userRoles.role, 'ROLE_TRANSPORT_COMPANY')));
  return rows.map((row) => row.id);
}

/** The course's rides waiting for the transport company (call before a write to compare after). */
export async function offeredRideIds(tx: Db, courseId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.courseId, courseId), eq(rides.status, OFFERED)));
  return new Set(rows.map((row) => row.id));
}

/** Tells the accepting company about rides that now wait for it and did not before the write. */
export async function pushCourseOffered(
  tx: Db,
  courseId: number,
  offeredBefore: ReadonlySet<number>,
  authorId: number,
): Promise<number> {
  const [course] = await tx
    .select({ contractorId: courses.contractorId, subcontractorId: courses.subcontractorId })
    .from(courses)
    .where(eq(courses.id, courseId));
  const companyId = course ? acceptingCompanyId(course) : null;
  if (companyId === null) return 0;
  const fresh = [...(await offeredRideIds(tx, courseId))].filter((id) => !offeredBefore.has(id));
  if (fresh.length === 0) return 0;
  const numbers = await rideNumbers(tx, courseId, fresh);
  return enqueuePush(
    tx,
    await transportUsersOf(tx, companyId),
    {
      title: 'Nowy kurs do akceptacji',
      body: `Kurs ${numbers} czeka na akceptację firmy transportowej.`,
      url: courseUrl(courseId),
      tag: `course-${courseId}-offered`,
    },
    { authorId },
  );
}

/**
 * Tells the course's driver that the course was given to them. Drivers never open the course drawer
 * (§6): a taxi course's notice opens the driver's own page `/kurs/:token` (a new link, as the e-mail
 * or SMS carries), issued only for a driver who has a subscription.
 */
export async function pushDriverAssigned(tx: Db, courseId: number, authorId: number): Promise<number> {
  const [course] = await tx
    .select({ driverId: courses.driverId, type: courses.type })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course || course.driverId === null || course.driverId === authorId) return 0;
  if (!(await hasPushSubscription(tx, course.driverId))) return 0;
  const numbers = await rideNumbers(tx, courseId);
  const url =
    course.type === 'taxi' ? `/kurs/${await issueDriverLink(tx, courseId, course.driverId)}` : '/course';
  return enqueuePush(
    tx,
    [course.driverId],
    {
      title: `Nowy kurs ${numbers}`,
      body: `Przydzielono Ci kurs ${numbers}.`,
      url,
      tag: `course-${courseId}-driver`,
    },
    { authorId },
  );
}

async function rideNumbers(tx: Db, courseId: number, only?: readonly number[]): Promise<string> {
  const rows = await tx
    .select({ number: rides.number })
    .from(rides)
    .where(and(eq(rides.courseId, courseId), only ? inArray(rides.id, [...only]) : undefined))
    .orderBy(asc(rides.startsAt), asc(rides.id));
  return rows.map((row) => row.number).join(' + ');
}
