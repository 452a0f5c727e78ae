/** Reads of the course writes: one course in the list's row shape, its parties and the referenced rows. */
import { and, eq, inArray, like } from 'drizzle-orm';
import type { ContractorLink } from '../../../domain/courses/course-permissions';
import type { CourseParties } from '../../../domain/courses/visibility';
import type { Db } from '../../db/client';
import { courses, rides, segmentEmployees, segments, waypoints } from '../../db/course-schema';
import {
  companies,
  companyContractors,
  drivers,
  locomotives,
  passengers,
  places,
  startingBases,
} from '../../db/schema';

export { findCourseRow } from '../courses/course-list.repository';

export type CourseRecord = typeof courses.$inferSelect;

/** The course row with its rides' ids and statuses, or undefined. */
export async function findCourse(db: Db, id: number) {
  const [course] = await db.select().from(courses).where(eq(courses.id, id));
  if (!course) return undefined;
  const rideRows = await db
    .select({
      id: rides.id,
      status: rides.status,
      number: rides.number,
      driverHasToAcceptAt: rides.driverHasToAcceptAt,
    })
    .from(rides)
    .where(eq(rides.courseId, id));
  return { ...course, rides: rideRows };
}

export type LoadedCourse = NonNullable<Awaited<ReturnType<typeof findCourse>>>;

/** Waypoint ids of each of `rideIds`, for checking the ids a PUT wants to keep. */
export async function waypointIdsOfRides(db: Db, rideIds: readonly number[]) {
  const byRide = new Map<number, Set<number>>(rideIds.map((id) => [id, new Set<number>()]));
  if (rideIds.length === 0) return byRide;
  const rows = await db
    .select({ id: waypoints.id, rideId: waypoints.rideId })
    .from(waypoints)
    .where(inArray(waypoints.rideId, [...rideIds]));
  for (const row of rows) byRide.get(row.rideId)?.add(row.id);
  return byRide;
}

/** Who is involved in the course, for `isCourseVisible`. */
export async function courseParties(db: Db, course: CourseRecord): Promise<CourseParties> {
  const riders = await db
    .selectDistinct({ userId: passengers.userId })
    .from(segmentEmployees)
    .innerJoin(segments, eq(segments.id, segmentEmployees.segmentId))
    .innerJoin(rides, eq(rides.id, segments.rideId))
    .innerJoin(passengers, eq(passengers.id, segmentEmployees.passengerId))
    .where(eq(rides.courseId, course.id));
  return {
    companyId: course.companyId,
    contractorId: course.contractorId,
    subcontractorId: course.subcontractorId,
    driverId: course.driverId,
    createdById: course.createdById,
    passengerUserIds: riders.map((row) => row.userId),
  };
}

/** Every company_contractors row as the domain's contractor links. */
export async function contractorLinks(db: Db): Promise<ContractorLink[]> {
  const rows = await db.select().from(companyContractors);
  return rows.map((row) => ({
    ownerId: row.companyId,
    contractorId: row.contractorId,
    superior: row.superior,
  }));
}

const none = <T>(): Promise<T[]> => Promise.resolve([]);

/** The rows behind the IRIs of a payload, each list looked up at once. */
export async function findReferences(
  db: Db,
  ids: {
    companies: number[];
    drivers: number[];
    passengers: number[];
    locomotives: number[];
    places: number[];
    startingBases: number[];
  },
) {
  const [companyRows, driverRows, passengerRows, locomotiveRows, placeRows, baseRows] = await Promise.all([
    ids.companies.length === 0
      ? none<typeof companies.$inferSelect>()
      : db.select().from(companies).where(inArray(companies.id, ids.companies)),
    ids.drivers.length === 0
      ? none<typeof drivers.$inferSelect>()
      : db.select().from(drivers).where(inArray(drivers.id, ids.drivers)),
    ids.passengers.length === 0
      ? none<typeof passengers.$inferSelect>()
      : db.select().from(passengers).where(inArray(passengers.id, ids.passengers)),
    ids.locomotives.length === 0
      ? none<typeof locomotives.$inferSelect>()
      : db.select().from(locomotives).where(inArray(locomotives.id, ids.locomotives)),
    ids.places.length === 0
      ? none<typeof places.$inferSelect>()
      : db
          .select()
          .from(places)
          .where(and(inArray(places.id, ids.places), eq(places.isActive, true))),
    ids.startingBases.length === 0
      ? none<typeof startingBases.$inferSelect>()
      : db
          .select()
          .from(startingBases)
          .where(and(inArray(startingBases.id, ids.startingBases), eq(startingBases.isActive, true))),
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  return {
    companies: byId(companyRows),
    drivers: byId(driverRows),
    passengers: byId(passengerRows),
    locomotives: byId(locomotiveRows),
    places: byId(placeRows),
    startingBases: byId(baseRows),
  };
}

export type References = Awaited<ReturnType<typeof findReferences>>;

export async function findCompany(db: Db, id: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

/** The passenger record of a user, if they are one. */
export async function findPassengerOfUser(db: Db, userId: number) {
  const [row] = await db.select().from(passengers).where(eq(passengers.userId, userId));
  return row;
}

/** Ride numbers of a company that look like `<code>/…/<MM>/<YYYY>`. */
export async function rideNumbersLike(db: Db, companyId: number, code: string, month: string, year: string) {
  const rows = await db
    .select({ number: rides.number })
    .from(rides)
    .where(and(eq(rides.companyId, companyId), like(rides.number, `${code}/%/${month}/${year}`)));
  return rows.map((row) => row.number);
}
