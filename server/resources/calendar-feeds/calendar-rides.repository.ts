/**
 * The rides of one user's calendar feed (rows 789-791): taxi rides they drive (the course's driver)
 * or ride in (a passenger of one of its segments), starting CALENDAR_FEED_DAYS_BACK days ago or later,
 * the earliest first, at most CALENDAR_FEED_MAX_EVENTS. Only that user's own rides: the user id comes
 * from the token, never from the request.
 */
import { and, asc, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { CALENDAR_FEED_MAX_EVENTS, calendarFeedFrom } from '../../../domain/calendar/calendar-feed';
import type { CalendarRide } from '../../../domain/calendar/ride-event';
import type { Db } from '../../db/client';
import { courses, rides, segmentEmployees, segments, waypoints } from '../../db/course-schema';
import { brandModels, brands, cars } from '../../db/fleet-schema';
import { passengers, places, userPhones, users } from '../../db/schema';

const name = (person: { firstname: string; surname: string; username: string }) =>
  `${person.firstname} ${person.surname}`.trim() || person.username;

async function stopsOf(db: Db, rideIds: number[]) {
  const rows = await db
    .select({ rideId: waypoints.rideId, time: waypoints.time, name: places.name, address: places.address })
    .from(waypoints)
    .leftJoin(places, eq(places.id, waypoints.placeId))
    .where(inArray(waypoints.rideId, rideIds))
    .orderBy(asc(waypoints.rideId), asc(waypoints.position));
  const byRide = new Map<number, CalendarRide['stops'][number][]>();
  for (const row of rows) {
    const list = byRide.get(row.rideId) ?? [];
    list.push({ time: row.time, name: row.name ?? '?', address: row.address });
    byRide.set(row.rideId, list);
  }
  return byRide;
}

/** Each driver's name, main phone and current car ('Toyota Corolla, WX12345'). */
async function driversOf(db: Db, driverIds: number[]) {
  if (driverIds.length === 0)
    return new Map<number, { name: string; phone: string | null; car: string | null }>();
  const people = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      surname: users.surname,
      username: users.username,
      phone: sql<
        string | null
      >`(select ${userPhones.phone} from ${userPhones} where ${userPhones.userId} = ${users.id} and ${userPhones.main} limit 1)`,
    })
    .from(users)
    .where(inArray(users.id, driverIds));
  const carRows = await db
    .select({
      userId: cars.userId,
      brand: brands.name,
      model: brandModels.name,
      registration: cars.registrationNumber,
    })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(brandModels, eq(brandModels.id, cars.modelId))
    .where(and(inArray(cars.userId, driverIds), eq(cars.main, true)))
    .orderBy(desc(cars.id));
  const carOf = new Map<number, string>();
  for (const car of carRows)
    if (car.userId !== null && !carOf.has(car.userId))
      carOf.set(car.userId, `${car.brand} ${car.model}, ${car.registration}`);
  return new Map(
    people.map((person) => [
      person.id,
      { name: name(person), phone: person.phone, car: carOf.get(person.id) ?? null },
    ]),
  );
}

export async function calendarRides(db: Db, userId: number, now: Date): Promise<CalendarRide[]> {
  const ridden = db
    .select({ rideId: segments.rideId })
    .from(segmentEmployees)
    .innerJoin(segments, eq(segments.id, segmentEmployees.segmentId))
    .innerJoin(passengers, eq(passengers.id, segmentEmployees.passengerId))
    .where(eq(passengers.userId, userId));
  const rows = await db
    .select({
      id: rides.id,
      number: rides.number,
      status: rides.status,
      startsAt: rides.startsAt,
      rideVersion: rides.version,
      courseVersion: courses.version,
      updatedAt: courses.updatedAt,
      driverId: courses.driverId,
      driverPhone: courses.driverPhoneNumber,
    })
    .from(rides)
    .innerJoin(courses, eq(courses.id, rides.courseId))
    .where(
      and(
        eq(courses.type, 'taxi'),
        gte(rides.startsAt, calendarFeedFrom(now)),
        or(eq(courses.driverId, userId), inArray(rides.id, ridden)),
      ),
    )
    .orderBy(asc(rides.startsAt), asc(rides.id))
    .limit(CALENDAR_FEED_MAX_EVENTS);
  if (rows.length === 0) return [];
  const stops = await stopsOf(
    db,
    rows.map((row) => row.id),
  );
  const driverIds = [...new Set(rows.flatMap((row) => (row.driverId === null ? [] : [row.driverId])))];
  const drivers = await driversOf(db, driverIds);
  return rows.flatMap((row) => {
    if (!row.startsAt) return [];
    const driver = row.driverId === null ? undefined : drivers.get(row.driverId);
    const asDriver = row.driverId === userId;
    return [
      {
        id: row.id,
        number: row.number,
        status: row.status,
        startsAt: row.startsAt,
        courseVersion: row.courseVersion,
        rideVersion: row.rideVersion,
        lastModified: row.updatedAt,
        stops: stops.get(row.id) ?? [],
        car: driver?.car ?? null,
        // The course's own phone for the driver wins over the account's, as the course list shows it.
        driver: asDriver || !driver ? null : { name: driver.name, phone: row.driverPhone ?? driver.phone },
      },
    ];
  });
}
