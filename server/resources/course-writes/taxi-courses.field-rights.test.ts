import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldRefusal } from '../../../domain/courses/course-field-rights';
import { HTTP_MESSAGES } from '../../http/messages';
import { courses } from '../../db/course-schema';
import {
  as,
  buildWriteApp,
  companyId,
  createdByDispatcher,
  demoIris,
  taxiPayload,
} from '../../test/course-writes/write-app.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';

/** courses.md §6 field by field on PUT /api/taxi_courses/{id}: what the form hides, the server refuses. */
let app: FastifyInstance;
let iris: DemoIris;
let autoPrzewozy: string;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
  autoPrzewozy = `/api/companies/${await companyId(app, 'Auto-Przewozy Kraków')}`;
});
afterAll(() => app.close());

type Payload = Omit<ReturnType<typeof taxiPayload>, 'contractor' | 'subcontractor' | 'driver'> & {
  contractor: string | null;
  subcontractor: string | null;
  driver: string | null;
};
type Waypoint = Payload['rides'][number]['waypoints'][number];

/** A course ordered by the dispatcher: Taxi Trans executes it (Auto-Przewozy as subcontractor), `kierowca` drives. */
async function course() {
  const payload: Payload = { ...taxiPayload(iris), subcontractor: autoPrzewozy };
  const body = await createdByDispatcher(app, payload);
  const [ride] = payload.rides;
  if (!ride) throw new Error('fixture');
  const saved = { ...payload, rides: [{ ...ride, id: `/api/taxi_course_rides/${body.rides[0]?.id}` }] };
  return { id: body.id, saved };
}

/** The saved payload with `change` applied to it, or to its first stop. */
const withCourse = (saved: Payload, change: Partial<Payload>) => ({ ...saved, ...change });
function withFirstStop(saved: Payload, change: Partial<Waypoint>, rideChange: object = {}) {
  const [ride] = saved.rides;
  if (!ride) throw new Error('fixture');
  const [first, ...rest] = ride.waypoints;
  if (!first) throw new Error('fixture');
  return { ...saved, rides: [{ ...ride, ...rideChange, waypoints: [{ ...first, ...change }, ...rest] }] };
}

async function put(username: string, id: number, payload: object) {
  const [row] = await app.db.select().from(courses).where(eq(courses.id, id));
  return app.inject({
    method: 'PUT',
    url: `/api/taxi_courses/${id}`,
    headers: await as(app, username),
    payload: { ...payload, version: row?.version },
  });
}

async function refused(username: string, id: number, payload: object, message: string) {
  const [before] = await app.db.select().from(courses).where(eq(courses.id, id));
  const response = await put(username, id, payload);
  expect(response.statusCode, `${username}: ${response.body}`).toBe(403);
  expect(response.json()).toMatchObject({ 'hydra:description': message });
  const [after] = await app.db.select().from(courses).where(eq(courses.id, id));
  expect(after?.version).toBe(before?.version);
}

describe('PUT /api/taxi_courses/{id} per field (§6)', () => {
  it('refuses the subcontractor making itself the contractor', async () => {
    const { id, saved } = await course();
    await refused(
      'podwykonawca',
      id,
      withCourse(saved, { contractor: autoPrzewozy, subcontractor: null }),
      fieldRefusal('transportCompany'),
    );
  });

  it('refuses the course driver the taxi course form altogether (§6, row 622), the route included', async () => {
    const { id, saved } = await course();
    await refused('kierowca', id, withFirstStop(saved, { time: '07:45' }), HTTP_MESSAGES.forbidden);
    await refused(
      'kierowca',
      id,
      withCourse(saved, { contractor: null, subcontractor: null }),
      HTTP_MESSAGES.forbidden,
    );
  });

  it('refuses a plain contractor the passengers but lets it change locomotives and the driver', async () => {
    const { id, saved } = await course();
    await refused(
      'transport',
      id,
      withFirstStop(saved, { passengers: [iris.passengers[0]] }),
      fieldRefusal('passengers'),
    );
    const engines = await put('transport', id, withFirstStop(saved, { locomotives: [] }));
    expect(engines.statusCode, engines.body).toBe(200);
    const driver = await put(
      'transport',
      id,
      withCourse(withFirstStop(saved, { locomotives: [] }), { driver: null }),
    );
    expect(driver.statusCode, driver.body).toBe(200);
  });

  it('refuses a manager the settlement statuses by hand, but not another status', async () => {
    const { id, saved } = await course();
    for (const status of ['accepted_by_customer', 'tcr_inconsistency'])
      await refused('dyspozytor', id, withFirstStop(saved, {}, { status }), fieldRefusal('status'));
    const cancelled = await put('dyspozytor', id, withFirstStop(saved, {}, { status: 'cancelled' }));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });
});
