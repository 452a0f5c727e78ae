import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { list, userOf, withSeededCourseApp } from '../../test/courses/courses-app.support';

describe('GET /api/abstract_courses totalCards', () => {
  let database: Database;
  let app: FastifyInstance;

  withSeededCourseApp((seeded, built) => {
    database = seeded;
    app = built;
  });

  it('counts one card per ride of a railway company’s multi-ride course, as its list shows them', async () => {
    const firma = await userOf(database.db, 'firma');
    const { body } = await list(app, firma, 'includeCancelledCourses=true&itemsPerPage=100');
    const members = body['hydra:member'];
    const multiRide = members.filter((course) => course.rides.length > 1);
    expect(multiRide.length).toBeGreaterThan(0);
    const cards = members.reduce((sum, course) => sum + Math.max(1, course.rides.length), 0);
    expect(body).toMatchObject({ 'hydra:totalItems': members.length, totalCards: cards });
    expect(cards).toBeGreaterThan(members.length);
  });

  it('is left out for everyone else, whose cards are the courses', async () => {
    const admin = await userOf(database.db, 'admin');
    const { body } = await list(app, admin, 'includeCancelledCourses=true&itemsPerPage=100');
    expect(body).not.toHaveProperty('totalCards');
  });
});
