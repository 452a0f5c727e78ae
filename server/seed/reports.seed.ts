/**
 * Demo data of the kilometer report and the deviation indicator (docs/spec-decisions.md row 184): a
 * reported kilometer ride of the demo passenger between places with Polish letters ('Zbąszynek' ->
 * 'Zielona Góra Główna'), and a finished taxi ride whose driver declared 30 % more than the map.
 * Ride numbers of their own, so the report journey finds them and no other journey meets them.
 */
import { eq, inArray } from 'drizzle-orm';
import { haversineKm } from '../../domain/courses/geo';
import { rides } from '../db/course-schema';
import { kilometerReports } from '../db/kilometer-settlement-schema';
import type { Db } from '../db/client';
import { companies, drivers, passengers, places, users } from '../db/schema';
import { insertCoursePlans, roundTo5Minutes, type CoursePlan, type RidePlan } from './courses';

export const REPORT_DEMO_KILOMETER_RIDE = 'KM/RAPORT/1';
export const REPORT_DEMO_DEVIATION_RIDE = 'IC/ODCHYLENIE/1';
/** The highway cost the demo passenger reported, in hundredths. */
export const REPORT_DEMO_HIGHWAY_COST = 1850;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ROAD_FACTOR = 1.3;

interface Stop {
  id: number;
  latitude: number;
  longitude: number;
}

export function ridePlan(
  number: string,
  status: RidePlan['status'],
  start: number,
  stops: [Stop, Stop],
  crew: number[],
): RidePlan {
  const [from, to] = stops;
  const distance = Math.round(haversineKm(from, to) * ROAD_FACTOR * 10) / 10;
  const seconds = Math.round((distance / 60) * 3600);
  const end = roundTo5Minutes(start + seconds * 1000);
  return {
    number,
    status,
    startsAt: new Date(start),
    driverHasToAcceptAt: null,
    fromStartingBaseId: null,
    distanceSum: distance,
    waypoints: [
      { placeId: from.id, time: new Date(start), achievedAtByDriver: null },
      { placeId: to.id, time: new Date(end), achievedAtByDriver: null },
    ],
    segments: [{ distance, time: seconds, passengerIds: crew, locomotiveIds: [] }],
  };
}

/** A kilometer course of one passenger (the creator and the driver of their own car). */
export function kilometerCoursePlan(input: {
  companyId: number;
  userId: number;
  ride: RidePlan;
}): CoursePlan {
  return {
    type: 'kilometer',
    companyId: input.companyId,
    contractorId: null,
    subcontractorId: null,
    driverId: input.userId,
    driverPhoneNumber: null,
    driverStartAt: null,
    driverEndAt: null,
    // A kilometer course's reported kilometres live in its ride's report (`kilometer_reports`).
    driverDistance: null,
    createdById: input.userId,
    createdAt: new Date(input.ride.startsAt.getTime() - DAY),
    rides: [input.ride],
  };
}

function idsByName<T extends { name: string }>(rows: T[]): Map<string, T> {
  return new Map(rows.map((row) => [row.name, row]));
}

/** Adds the two rides; call after `seedDemoCourses`. Does nothing when the demo logins are missing. */
export async function seedReportDemo(db: Db, now: Date = new Date()): Promise<void> {
  const placeRows = await db
    .select({ id: places.id, name: places.name, latitude: places.latitude, longitude: places.longitude })
    .from(places)
    .where(inArray(places.name, ['Zbąszynek', 'Zielona Góra Główna', 'Łódź Fabryczna', 'Kutno']));
  const stops = idsByName(
    placeRows.flatMap((row) =>
      row.latitude === null || row.longitude === null
        ? []
        : [{ id: row.id, name: row.name, latitude: row.latitude, longitude: row.longitude }],
    ),
  );
  const [intercity] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'PKP Intercity'));
  const [taxiTrans] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Taxi Trans Warszawa'));
  const people = await db
    .select({ id: users.id, username: users.username, passengerId: passengers.id, driverId: drivers.id })
    .from(users)
    .leftJoin(passengers, eq(passengers.userId, users.id))
    .leftJoin(drivers, eq(drivers.userId, users.id))
    .where(inArray(users.username, ['pasazer', 'kierowca', 'dyspozytor']));
  const person = (name: string) => people.find((row) => row.username === name);
  const passenger = person('pasazer');
  const driver = person('kierowca');
  const dispatcher = person('dyspozytor');
  const [a, b, c, d] = ['Zbąszynek', 'Zielona Góra Główna', 'Łódź Fabryczna', 'Kutno'].map((name) =>
    stops.get(name),
  );
  if (!intercity || !taxiTrans || !passenger?.passengerId || !driver || !dispatcher || !a || !b || !c || !d)
    return;

  const kmStart = roundTo5Minutes(now.getTime() - 5 * DAY);
  const kmRide = ridePlan(REPORT_DEMO_KILOMETER_RIDE, 'finished', kmStart, [a, b], [passenger.passengerId]);
  const taxiStart = roundTo5Minutes(now.getTime() - 2 * DAY);
  const taxiRide = ridePlan(
    REPORT_DEMO_DEVIATION_RIDE,
    'finished',
    taxiStart,
    [c, d],
    [passenger.passengerId],
  );
  const taxiEnd = taxiRide.waypoints[1]?.time.getTime() ?? taxiStart;
  const plans: CoursePlan[] = [
    // The passenger reported a detour: 8 km more than the map.
    kilometerCoursePlan({
      companyId: intercity.id,
      userId: passenger.id,
      ride: kmRide,
    }),
    {
      type: 'taxi',
      companyId: intercity.id,
      contractorId: taxiTrans.id,
      subcontractorId: null,
      driverId: driver.id,
      driverPhoneNumber: null,
      driverStartAt: new Date(taxiStart - 20 * MINUTE),
      driverEndAt: new Date(taxiEnd + 10 * MINUTE),
      // 30 % above the map's distance: the deviation indicator's example.
      driverDistance: Math.round(taxiRide.distanceSum * 1.3),
      createdById: dispatcher.id,
      createdAt: new Date(taxiStart - DAY),
      rides: [taxiRide],
    },
  ];
  await insertCoursePlans(db, plans);
  const [kmRow] = await db
    .select({ rideId: rides.id })
    .from(rides)
    .where(eq(rides.number, REPORT_DEMO_KILOMETER_RIDE));
  if (kmRow)
    await db.insert(kilometerReports).values({
      rideId: kmRow.rideId,
      distance: Math.round(kmRide.distanceSum) + 8,
      highwayCost: REPORT_DEMO_HIGHWAY_COST,
      reportedById: passenger.id,
    });
}
