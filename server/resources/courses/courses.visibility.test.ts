import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { courseVisibility, isCourseVisible } from '../../../domain/courses/visibility';
import type { Database } from '../../db/client';
import { courses, rides, segmentEmployees, segments } from '../../db/course-schema';
import { companies, companyContractors, passengers } from '../../db/schema';
import { list, userOf, withSeededCourseApp } from '../../test/courses/courses-app.support';
import type { AuthUser } from '../../auth/authenticate';

const ALL = 'includeCancelledCourses=true&itemsPerPage=100';

describe('GET /api/abstract_courses visibility', () => {
  let database: Database;
  let app: FastifyInstance;
  const ids = async (user: AuthUser) => {
    const { status, body } = await list(app, user, ALL);
    expect(status).toBe(200);
    expect(body['hydra:member']).toHaveLength(body['hydra:totalItems']);
    return body['hydra:member'].map((member) => member.id).sort((a, b) => a - b);
  };
  const companyId = async (name: string) => {
    const [company] = await database.db.select().from(companies).where(eq(companies.name, name));
    if (!company) throw new Error(name);
    return company.id;
  };
  const allCourses = () => database.db.select().from(courses);

  withSeededCourseApp((seeded, built) => {
    database = seeded;
    app = built;
  });

  it('matches the domain rule for every demo login', async () => {
    const { db } = database;
    const courseRows = await allCourses();
    const riders = await db
      .select({ courseId: rides.courseId, userId: passengers.userId })
      .from(segmentEmployees)
      .innerJoin(segments, eq(segments.id, segmentEmployees.segmentId))
      .innerJoin(rides, eq(rides.id, segments.rideId))
      .innerJoin(passengers, eq(passengers.id, segmentEmployees.passengerId));
    const links = await db.select().from(companyContractors);
    for (const username of ['admin', 'dyspozytor', 'firma', 'dyspozytor.zewnetrzny', 'transport'].concat([
      'transport.nadrzedny',
      'podwykonawca',
      'kierowca',
      'pasazer',
      'ksiegowa',
      'hotel',
      'flota',
    ])) {
      const user = await userOf(db, username);
      const superiorOf = links
        .filter(
          (link) =>
            link.contractorId === user.companyId && link.superior && link.contractorOf === 'railway_company',
        )
        .map((link) => link.companyId);
      const expected = courseRows
        .filter((course) =>
          isCourseVisible(
            courseVisibility(user),
            {
              ...course,
              passengerUserIds: riders.filter((r) => r.courseId === course.id).map((r) => r.userId),
            },
            superiorOf,
          ),
        )
        .map((course) => course.id)
        .sort((a, b) => a - b);
      expect(await ids(user), username).toEqual(expected);
    }
  });

  it('shows managers and the accountant every course', async () => {
    const total = (await allCourses()).length;
    for (const username of ['admin', 'dyspozytor', 'ksiegowa'])
      expect(await ids(await userOf(database.db, username))).toHaveLength(total);
  });

  it('shows the railway company only PKP Intercity courses', async () => {
    const intercity = await companyId('PKP Intercity');
    const own = (await allCourses())
      .filter((course) => course.companyId === intercity)
      .map((course) => course.id);
    expect(await ids(await userOf(database.db, 'firma'))).toEqual(own.sort((a, b) => a - b));
    expect(await ids(await userOf(database.db, 'dyspozytor.zewnetrzny'))).toEqual(own);
    expect(own.length).toBeLessThan((await allCourses()).length);
  });

  it('shows Taxi Trans only the courses it executes as contractor or subcontractor', async () => {
    const taxiTrans = await companyId('Taxi Trans Warszawa');
    const { body } = await list(app, await userOf(database.db, 'transport'), ALL);
    expect(body['hydra:totalItems']).toBeGreaterThan(0);
    for (const course of body['hydra:member'])
      expect([course.contractor?.id, course.subcontractor?.id]).toContain(taxiTrans);
    const dbCargo = await companyId('DB Cargo Polska');
    const foreign = (await allCourses()).filter((course) => course.companyId === dbCargo).map((c) => c.id);
    expect(foreign.length).toBeGreaterThan(0);
    for (const course of body['hydra:member']) expect(foreign).not.toContain(course.id);
  });

  it('shows the superior transport company every course of its railway companies', async () => {
    const served = [await companyId('PKP Intercity'), await companyId('PKP Cargo')];
    const kolejTrans = await companyId('Kolej-Trans Logistyka');
    const expected = (await allCourses()).filter(
      (course) => served.includes(course.companyId) || course.contractorId === kolejTrans,
    );
    expect(expected.some((course) => course.contractorId !== kolejTrans)).toBe(true);
    expect(await ids(await userOf(database.db, 'transport.nadrzedny'))).toEqual(
      expected.map((course) => course.id).sort((a, b) => a - b),
    );
  });

  it('shows the driver only the courses they drive', async () => {
    const driver = await userOf(database.db, 'kierowca');
    const { body } = await list(app, driver, ALL);
    expect(body['hydra:totalItems']).toBeGreaterThan(0);
    for (const course of body['hydra:member']) expect(course.driver?.['@id']).toBe(`/api/users/${driver.id}`);
  });

  it('shows the passenger only courses they ride in or created', async () => {
    const passenger = await userOf(database.db, 'pasazer');
    const { body } = await list(app, passenger, ALL);
    expect(body['hydra:member'].filter((course) => course['@type'] === 'KilometerCourse')).toHaveLength(3);
    for (const course of body['hydra:member']) {
      const rides = course.rides.flatMap((ride) =>
        ride.segments.flatMap((s) => s.employees.map((e) => e.name)),
      );
      expect(rides.includes('Andrzej Nowak') || course.createdBy?.id === passenger.id).toBe(true);
    }
    expect(body['hydra:member'].some((course) => course['@type'] === 'TaxiCourse')).toBe(true);
  });

  it('shows nothing to a user without a course role and refuses a request without a user', async () => {
    const nobody = { ...(await userOf(database.db, 'hotel')), roles: [] };
    expect(await ids(nobody)).toEqual([]);
    expect(await ids(await userOf(database.db, 'flota'))).toEqual([]);
    const response = await app.inject({ method: 'GET', url: '/api/abstract_courses' });
    expect(response.statusCode).toBe(401);
  });
});
