/** Course writes (courses.md §4-§7): access check first, then the work, all in one transaction. */
import type { RouteServices } from '../../geo/route-services';
import { eq } from 'drizzle-orm';
import { isIsoDate } from '../../../domain/dates';
import { isManager } from '../../../domain/auth/roles';
import { STOP_DATE_PATTERN } from '../../../domain/courses/course-form.fields';
import type { TaxiCourseFormData } from '../../../domain/courses/course-form.schema';
import {
  canCreateTaxiCourse,
  canEditCourse,
  canEditPassengersAndLocomotives,
} from '../../../domain/courses/course-permissions';
import { companyShortCode, nextRideNumber } from '../../../domain/courses/ride-number';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { courses } from '../../db/course-schema';
import type { Tx } from '../../db/seed/seed-ids';
import { ApiError, ViolationError, forbidden, notFound } from '../../http/errors';
import { HTTP_MESSAGES } from '../../http/messages';
import { findCourseDetails } from '../courses/course-list.repository';
import { serializeCourses } from '../courses/course-list.serializer';
import type { CourseJson } from '../courses/course-list.serializer';
import { assertCompanyScope, expectedVersion, superiorOfUser, visibleCourse } from './course-writes.access';
import {
  contractorLinks,
  findCompany,
  findCourse,
  findCourseRow,
  rideNumbersLike,
} from './course-writes.repository';
import { publishCourseEvent } from '../../events/event-log';
import { notifyAssignedDriver } from '../course-info/driver-notice';
import { deleteCourse, insertCourse, updateCourse } from './course-writes.store';
import type { CourseWrite } from './course-writes.store';
import { planTaxiCourse } from './taxi-course.plan';
import { changesOnlyCrew } from './course-writes.crew-edit';

export type CourseView = CourseJson & { '@context': string };

export interface WriteContext {
  db: Db;
  user: AuthUser;
  now: Date;
  /** Where the driver's link points; without it no driver message is sent (unit tests of rules). */
  publicUrl?: string;
  /** Segment estimates: Google Directions when configured; the offline estimate without it. */
  routes?: RouteServices;
}

/** One course in the list-member shape, with its version for the ETag. */
export async function courseView(
  db: Db,
  id: number,
  now: Date,
): Promise<{ view: CourseView; version: number }> {
  const row = await findCourseRow(db, id);
  if (!row) throw notFound();
  const [member] = serializeCourses([row], await findCourseDetails(db, [id]), now);
  if (!member) throw notFound();
  return { view: { '@context': `/api/contexts/${member['@type']}`, ...member }, version: row.course.version };
}

export async function getCourse(ctx: WriteContext, id: number, type: 'taxi' | 'kilometer' | null) {
  await visibleCourse(ctx.db, ctx.user, id, type, await contractorLinks(ctx.db));
  return courseView(ctx.db, id, ctx.now);
}

/** Inserts the course and its `course_insert` event; answers the new course. */
export async function insertWrite(ctx: WriteContext, write: CourseWrite) {
  const id = await ctx.db.transaction(async (tx) => {
    const courseId = await insertCourse(tx, write, ctx.user.id, ctx.now, ctx.routes?.estimator);
    await publishCourseEvent(tx, 'course_insert', courseId);
    if (ctx.publicUrl) await notifyAssignedDriver(tx, courseId, ctx.publicUrl, ctx.user.id);
    return courseId;
  });
  return courseView(ctx.db, id, ctx.now);
}

/** Replaces the course when still at `version` (else 409, nothing written) with a `course_update` event. */
export async function updateWrite(ctx: WriteContext, id: number, version: number, write: CourseWrite) {
  await ctx.db.transaction(async (tx) => {
    const driverBefore = await courseDriverId(tx, id);
    if (!(await updateCourse(tx, id, version, write, ctx.user.id, ctx.now, ctx.routes?.estimator)))
      throw new ApiError(409, HTTP_MESSAGES.stale);
    await publishCourseEvent(tx, 'course_update', id);
    // A newly assigned driver gets the link to the course (§4 messages to the driver).
    const driverAfter = await courseDriverId(tx, id);
    if (ctx.publicUrl && driverAfter !== null && driverAfter !== driverBefore)
      await notifyAssignedDriver(tx, id, ctx.publicUrl, ctx.user.id);
  });
  return courseView(ctx.db, id, ctx.now);
}

