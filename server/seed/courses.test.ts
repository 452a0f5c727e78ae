import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { haversineKm } from '../../domain/courses/geo';
import { companyShortCode, parseRideNumber } from '../../domain/courses/ride-number';
import { columnForCourse } from '../../domain/courses/status-columns';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import {
  courses,
  rides,
  segmentEmployees,
  segmentLocomotives,
  segments,
  waypoints,
} from '../db/course-schema';
import { companies, companyContractors, drivers, passengers, places, users } from '../db/schema';
import { loadCourseSeedContext, planDemoCourses, seedDemoCourses, seededRandom } from './courses';
import { seedDemo } from './demo';

const now = new Date('2026-11-12T09:00:00Z');
const DAY = 24 * 3600_000;

describe('seedDemoCourses', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase('memory://', '/tmp/unused');
    await seedDemo(database.db);
    await seedDemoCourses(database.db, now);
  });

  afterAll(async () => {
    await database.close();
  });

  const load = async () => {
    const { db } = database;
    return {
      courses: await db.select().from(courses),
      rides: await db.select().from(rides),
      waypoints: await db.select().from(waypoints),
      segments: await db.select().from(segments),
      employees: await db.select().from(segmentEmployees),
      locomotives: await db.select().from(segmentLocomotives),
      places: await db.select().from(places),
      users: await db.select().from(users),
      companies: await db.select().from(companies),
      links: await db.select().from(companyContractors),
      drivers: await db.select().from(drivers),
      passengers: await db.select().from(passengers),
    };
  };

  it('creates about 40 taxi courses (4 for the demo logins to act on, 3 for the settlement journey) and 3 kilometer courses of the demo passenger', async () => {
    const data = await load();
    const taxi = data.courses.filter((course) => course.type === 'taxi');
    const kilometer = data.courses.filter((course) => course.type === 'kilometer');
    expect(taxi.length).toBeGreaterThanOrEqual(38);
    expect(taxi.length).toBeLessThanOrEqual(49);
    expect(kilometer).toHaveLength(3);
    const pasazer = data.users.find((user) => user.username === 'pasazer');
    for (const course of kilometer) {
      expect(course.createdById).toBe(pasazer?.id);
      const courseRides = data.rides.filter((ride) => ride.courseId === course.id);
      expect(courseRides.map((ride) => ride.type)).toEqual(['kilometer']);
      expect(['created', 'finished']).toContain(courseRides[0]?.status);
    }
    expect(
      taxi.filter((course) => data.rides.filter((r) => r.courseId === course.id).length === 2).length,
    ).toBe(7);
  });

  it('fills every list column and cancels one course', async () => {
    const data = await load();
    const columns = data.courses.map((course) =>
      columnForCourse({ rides: data.rides.filter((ride) => ride.courseId === course.id) }, now),
    );
    for (const column of ['requires_attention', 'in_progress', 'finished'])
      expect(columns.filter((candidate) => candidate === column).length, column).toBeGreaterThanOrEqual(5);
    const cancelled = data.courses.filter((course) =>
      data.rides.filter((ride) => ride.courseId === course.id).every((ride) => ride.status === 'cancelled'),
    );
    expect(cancelled).toHaveLength(1);
    const underWay = data.courses.filter(
      (course) => course.driverStartAt !== null && course.driverEndAt === null,
    );
    expect(underWay.length).toBeGreaterThanOrEqual(3);
  });

  it('involves the demo logins: passenger, driver, transport companies, PKP Intercity and creators', async () => {
    const data = await load();
    const userId = (username: string) => data.users.find((user) => user.username === username)?.id;
    const companyId = (name: string) => data.companies.find((company) => company.name === name)?.id;
    const pasazer = data.passengers.find((passenger) => passenger.userId === userId('pasazer'));
    const taxiRides = new Set(data.rides.filter((ride) => ride.type === 'taxi').map((ride) => ride.id));
    const pasazerSegments = data.employees.filter((row) => row.passengerId === pasazer?.id);
    const pasazerTaxiRides = new Set(
      data.segments
        .filter((segment) => pasazerSegments.some((row) => row.segmentId === segment.id))
        .map((segment) => segment.rideId)
        .filter((rideId) => taxiRides.has(rideId)),
    );
    expect(pasazerTaxiRides.size).toBeGreaterThanOrEqual(5);
    expect(
      data.courses.filter((course) => course.driverId === userId('kierowca')).length,
    ).toBeGreaterThanOrEqual(5);
    const taxiTrans = companyId('Taxi Trans Warszawa');
    const auto = companyId('Auto-Przewozy Kraków');
    expect(data.courses.filter((course) => course.contractorId === taxiTrans).length).toBeGreaterThanOrEqual(
      5,
    );
    expect(data.courses.some((course) => course.subcontractorId === auto)).toBe(true);
    const intercity = data.courses.filter((course) => course.companyId === companyId('PKP Intercity'));
    expect(intercity.length).toBeGreaterThanOrEqual(15);
    expect(data.courses.some((course) => course.companyId !== companyId('PKP Intercity'))).toBe(true);
    const creators = new Set(
      data.courses.filter((c) => c.type === 'taxi').map((course) => course.createdById),
    );
    expect([...creators].sort()).toEqual([userId('dyspozytor'), userId('firma')].sort());
  });

  it('links each course only to its company’s contractors, their subcontractors, drivers and employees', async () => {
    const data = await load();
    const isLink = (companyId: number, contractorId: number, of: string) =>
      data.links.some(
        (l) => l.companyId === companyId && l.contractorId === contractorId && l.contractorOf === of,
      );
    for (const course of data.courses.filter((c) => c.type === 'taxi')) {
      if (course.contractorId !== null)
        expect(isLink(course.companyId, course.contractorId, 'railway_company')).toBe(true);
      if (course.subcontractorId !== null && course.contractorId !== null)
        expect(isLink(course.contractorId, course.subcontractorId, 'transport_company')).toBe(true);
      if (course.driverId !== null) {
        const driver = data.drivers.find((row) => row.userId === course.driverId);
        expect(driver?.transportCompanyId).toBe(course.subcontractorId ?? course.contractorId);
      }
      const rideIds = data.rides.filter((ride) => ride.courseId === course.id).map((ride) => ride.id);
      const segmentIds = data.segments.filter((s) => rideIds.includes(s.rideId)).map((s) => s.id);
      for (const row of data.employees.filter((e) => segmentIds.includes(e.segmentId))) {
        const passenger = data.passengers.find((p) => p.id === row.passengerId);
        expect(passenger?.employerId).toBe(course.companyId);
      }
    }
  });

  it('builds rides of 2-4 real stops with estimated segments between consecutive ones', async () => {
    const data = await load();
    for (const ride of data.rides) {
      // One series per company, the one new courses get (row 139).
      const company = data.companies.find((row) => row.id === ride.companyId);
      expect(parseRideNumber(ride.number)?.code).toBe(companyShortCode(company?.name ?? ''));
      const stops = data.waypoints
        .filter((w) => w.rideId === ride.id)
        .sort((a, b) => a.position - b.position);
      expect(stops.length).toBeGreaterThanOrEqual(2);
      expect(stops.length).toBeLessThanOrEqual(4);
      expect(ride.startsAt?.getTime()).toBe(stops[0]?.time?.getTime());
      expect(ride.startsAt?.getTime()).toBeGreaterThanOrEqual(now.getTime() - 3 * DAY - 3600_000);
      expect(ride.startsAt?.getTime()).toBeLessThanOrEqual(now.getTime() + 5 * DAY + 4 * 3600_000);
      const rideSegments = data.segments
        .filter((s) => s.rideId === ride.id)
        .sort((a, b) => a.position - b.position);
      expect(rideSegments).toHaveLength(stops.length - 1);
      let sum = 0;
      rideSegments.forEach((segment, index) => {
        const from = stops[index];
        const to = stops[index + 1];
        expect(segment.waypointStartId).toBe(from?.id);
        expect(segment.waypointEndId).toBe(to?.id);
        expect((to?.time?.getTime() ?? 0) > (from?.time?.getTime() ?? 0)).toBe(true);
        const a = data.places.find((place) => place.id === from?.placeId);
        const b = data.places.find((place) => place.id === to?.placeId);
        const km = haversineKm(
          { latitude: a?.latitude ?? 0, longitude: a?.longitude ?? 0 },
          { latitude: b?.latitude ?? 0, longitude: b?.longitude ?? 0 },
        );
        expect(segment.distance).toBe(Math.round(km * 1.3 * 10) / 10);
        expect(segment.time).toBe(Math.round(((segment.distance ?? 0) / 60) * 3600));
        expect(segment.timeAndDistanceSource).toBe('estimated');
        const riders = data.employees.filter((e) => e.segmentId === segment.id);
        expect(riders.length).toBeGreaterThanOrEqual(1);
        expect(riders.length).toBeLessThanOrEqual(3);
        expect(data.locomotives.filter((l) => l.segmentId === segment.id).length).toBeLessThanOrEqual(2);
        sum += segment.distance ?? 0;
      });
      expect(ride.distanceSum).toBeCloseTo(sum, 5);
    }
    const types = new Set(
      data.waypoints.map((w) => data.places.find((place) => place.id === w.placeId)?.type ?? 'none'),
    );
    expect([...types].sort()).toEqual(['home', 'hotel', 'place', 'workplace']);
  });

  it('plans the same courses for the same data and moment', async () => {
    const ctx = await loadCourseSeedContext(database.db);
    expect(planDemoCourses(ctx, now)).toEqual(planDemoCourses(ctx, now));
    const later = planDemoCourses(ctx, new Date(now.getTime() + DAY));
    const plans = planDemoCourses(ctx, now);
    expect(later.map((course) => course.rides[0]?.startsAt.getTime())).toEqual(
      plans.map((course) => (course.rides[0]?.startsAt.getTime() ?? 0) + DAY),
    );
    const [a, b] = [seededRandom(1), seededRandom(1)];
    const draws = Array.from({ length: 100 }, () => a());
    expect(draws).toEqual(Array.from({ length: 100 }, () => b()));
    for (const draw of draws) expect(draw >= 0 && draw < 1).toBe(true);
  });

  it('stores passenger homes only on kilometer courses', async () => {
    const { db } = database;
    const rows = await db
      .select({ type: rides.type })
      .from(waypoints)
      .innerJoin(rides, eq(rides.id, waypoints.rideId))
      .innerJoin(places, eq(places.id, waypoints.placeId))
      .where(eq(places.type, 'home'));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['kilometer']));
  });
});
