import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rides } from '../../db/course-schema';
import type { AuthUser } from '../../auth/authenticate';
import { list, userOf, withSeededCourseApp } from '../../test/courses/courses-app.support';
import type { CourseMember } from '../../test/courses/courses-app.support';

/** The reference filters of courses.md §3 (abstractCourse, taxiCourse, kilometerCourse). */
describe('GET /api/abstract_courses reference filters', () => {
  let database: Database;
  let app: FastifyInstance;
  let admin: AuthUser;
  let everything: CourseMember[];
  const ALL = 'includeCancelledCourses=true&itemsPerPage=100';

  const ids = (members: CourseMember[]) => members.map((course) => course.id).sort((a, b) => a - b);
  const listed = async (filter: string) => {
    const { status, body } = await list(app, admin, `${ALL}&${filter}`);
    expect(status).toBe(200);
    return ids(body['hydra:member']);
  };
  const idOf = (iri: string | undefined) => Number(iri?.split('/').pop());

  withSeededCourseApp(async (seeded, built) => {
    database = seeded;
    app = built;
    admin = await userOf(database.db, 'admin');
    everything = (await list(app, admin, ALL)).body['hydra:member'];
    expect(everything.length).toBeLessThan(100);
  });

  it('narrows to courses created by a user, given as an IRI or a bare id', async () => {
    const creatorId = everything.find((course) => course.createdBy)?.createdBy?.id;
    const expected = ids(everything.filter((course) => course.createdBy?.id === creatorId));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(everything.length);
    expect(await listed(`createdBy=/api/users/${creatorId}`)).toEqual(expected);
    expect(await listed(`createdBy=${creatorId}`)).toEqual(expected);
  });

  it('narrows to the courses of a transport company, as contractor or subcontractor', async () => {
    const subcontracted = everything.find((course) => course.subcontractor);
    const companyId = subcontracted?.subcontractor?.id;
    const expected = ids(
      everything.filter(
        (course) => course.contractor?.id === companyId || course.subcontractor?.id === companyId,
      ),
    );
    expect(expected).toContain(subcontracted?.id);
    expect(await listed(`transportCompany=/api/companies/${companyId}`)).toEqual(expected);
  });

  it('narrows to the courses of a customer company', async () => {
    const companyId = everything[0]?.rides[0]?.company.id;
    const expected = ids(everything.filter((course) => course.rides[0]?.company.id === companyId));
    expect(await listed(`customerCompany=/api/companies/${companyId}`)).toEqual(expected);
  });

  it('narrows taxi and kilometer drivers separately', async () => {
    const taxi = everything.find((course) => course['@type'] === 'TaxiCourse' && course.driver);
    const driverId = idOf(taxi?.driver?.['@id']);
    const expected = ids(
      everything.filter(
        (course) => course['@type'] === 'TaxiCourse' && idOf(course.driver?.['@id']) === driverId,
      ),
    );
    expect(await listed(`taxiCourseDriver=/api/users/${driverId}`)).toEqual(expected);
    const kilometer = await listed(`kilometerCourseDriver=/api/users/${driverId}`);
    expect(kilometer.filter((id) => expected.includes(id))).toEqual([]);
  });

  it('narrows to courses carrying a locomotive', async () => {
    const locomotiveIdOf = (course: CourseMember) =>
      course.rides.flatMap((ride) =>
        ride.segments.flatMap((segment) => segment.locomotives.map(({ id }) => id)),
      );
    const locomotiveId = everything.flatMap(locomotiveIdOf)[0];
    expect(locomotiveId).toBeDefined();
    const expected = ids(everything.filter((course) => locomotiveIdOf(course).includes(locomotiveId ?? 0)));
    expect(await listed(`locomotive=/api/locomotives/${locomotiveId}`)).toEqual(expected);
  });

  it('narrows to courses with a ride from or to a starting base', async () => {
    const [ride] = await database.db
      .select({ courseId: rides.courseId, baseId: rides.fromStartingBaseId })
      .from(rides)
      .where(isNotNull(rides.fromStartingBaseId))
      .limit(1);
    expect(ride).toBeDefined();
    const found = await listed(`fromStartingBase=/api/starting_bases/${ride?.baseId}`);
    expect(found).toContain(ride?.courseId);
    expect(found.length).toBeLessThan(everything.length);
  });

  it('combines with visibility: a transport company never sees another tenant through a filter', async () => {
    const transport = await userOf(database.db, 'transport');
    const visible = ids((await list(app, transport, ALL)).body['hydra:member']);
    const other = everything.find((course) => !visible.includes(course.id));
    const { body } = await list(app, transport, `${ALL}&customerCompany=${other?.rides[0]?.company.id}`);
    expect(ids(body['hydra:member']).filter((id) => !visible.includes(id))).toEqual([]);
  });

  it.each([
    ['createdBy=/api/companies/1', 'createdBy'],
    ['locomotive=abc', 'locomotive'],
    ['transportCompany=/api/companies/0', 'transportCompany'],
    ['fromStartingBase=/api/starting_bases/1/x', 'fromStartingBase'],
  ])('refuses %s with a Polish 400', async (filter, name) => {
    const { status, body } = await list(app, admin, filter);
    expect(status).toBe(400);
    expect(body['hydra:description']).toContain(`Nieprawidłowa wartość parametru ${name}`);
  });
});
