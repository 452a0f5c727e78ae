import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, rides } from '../../db/course-schema';
import type { AuthUser } from '../../auth/authenticate';
import { list, userOf, withSeededCourseApp } from '../../test/courses/courses-app.support';

/**
 * The "recently used" courses of courses.md §7 (itemsPerPage 3, ride status not cancelled): the
 * `rideStatus[not]` exclusion and the `order[createdAt]` ordering, inside the visibility SQL.
 */
describe('GET /api/abstract_courses recently used', () => {
  let database: Database;
  let app: FastifyInstance;
  let admin: AuthUser;
  let dispatcher: AuthUser;
  const ALL = 'includeCancelledCourses=true&itemsPerPage=100';

  const ids = async (user: AuthUser, query: string) => {
    const { status, body } = await list(app, user, query);
    expect(status, JSON.stringify(body)).toBe(200);
    return body['hydra:member'].map((member) => member.id);
  };
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  /** Two rides of one course, for setting their statuses by hand. */
  const twoRideCourse = async () => {
    const rows = await database.db.select({ id: rides.id, courseId: rides.courseId }).from(rides);
    const counts = new Map<number, number[]>();
    for (const row of rows) counts.set(row.courseId, [...(counts.get(row.courseId) ?? []), row.id]);
    const found = [...counts.entries()].find(([, rideIds]) => rideIds.length === 2);
    if (!found) throw new Error('no two-ride demo course');
    return { courseId: found[0], rideIds: found[1] };
  };
  const setStatus = (rideIds: number[], status: string) =>
    database.db.update(rides).set({ status }).where(inArray(rides.id, rideIds));

  withSeededCourseApp(async (seeded, built) => {
    database = seeded;
    app = built;
    admin = await userOf(database.db, 'admin');
    dispatcher = await userOf(database.db, 'dyspozytor');
  });

  it("gives the dispatcher's three most recently created courses that are not cancelled", async () => {
    const [cancelled] = await database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.createdById, dispatcher.id))
      .orderBy(desc(courses.createdAt), desc(courses.id))
      .limit(1);
    // The newest course of the dispatcher is cancelled: the list must skip it.
    const cancelledRides = await database.db
      .select({ id: rides.id })
      .from(rides)
      .where(eq(rides.courseId, cancelled?.id ?? 0));
    await setStatus(
      cancelledRides.map((ride) => ride.id),
      'cancelled',
    );
    const created = await database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.createdById, dispatcher.id))
      .orderBy(desc(courses.createdAt), desc(courses.id));
    const statuses = await database.db.select({ courseId: rides.courseId, status: rides.status }).from(rides);
    const expected = created
      .filter((course) => statuses.some((ride) => ride.courseId === course.id && ride.status !== 'cancelled'))
      .slice(0, 3)
      .map((course) => course.id);
    const found = await ids(
      dispatcher,
      `createdBy=/api/users/${dispatcher.id}&order[createdAt]=desc&itemsPerPage=3&rideStatus[not]=cancelled&includeCancelledCourses=true`,
    );
    expect(found).toHaveLength(3);
    expect(found).toEqual(expected);
    expect(found).not.toContain(cancelled?.id);
  });

  it('orders by creation time either way, ties by id', async () => {
    const byCreation = await database.db
      .select({ id: courses.id })
      .from(courses)
      .orderBy(asc(courses.createdAt), asc(courses.id));
    const oldestFirst = await ids(admin, `${ALL}&order[createdAt]=asc`);
    expect(oldestFirst).toEqual(byCreation.map((row) => row.id));
    expect(await ids(admin, `${ALL}&order[createdAt]=desc`)).toEqual([...oldestFirst].reverse());
  });

  it('keeps a course while one of its rides is not in an excluded status', async () => {
    const { courseId, rideIds } = await twoRideCourse();
    const [first = 0, second = 0] = rideIds;
    await setStatus([first], 'cancelled');
    await setStatus([second], 'planning');
    expect(await ids(admin, `${ALL}&rideStatus[not]=cancelled`)).toContain(courseId);
    // Every ride of it in one of the excluded statuses: gone.
    const both = await ids(admin, `${ALL}&rideStatus[not][]=cancelled&rideStatus[not][]=planning`);
    expect(both).not.toContain(courseId);
    await setStatus([second], 'cancelled');
    expect(await ids(admin, `${ALL}&rideStatus[not]=cancelled`)).not.toContain(courseId);
    expect(await ids(admin, ALL)).toContain(courseId);
  });

  it('stays inside what the user may see, whoever the creator is', async () => {
    const filter = `createdBy=/api/users/${dispatcher.id}&order[createdAt]=desc&rideStatus[not]=cancelled`;
    for (const username of ['firma', 'transport', 'pasazer', 'kierowca', 'hotel']) {
      const user = await userOf(database.db, username);
      const visible = await ids(user, ALL);
      const found = await ids(user, `${ALL}&${filter}`);
      expect(
        found.filter((id) => !visible.includes(id)),
        username,
      ).toEqual([]);
    }
    const firma = await userOf(database.db, 'firma');
    const own = await database.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.createdById, dispatcher.id), eq(courses.companyId, firma.companyId ?? 0)));
    const found = await ids(firma, `${ALL}&${filter}`);
    expect(found.length).toBeGreaterThan(0);
    expect(sorted(found).every((id) => own.some((row) => row.id === id))).toBe(true);
    expect(await ids(await userOf(database.db, 'hotel'), `${ALL}&${filter}`)).toEqual([]);
  });

  it.each([
    ['rideStatus[not]=anulowany', 'rideStatus[not]: nieznany status przejazdu'],
    ['rideStatus[not][]=cancelled&rideStatus[not][]=7x', 'rideStatus[not]: nieznany status przejazdu'],
    ['order[createdAt]=newest', 'order[createdAt]: dozwolone wartości: asc, desc'],
    ['order[createdAt]=desc&order[startsAt]=asc', 'order: można sortować tylko według jednego pola'],
  ])('refuses %s with a Polish 400 and no list', async (query, message) => {
    const { status, body } = await list(app, dispatcher, query);
    expect(status).toBe(400);
    expect(body['hydra:description']).toBe(`Nieprawidłowa wartość parametru ${message}.`);
    expect(body['hydra:member']).toBeUndefined();
  });
});