async function courseDriverId(tx: Tx, id: number): Promise<number | null> {
  const [row] = await tx.select({ driverId: courses.driverId }).from(courses).where(eq(courses.id, id));
  return row?.driverId ?? null;
}

/** The base version of a PUT, or 422 on `version` when neither the body nor If-Match names one. */
export function requireVersion(
  current: number,
  bodyVersion: number | null | undefined,
  ifMatch: string | undefined,
) {
  const version = expectedVersion(current, bodyVersion, ifMatch);
  if (version === null)
    throw new ViolationError([{ propertyPath: 'version', message: HTTP_MESSAGES.required }]);
  return version;
}

export async function createTaxiCourse(ctx: WriteContext, input: TaxiCourseFormData) {
  if (!canCreateTaxiCourse(ctx.user)) throw forbidden();
  const links = await contractorLinks(ctx.db);
  const write = await planTaxiCourse(input, { ...ctx, links, existing: null });
  return insertWrite(ctx, write);
}

export async function updateTaxiCourse(
  ctx: WriteContext,
  id: number,
  input: TaxiCourseFormData & { version?: number | null | undefined },
  ifMatch: string | undefined,
) {
  const links = await contractorLinks(ctx.db);
  const course = await visibleCourse(ctx.db, ctx.user, id, 'taxi', links);
  const superiorOf = superiorOfUser(ctx.user, links);
  const full = canEditCourse(ctx.user, course, superiorOf);
  const crew = canEditPassengersAndLocomotives(ctx.user, course, superiorOf);
  if (!full && !(crew.passengers && crew.locomotives)) throw forbidden();
  const version = requireVersion(course.version, input.version, ifMatch);
  const write = await planTaxiCourse(input, { ...ctx, links, existing: course });
  // A railway company edits passengers and locomotives only (§6); anything else stays refused.
  if (!full && !changesOnlyCrew(write, (await courseView(ctx.db, id, ctx.now)).view, course))
    throw forbidden();
  return updateWrite(ctx, id, version, write);
}

/** Managers only; a stale If-Match is a 412. */
export async function deleteTaxiCourse(ctx: WriteContext, id: number, ifMatch: string | undefined) {
  if (!isManager(ctx.user)) throw forbidden();
  const course = await findCourse(ctx.db, id);
  if (!course || course.type !== 'taxi') throw notFound();
  expectedVersion(course.version, undefined, ifMatch);
  await ctx.db.transaction(async (tx) => {
    await publishCourseEvent(tx, 'course_delete', id);
    await deleteCourse(tx, id);
  });
}

/** The next free number of `companyId` for the month of `date`, counting `taken` as used too. */
export async function proposeRideNumber(
  db: Db,
  company: { id: number; name: string },
  date: string,
  taken: readonly string[] = [],
): Promise<string> {
  const code = companyShortCode(company.name);
  const [year = '', month = ''] = date.split('-');
  const existing = await rideNumbersLike(db, company.id, code, month, year);
  return nextRideNumber(code, date, [...existing, ...taken]);
}

/** `GET api/taxi_course_rides/{companyId}/{firstPlaceDate}`: 400 for a bad date, 404 for no company. */
export async function nextTaxiRideNumber(ctx: WriteContext, companyId: number, date: string) {
  if (!canCreateTaxiCourse(ctx.user)) throw forbidden();
  if (!STOP_DATE_PATTERN.test(date) || !isIsoDate(date)) throw new ApiError(400, HTTP_MESSAGES.badRequest);
  const company = await findCompany(ctx.db, companyId);
  if (!company || company.isTransportCompany) throw notFound();
  assertCompanyScope(ctx.user, company.id, await contractorLinks(ctx.db));
  return proposeRideNumber(ctx.db, company, date);
}
