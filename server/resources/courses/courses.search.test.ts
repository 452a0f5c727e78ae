import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../auth/authenticate';
import { foldForSearch } from '../../http/query';
import { list, userOf, withSeededCourseApp } from '../../test/courses/courses-app.support';
import type { CourseMember } from '../../test/courses/courses-app.support';

type Member = CourseMember & { driver: { name?: string } | null };

describe('GET /api/abstract_courses?search= finds what the cards show', () => {
  let database: Database;
  let app: FastifyInstance;
  let admin: AuthUser;
  let everything: Member[];

  withSeededCourseApp(async (seeded, built) => {
    database = seeded;
    app = built;
    admin = await userOf(database.db, 'admin');
    everything = (await list(app, admin, 'includeCancelledCourses=true&itemsPerPage=100')).body[
      'hydra:member'
    ];
  });

  const found = async (term: string) =>
    (
      await list(
        app,
        admin,
        `includeCancelledCourses=true&itemsPerPage=100&search=${encodeURIComponent(term)}`,
      )
    ).body['hydra:member'].map((course) => course.id);

  it('finds a course by its driver’s name', async () => {
    const driven = everything.find((course) => course.driver?.name);
    const name = driven?.driver?.name;
    if (!driven || !name) throw new Error('the demo data has no course with a driver');
    expect(await found(name.toUpperCase())).toContain(driven.id);
  });

  it('finds a course by a locomotive number', async () => {
    const sideNumberOf = (course: CourseMember) =>
      course.rides.flatMap((ride) => ride.segments.flatMap((segment) => segment.locomotives))[0]?.sideNumber;
    const hauled = everything.find((course) => sideNumberOf(course));
    const sideNumber = hauled ? sideNumberOf(hauled) : undefined;
    if (!hauled || !sideNumber) throw new Error('the demo data has no course with a locomotive');
    expect(await found(sideNumber.toLowerCase())).toContain(hauled.id);
  });

  it('ignores Polish diacritics: a place typed without them is found', async () => {
    const placeNames = (course: CourseMember) =>
      course.rides.flatMap((ride) =>
        ride.segments.flatMap((s) => [s.waypointStart.place?.name ?? '', s.waypointEnd.place?.name ?? '']),
      );
    const polish = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;
    const course = everything.find((candidate) => placeNames(candidate).some((name) => polish.test(name)));
    const name = course ? placeNames(course).find((candidate) => polish.test(candidate)) : undefined;
    if (!course || !name) throw new Error('the demo data has no place with Polish letters');
    const typed = foldForSearch(name);
    expect(typed).not.toBe(name.toLowerCase());
    expect(await found(typed)).toContain(course.id);
  });
});
