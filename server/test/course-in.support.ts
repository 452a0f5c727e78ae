/**
 * One way for server tests to get a course in any state: the course is written by the same service
 * the POST routes call (form schema, plan, ride numbers, store, course event, driver notices), as a
 * demo login, without HTTP; then the states no single write reaches (a ride accepted by the driver, a
 * settled driver distance) are set on the stored rows. Tests differ only in the spec they pass.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  kilometerCourseFormSchema,
  taxiCourseFormSchema,
  type KilometerCourseFormInput,
  type TaxiCourseFormInput,
} from '../../domain/courses/course-form.schema';
import type { AuthUser } from '../auth/authenticate';
import { courses, rides } from '../db/course-schema';
import { createKilometerCourse } from '../resources/course-writes/kilometer-course.service';
import { createTaxiCourse } from '../resources/course-writes/course-writes.service';
import { findUserByUsername } from '../resources/users/users.repository';
import { demoIris, taxiPayload, type DemoIris } from './course-writes/write-app.support';

/** Who orders, for whom and who executes: IRIs of the taxi form (null clears one). */
export type CourseParties = Partial<
  Pick<TaxiCourseFormInput, 'company' | 'contractor' | 'subcontractor' | 'driver'>
>;

interface StateSpec {
  /** Demo login whose write it is (default: the dispatcher for taxi, the passenger for kilometer). */
  by?: string;
  /** Each ride's status in order; one value for every ride. Default: as the form creates them. */
  rideStatuses?: string | readonly string[];
  /** Course columns no form writes (driver distance, driver start, ...), set after the write. */
  course?: Partial<typeof courses.$inferInsert>;
  /** Ride columns no form writes (a start time in the past, a distance sum, ...), set on every ride. */
  ride?: Partial<typeof rides.$inferInsert>;
  /** The clock of the write (default: now). */
  now?: Date;
}

export interface TaxiCourseSpec extends StateSpec {
  type?: 'taxi';
  /** Default: PKP Intercity ordered, Taxi Trans Warszawa executing, `kierowca` driving (taxiPayload). */
  parties?: CourseParties;
  /** The form's rides; default: taxiPayload's one ride (A 08:00 with both passengers, B 09:30). */
  rides?: TaxiCourseFormInput['rides'];
}

export interface KilometerCourseSpec extends StateSpec {
  type: 'kilometer';
  form: KilometerCourseFormInput;
}

export type CourseSpec = TaxiCourseSpec | KilometerCourseSpec;

export interface CourseState {
  courseId: number;
  rideIds: number[];
}

// Demo rows and logins do not change within an app: looked up once per app.
const irisOf = new WeakMap<FastifyInstance, Promise<DemoIris>>();
const usersOf = new WeakMap<FastifyInstance, Map<string, Promise<AuthUser>>>();

export function cachedIris(app: FastifyInstance): Promise<DemoIris> {
  const cached = irisOf.get(app) ?? demoIris(app);
  irisOf.set(app, cached);
  return cached;
}

async function loadUser(app: FastifyInstance, username: string): Promise<AuthUser> {
  const row = await findUserByUsername(app.db, username);
  if (!row) throw new Error(`courseIn: no user ${username}`);
  return {
    id: row.id,
    username: row.username,
    roles: row.roles,
    companyId: row.companyId,
    impersonator: null,
  };
}

function userOf(app: FastifyInstance, username: string): Promise<AuthUser> {
  const users = usersOf.get(app) ?? new Map<string, Promise<AuthUser>>();
  usersOf.set(app, users);
  const user = users.get(username) ?? loadUser(app, username);
  users.set(username, user);
  return user;
}

async function write(app: FastifyInstance, spec: CourseSpec) {
  const kilometer = spec.type === 'kilometer';
  const ctx = {
    db: app.db,
    user: await userOf(app, spec.by ?? (kilometer ? 'pasazer' : 'dyspozytor')),
    now: spec.now ?? new Date(),
    publicUrl: app.config.publicUrl,
    routes: app.routes,
  };
  if (spec.type === 'kilometer')
    return createKilometerCourse(ctx, kilometerCourseFormSchema.parse(spec.form));
  const base = taxiPayload(await cachedIris(app));
  const payload = { ...base, ...spec.parties, rides: spec.rides ?? base.rides };
  return createTaxiCourse(ctx, taxiCourseFormSchema.parse(payload));
}

/** Writes a course as `spec` says and answers its id and its rides' ids in order. */
export async function courseIn(app: FastifyInstance, spec: CourseSpec = {}): Promise<CourseState> {
  const { view } = await write(app, spec);
  const rideIds = view.rides.map((ride) => ride.id);
  const statuses = spec.rideStatuses;
  if (typeof statuses === 'string' || spec.ride) {
    const set = { ...(typeof statuses === 'string' ? { status: statuses } : {}), ...spec.ride };
    await app.db.update(rides).set(set).where(inArray(rides.id, rideIds));
  }
  if (statuses !== undefined && typeof statuses !== 'string') {
    if (statuses.length !== rideIds.length) throw new Error('courseIn: one status per ride');
    for (const [index, id] of rideIds.entries())
      await app.db.update(rides).set({ status: statuses[index] }).where(eq(rides.id, id));
  }
  if (spec.course) await app.db.update(courses).set(spec.course).where(eq(courses.id, view.id));
  return { courseId: view.id, rideIds };
}
