/** Shared setup of the course-write tests: one demo-seeded in-memory app and ids of demo rows. */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { drivers, locomotives, passengers, places, startingBases, users } from '../../db/schema';
import { seedDemoCourses } from '../../seed/courses';
import { seedDemo } from '../../seed/demo';
import { createTestApp } from '../factories.support';

export async function buildWriteApp(): Promise<FastifyInstance> {
  const app = await createTestApp({});
  await app.ready();
  await seedDemo(app.db);
  await seedDemoCourses(app.db);
  return app;
}

import { as, companyId } from '../demo-session.support';

export { as, companyId, userId } from '../demo-session.support';

/** IRIs of demo rows usable in a PKP Intercity course. */
export async function demoIris(app: Pick<FastifyInstance, 'db'>) {
  const intercity = await companyId(app, 'PKP Intercity');
  const crew = await app.db.select().from(passengers).where(eq(passengers.employerId, intercity));
  const located = await app.db
    .select()
    .from(places)
    .where(and(isNotNull(places.latitude), eq(places.type, 'place')));
  const [base] = await app.db.select().from(startingBases);
  const [driver] = await app.db
    .select({ id: drivers.id })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(eq(users.username, 'kierowca'));
  const [engine] = await app.db.select().from(locomotives).where(eq(locomotives.companyId, intercity));
  const [first, second] = crew;
  const [from, to] = located;
  if (!first || !second || !from || !to || !base || !driver || !engine) throw new Error('demo data missing');
  return {
    company: `/api/companies/${intercity}`,
    taxiTrans: `/api/companies/${await companyId(app, 'Taxi Trans Warszawa')}`,
    transSlask: `/api/companies/${await companyId(app, 'Trans-Śląsk Katowice')}`,
    cargo: `/api/companies/${await companyId(app, 'PKP Cargo')}`,
    passengers: [`/api/passengers/${first.id}`, `/api/passengers/${second.id}`] as const,
    places: [`/api/abstract_places/${from.id}`, `/api/abstract_places/${to.id}`] as const,
    base: `/api/starting_bases/${base.id}`,
    driver: `/api/drivers/${driver.id}`,
    locomotive: `/api/locomotives/${engine.id}`,
  };
}

export type DemoIris = Awaited<ReturnType<typeof demoIris>>;

/** Ride numbers of the payloads: each its own, as a company's typed numbers must be (row 623). */
let payloads = 0;

/** A valid one-segment taxi course of PKP Intercity on 2030-03-07, its ride numbered TEST/<n>. */
export function taxiPayload(iris: DemoIris) {
  payloads += 1;
  return {
    company: iris.company,
    contractor: iris.taxiTrans,
    subcontractor: null,
    driver: iris.driver,
    driverPhoneNumber: '',
    rides: [
      {
        number: `TEST/${payloads}`,
        status: 'planning',
        fromStartingBase: iris.base,
        toStartingBase: null,
        waypoints: [
          {
            place: iris.places[0],
            date: '2030-03-07',
            time: '08:00',
            passengers: [...iris.passengers],
            locomotives: [iris.locomotive],
          },
          { place: iris.places[1], date: '2030-03-07', time: '09:30', passengers: [], locomotives: [] },
        ],
      },
    ],
  };
}

/** The course the dispatcher creates from `payload`, its 201 checked: its id, IRI and rides' ids. */
export async function createdByDispatcher(app: FastifyInstance, payload: object) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/taxi_courses',
    headers: await as(app, 'dyspozytor'),
    payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: number; '@id': string; rides: { id: number }[] }>();
}
