import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db } from '../../db/client';
import * as courseSchema from '../../db/course-schema';
import * as coreSchema from '../../db/schema';
import type { AuthUser } from '../../auth/authenticate';
import { as } from '../../test/demo-session.support';
import { buildCourseApp, list, userOf, withSeededCourseApp } from '../../test/courses/courses-app.support';
import type { CourseMember } from '../../test/courses/courses-app.support';

const firstStart = (course: CourseMember) =>
  Math.min(...course.rides.map((ride) => (ride.startsAt ? Date.parse(ride.startsAt) : Infinity)));
const warsawDay = (ms: number) => new Date(ms).toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

describe('GET /api/abstract_courses', () => {
  let database: Database;
  let app: FastifyInstance;
  let admin: AuthUser;
  let everything: CourseMember[];

  withSeededCourseApp(async (seeded, built) => {
    database = seeded;
    app = built;
    admin = await userOf(database.db, 'admin');
    everything = (await list(app, admin, 'includeCancelledCourses=true&itemsPerPage=100')).body[
      'hydra:member'
    ];
  });

  it('answers a Hydra collection of courses in the shape the SPA renders', async () => {
    const { status, body } = await list(app, admin, '');
    expect(status).toBe(200);
    expect(body).toMatchObject({ '@id': '/api/abstract_courses', '@type': 'hydra:Collection' });
    const member = body['hydra:member'].find((course) => course['@type'] === 'TaxiCourse');
    expect(Object.keys(member ?? {}).sort()).toEqual(
      ['@id', '@type', 'id', 'status', 'createdAt', 'createdBy', 'contractor', 'subcontractor', 'driver']
        .concat(['driverPhoneNumber', 'driverStartAt', 'driverEndAt', 'rides'])
        .concat(['driverDistanceSum', 'driverDistance', 'routeForDriverRelation', 'version'])
        .concat(['fromStartingPlace', 'toStartingPlace', 'invoiced', 'series'])
        .sort(),
    );
    expect(member?.['@id']).toBe(`/api/taxi_courses/${member?.id}`);
    const ride = member?.rides[0];
    expect(Object.keys(ride ?? {}).sort()).toEqual(
      ['@id', '@type', 'id', 'courseId', 'number', 'status', 'position', 'company', 'startsAt', 'distanceSum']
        .concat(['fromStartingBase', 'toStartingBase', 'driverHasToAcceptAt', 'segments', 'driverSegments'])
        .concat(['version', 'createdBy', 'routeUrl'])
        .sort(),
    );
    const segment = ride?.segments[0];
    expect(Object.keys(segment ?? {}).sort()).toEqual(
      ['id', 'position', 'distance', 'time', 'timeAndDistanceSource', 'employees', 'locomotives']
        .concat(['waypointStart', 'waypointEnd'])
        .sort(),
    );
    expect(Object.keys(segment?.waypointStart ?? {}).sort()).toEqual([
      'achievedAtByDriver',
      'id',
      'place',
      'time',
    ]);
    expect(Object.keys(segment?.waypointStart.place ?? {}).sort()).toEqual(
      ['address', 'id', 'latitude', 'longitude', 'name', 'type'].sort(),
    );
    const kilometer = everything.find((course) => course['@type'] === 'KilometerCourse');
    expect(kilometer?.['@id']).toBe(`/api/kilometer_courses/${kilometer?.id}`);
    expect(kilometer?.rides[0]).toMatchObject({
      '@type': 'KilometerCourseRide',
      company: { name: 'PKP Intercity' },
    });
  });

  it('puts courses into all three list columns', () => {
    const columns = new Set(everything.map((course) => course.status));
    expect([...columns].sort()).toEqual(['finished', 'in_progress', 'requires_attention']);
  });

  it('pages 15 at a time by default, newest first ride first, with Hydra page links', async () => {
    const { body } = await list(app, admin, '');
    const total = body['hydra:totalItems'];
    expect(body['hydra:member']).toHaveLength(15);
    const starts = body['hydra:member'].map(firstStart);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const last = Math.ceil(total / 15);
    expect(body['hydra:view']).toEqual({
      '@id': '/api/abstract_courses?page=1',
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': '/api/abstract_courses?page=1',
      'hydra:last': `/api/abstract_courses?page=${last}`,
      // The next page is a cursor link (ADR 011): keyset paging, as cheap deep in the list as at the top.
      'hydra:next': expect.stringMatching(/^\/api\/abstract_courses\?after=[\w-]+$/) as unknown,
    });
    const second = await list(app, admin, 'discriminator=taxi_course&page=2&itemsPerPage=5');
    expect(second.body['hydra:member']).toHaveLength(5);
    expect(second.body['hydra:view']['hydra:previous']).toBe(
      // The filters come back in the order the list declares them (COURSE_LIST_PARAMS).
      '/api/abstract_courses?itemsPerPage=5&discriminator=taxi_course&page=1',
    );
    const beyond = await list(app, admin, 'page=99');
    expect(beyond.body['hydra:member']).toEqual([]);
    expect(beyond.body['hydra:totalItems']).toBe(total);
  });

  it('orders by first ride start ascending on request and caps itemsPerPage at 100', async () => {
    const { body } = await list(app, admin, 'order[startsAt]=asc&itemsPerPage=1000');
    const starts = body['hydra:member'].map(firstStart);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(body['hydra:member']).toHaveLength(body['hydra:totalItems']);
    expect(body['hydra:view']['hydra:last']).toBe(
      '/api/abstract_courses?itemsPerPage=1000&order%5BstartsAt%5D=asc&page=1',
    );
  });

  it('hides courses whose rides are all cancelled unless asked to include them', async () => {
    const cancelled = everything.filter((course) =>
      course.rides.every((ride) => ride.status === 'cancelled'),
    );
    expect(cancelled).toHaveLength(1);
    const { body } = await list(app, admin, 'itemsPerPage=100');
    expect(body['hydra:totalItems']).toBe(everything.length - 1);
    expect(body['hydra:member'].map((course) => course.id)).not.toContain(cancelled[0]?.id);
    const explicit = await list(app, admin, 'itemsPerPage=100&includeCancelledCourses=false');
    expect(explicit.body['hydra:totalItems']).toBe(everything.length - 1);
  });

  it('filters by course type', async () => {
    const taxi = await list(
      app,
      admin,
      'includeCancelledCourses=true&discriminator=taxi_course&itemsPerPage=100',
    );
    const kilometer = await list(app, admin, 'discriminator=kilometer_course');
    expect(kilometer.body['hydra:totalItems']).toBe(3);
    expect(kilometer.body['hydra:member'].every((course) => course['@type'] === 'KilometerCourse')).toBe(
      true,
    );
    expect(taxi.body['hydra:totalItems']).toBe(everything.length - 3);
  });

  it('searches ride numbers, places, passengers and companies case-insensitively', async () => {
    const number = everything[5]?.rides[0]?.number ?? '';
    const byNumber = await list(
      app,
      admin,
      `includeCancelledCourses=true&search=${encodeURIComponent(number.toLowerCase())}`,
    );
    expect(byNumber.body['hydra:member'].map((course) => course.id)).toEqual([everything[5]?.id]);
    const names = (course: CourseMember) =>
      course.rides.flatMap((ride) =>
        ride.segments.flatMap((s) => [s.waypointStart.place?.name, s.waypointEnd.place?.name]),
      );
    const byPlace = await list(app, admin, 'itemsPerPage=100&search=CENTRALNA');
    expect(byPlace.body['hydra:totalItems']).toBeGreaterThan(0);
    for (const course of byPlace.body['hydra:member'])
      expect(names(course).some((name) => name?.includes('Centralna'))).toBe(true);
    const byPassenger = await list(app, admin, 'itemsPerPage=100&search=andrzej%20nowak');
    expect(byPassenger.body['hydra:totalItems']).toBeGreaterThan(0);
    const riders = (course: CourseMember) =>
      course.rides.flatMap((r) => r.segments.flatMap((s) => s.employees));
    for (const course of byPassenger.body['hydra:member'])
      expect(riders(course).map((e) => e.name)).toContain('Andrzej Nowak');
    const byCompany = await list(app, admin, 'itemsPerPage=100&search=orlen');
    expect(byCompany.body['hydra:totalItems']).toBeGreaterThan(0);
    for (const course of byCompany.body['hydra:member'])
      expect(course.rides[0]?.company.name).toBe('Orlen KolTrans');
    const polish = await list(app, admin, `itemsPerPage=100&search=${encodeURIComponent('TRANS-ŚLĄSK')}`);
    expect(polish.body['hydra:totalItems']).toBeGreaterThan(0);
    for (const course of polish.body['hydra:member'])
      expect([course.contractor?.name, course.subcontractor?.name]).toContain('Trans-Śląsk Katowice');
    const wildcard = await list(app, admin, 'search=%25%25');
    expect(wildcard.body['hydra:totalItems']).toBe(0);
  });

  it('ignores a search shorter than 2 characters', async () => {
    const { body } = await list(app, admin, 'search=x&itemsPerPage=100');
    expect(body['hydra:totalItems']).toBe(everything.length - 1);
  });

  it('filters by the first ride start day in Polish time, both ends inclusive', async () => {
    const sample = everything[10];
    if (!sample) throw new Error('The demo data has fewer than 11 courses');
    const day = warsawDay(firstStart(sample));
    const expected = everything.filter((course) => warsawDay(firstStart(course)) === day).map((c) => c.id);
    const { body } = await list(
      app,
      admin,
      `includeCancelledCourses=true&dateStartAfter=${day}&dateStartBefore=${day}`,
    );
    expect(body['hydra:member'].map((course) => course.id).sort()).toEqual(expected.sort());
    const after = await list(
      app,
      admin,
      `includeCancelledCourses=true&itemsPerPage=100&dateStartAfter=${day}`,
    );
    expect(after.body['hydra:totalItems']).toBe(
      everything.filter((c) => warsawDay(firstStart(c)) >= day).length,
    );
  });

  it('lists one column at a time, exactly as columnForCourse sorts the courses', async () => {
    let total = 0;
    for (const column of ['requires_attention', 'in_progress', 'finished']) {
      const { body } = await list(
        app,
        admin,
        `includeCancelledCourses=true&itemsPerPage=100&column=${column}`,
      );
      const expected = everything.filter((course) => course.status === column).map((course) => course.id);
      expect({ column, ids: body['hydra:member'].map((course) => course.id).sort() }).toEqual({
        column,
        ids: expected.sort(),
      });
      expect(body['hydra:totalItems']).toBe(expected.length);
      total += body['hydra:totalItems'];
    }
    expect(total).toBe(everything.length);
  });

  it('filters by ride status', async () => {
    const { body } = await list(
      app,
      admin,
      'rideStatus[]=planning&rideStatus[]=declined_by_transport_company',
    );
    expect(body['hydra:totalItems']).toBeGreaterThan(0);
    for (const course of body['hydra:member'])
      expect(course.rides.some((r) => ['planning', 'declined_by_transport_company'].includes(r.status))).toBe(
        true,
      );
    for (const course of body['hydra:member']) expect(course.status).toBe('requires_attention');
  });

  it.each([
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['itemsPerPage=-1', 'itemsPerPage'],
    ['discriminator=bus_course', 'discriminator'],
    ['dateStartAfter=2026-13-01', 'dateStartAfter'],
    ['dateStartBefore=12.11.2026', 'dateStartBefore'],
    ['rideStatus[]=lost', 'rideStatus'],
    ['order[startsAt]=sideways', 'order[startsAt]'],
    ['includeCancelledCourses=yes', 'includeCancelledCourses'],
    ['page=1&page=2', 'page'],
    ['column=done', 'column'],
    ['after=!!', 'after'],
    ['after=WzEsMl0&page=2', 'after'],
    [`after=${Buffer.from('[1,"x"]').toString('base64url')}`, 'after'],
    [`after=${Buffer.from('[-1e20,5]').toString('base64url')}`, 'after'],
    [`after=${Buffer.from('{"id":5}').toString('base64url')}`, 'after'],
    ['after=bm90IGpzb24', 'after'],
  ])('refuses %s with a Polish 400', async (query, parameter) => {
    const { status, body } = await list(app, admin, query);
    expect(status).toBe(400);
    expect(body['@type']).toBe('hydra:Error');
    expect(body['hydra:description']).toContain(`Nieprawidłowa wartość parametru ${parameter}`);
  });

  it('runs the same number of SQL statements for 3 and 30 courses a page', async () => {
    const client: unknown = Reflect.get(database.db, '$client');
    if (!(client instanceof PGlite)) throw new Error('Expected the PGlite client under the test database');
    const statements: string[] = [];
    const logged = drizzle(client, {
      schema: { ...coreSchema, ...courseSchema },
      logger: { logQuery: (query) => statements.push(query) },
    }) as unknown as Db;
    const counted = await buildCourseApp(database, logged);
    await as(counted, admin.username); // signed in before counting: the count is of the list request
    const countFor = async (itemsPerPage: number) => {
      statements.length = 0;
      const { body } = await list(counted, admin, `itemsPerPage=${itemsPerPage}`);
      expect(body['hydra:member']).toHaveLength(itemsPerPage);
      return statements.length;
    };
    const small = await countFor(3);
    const large = await countFor(30);
    const again = await countFor(30);
    await counted.close();
    // The session's 1 (the user and their roles, read fresh on every request, with the data version:
    // row 777), the answer cache's next deadline (ADR 014) and the list's 6; the same page again while
    // nothing was written is that one statement alone: served from the cache.
    expect(small).toBe(8);
    expect(large).toBe(small);
    expect(again).toBe(1);
  });
});
