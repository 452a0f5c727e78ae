import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildWriteApp, demoIris, taxiPayload } from '../../test/course-writes/write-app.support';

let app: FastifyInstance;
let rideId = 0;

interface Messages {
  'hydra:member': {
    '@type': string;
    recipient: string;
    message: string;
    sent: boolean;
    createdBy: { name: string } | null;
  }[];
}

beforeAll(async () => {
  app = await buildWriteApp();
  const created = await app.inject({
    method: 'POST',
    url: '/api/taxi_courses',
    headers: await as(app, 'dyspozytor'),
    payload: taxiPayload(await demoIris(app)),
  });
  expect(created.statusCode, created.body).toBe(201);
  rideId = (created.json() as { rides: { id: number }[] }).rides[0]?.id ?? 0;
  const cancelled = await app.inject({
    method: 'POST',
    url: `/api/taxi_course_rides/${rideId}/cancel`,
    headers: await as(app, 'dyspozytor'),
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  await app.outbox.idle();
});
afterAll(() => app.close());

const get = async (username: string, path = `/api/taxi_course_rides/${rideId}/messages`) =>
  app.inject({ method: 'GET', url: path, headers: await as(app, username) });

describe('GET api/taxi_course_rides/{id}/messages', () => {
  it('lists the messages about the ride and its course, oldest first, with sender and delivery', async () => {
    const response = await get('dyspozytor');
    expect(response.statusCode).toBe(200);
    const members = (response.json() as Messages)['hydra:member'];
    expect(members.length).toBeGreaterThanOrEqual(2);
    expect(members[0]?.message).toContain('/kurs/');
    expect(members.some((member) => /anul/i.test(member.message))).toBe(true);
    expect(members.every((member) => member.sent)).toBe(true);
    expect(members[0]?.createdBy?.name).toBeTruthy();
  });

  it('shows them to the executing transport company too', async () => {
    expect((await get('transport')).statusCode).toBe(200);
  });

  it('refuses drivers and passengers, hides the ride from strangers and unknown ids', async () => {
    expect((await get('kierowca')).statusCode).toBe(403);
    expect((await get('hotel')).statusCode).toBe(404);
    expect((await get('dyspozytor', '/api/taxi_course_rides/999999/messages')).statusCode).toBe(404);
    expect((await get('dyspozytor', `/api/kilometer_course_rides/${rideId}/messages`)).statusCode).toBe(404);
  });
});
