/** Reads of the course writes: the stops a write may keep, the referenced rows, companies and numbers. */
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rides, waypoints } from '../../db/course-schema';
import { companies, drivers, locomotives, passengers, places, startingBases } from '../../db/schema';

/** The waypoint ids of each ride: the stops a write may keep. */
export async function rideWaypointIds(db: Db, rideIds: readonly number[]) {
  const ids = new Map<number, Set<number>>();
  if (rideIds.length === 0) return ids;
  const rows = await db
    .select({ id: waypoints.id, rideId: waypoints.rideId })
    .from(waypoints)
    .where(inArray(waypoints.rideId, [...rideIds]));
  for (const row of rows) ids.set(row.rideId, (ids.get(row.rideId) ?? new Set()).add(row.id));
  return ids;
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
