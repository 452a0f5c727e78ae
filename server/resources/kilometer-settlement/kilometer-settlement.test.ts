import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { KILOMETER_REFUSALS } from '../../../domain/settlement/kilometer-transitions';
import { KILOMETER_REPORT_MESSAGES } from '../../../domain/settlement/kilometer-report.schema';
import { kilometerReports } from '../../db/kilometer-settlement-schema';
import { rideComments } from '../../db/course-schema';
import { as, buildWriteApp } from '../../test/course-writes/write-app.support';
import {
  newKilometerRide,
  rideStatus,
  setRideStatus,
  type NewRide,
} from '../../test/kilometer-settlement/kilometer-ride.support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildWriteApp();
});
afterAll(() => app.close());

const call = async (username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: await as(app, username), ...(payload ? { payload } : {}) });
const step = (username: string, ride: NewRide, name: string, payload?: object) =>
  call(username, 'POST', `${ride.iri}/${name}`, payload ?? {});
const report = (username: string, ride: NewRide, payload: object) =>
  call(username, 'PUT', `${ride.iri}/report`, payload);

describe("'Raport kursu' (PUT api/kilometer_course_rides/{id}/report)", () => {
  it('stores the report in hundredths and finishes the ride', async () => {
    const ride = await newKilometerRide(app);
    const response = await report('pasazer', ride, {
      distance: ride.computed,
      highwayCost: 12.5,
      comment: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      '@type': 'KilometerSettlement',
      status: 'finished',
      distance: ride.computed,
      highwayCost: 1250,
      comment: null,
      kilometerRate: expect.any(Number),
    });
    const body = response.json<{ amount: number; kilometerRate: number }>();
    expect(body.amount).toBe(ride.computed * body.kilometerRate + 1250);
  });

  it('asks to justify another distance with 422 and changes nothing', async () => {
    const ride = await newKilometerRide(app);
    const response = await report('pasazer', ride, {
      distance: ride.computed + 30,
      highwayCost: null,
      comment: ' ',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      violations: [{ propertyPath: 'comment', message: KILOMETER_REPORT_MESSAGES.justify }],
    });
    expect(await rideStatus(app, ride.rideId)).toBe('created');
    expect(
      await app.db.select().from(kilometerReports).where(eq(kilometerReports.rideId, ride.rideId)),
    ).toEqual([]);
  });

  it('refuses bad figures with Polish messages', async () => {
    const ride = await newKilometerRide(app);
    const response = await report('pasazer', ride, { distance: -3, highwayCost: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Minimalna liczba przejechanych km to 0');
    expect(await rideStatus(app, ride.rideId)).toBe('created');
  });

  it('is the employee’s only: the company gets 403, a stranger 404, an accepted ride 409', async () => {
    const ride = await newKilometerRide(app);
    const valid = { distance: ride.computed, highwayCost: null };
    expect((await report('firma', ride, valid)).statusCode).toBe(403);
    expect((await report('firma.dbcargo', ride, valid)).statusCode).toBe(404);
    expect((await report('transport', ride, valid)).statusCode).toBe(404);
    await setRideStatus(app, ride.rideId, 'to_be_settled');
    const late = await report('pasazer', ride, valid);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ 'hydra:description': KILOMETER_REFUSALS.status });
  });
});

describe('the settlement steps', () => {
  it('runs report -> accept -> settle -> cancel settlement -> cancel acceptance for the right people only', async () => {
    const ride = await newKilometerRide(app);
    expect((await report('pasazer', ride, { distance: ride.computed, highwayCost: null })).statusCode).toBe(
      200,
    );
    // Only the ride's company accepts: not the employee, not the accountant, not another company.
    expect((await step('pasazer', ride, 'accept_for_settlement')).statusCode).toBe(403);
    expect((await step('ksiegowa', ride, 'accept_for_settlement')).statusCode).toBe(403);
    expect((await step('firma.dbcargo', ride, 'accept_for_settlement')).statusCode).toBe(404);
    expect((await step('ksiegowa', ride, 'settle')).statusCode).toBe(409);
    const accepted = await step('dyspozytor.zewnetrzny', ride, 'accept_for_settlement');
    expect(accepted.json()).toMatchObject({ status: 'to_be_settled' });
    // Only the accountant settles.
    expect((await step('firma', ride, 'settle')).statusCode).toBe(403);
    expect((await step('ksiegowa', ride, 'settle')).json()).toMatchObject({ status: 'settled' });
    expect((await step('firma', ride, 'cancel_acceptance')).statusCode).toBe(409);
    expect((await step('ksiegowa', ride, 'cancel_settlement')).json()).toMatchObject({
      status: 'to_be_settled',
    });
    expect((await step('firma', ride, 'cancel_acceptance')).json()).toMatchObject({ status: 'finished' });
  });

  it("'Niezgodność w rozliczeniu' needs a reason, keeps it, and a new report finishes the ride again", async () => {
    const ride = await newKilometerRide(app);
    await report('pasazer', ride, { distance: ride.computed, highwayCost: null });
    const empty = await step('firma', ride, 'inconsistency', { comment: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      violations: [{ propertyPath: 'comment', message: KILOMETER_REPORT_MESSAGES.inconsistencyReason }],
    });
    expect(await rideStatus(app, ride.rideId)).toBe('finished');
    const marked = await step('firma', ride, 'inconsistency', { comment: 'Brak biletu' });
    expect(marked.json()).toMatchObject({ status: 'inconsistency', inconsistencyComment: 'Brak biletu' });
    const comments = await app.db.select().from(rideComments).where(eq(rideComments.rideId, ride.rideId));
    expect(comments.map((row) => row.content)).toEqual(['Brak biletu']);
    const again = await report('pasazer', ride, {
      distance: ride.computed + 2,
      highwayCost: 3,
      comment: 'objazd',
    });
    expect(again.json()).toMatchObject({ status: 'finished', inconsistencyComment: null, highwayCost: 300 });
  });

  it('lets the company or the employee cancel a ride nobody accepted yet', async () => {
    const ride = await newKilometerRide(app);
    expect((await step('ksiegowa', ride, 'cancel')).statusCode).toBe(403);
    expect((await step('pasazer', ride, 'cancel')).json()).toMatchObject({ status: 'cancelled' });
    expect((await step('firma', ride, 'cancel')).statusCode).toBe(409);
    const other = await newKilometerRide(app);
    await setRideStatus(app, other.rideId, 'to_be_settled');
    expect((await step('firma', other, 'cancel')).statusCode).toBe(409);
    await setRideStatus(app, other.rideId, 'finished');
    expect((await step('firma', other, 'cancel')).json()).toMatchObject({ status: 'cancelled' });
  });

  it('answers 409 for a stale version and 404 for a taxi ride id', async () => {
    const ride = await newKilometerRide(app);
    await report('pasazer', ride, { distance: ride.computed, highwayCost: null });
    expect((await step('firma', ride, 'accept_for_settlement', { version: 1 })).statusCode).toBe(409);
    expect(await rideStatus(app, ride.rideId)).toBe('finished');
    const taxi = await call('firma', 'POST', '/api/kilometer_course_rides/1/accept_for_settlement', {});
    expect(taxi.statusCode).toBe(404);
  });
});

describe('fromStartingPlace / toStartingPlace', () => {
  it('are stored and served back', async () => {
    const ride = await newKilometerRide(app, true);
    const response = await call('pasazer', 'GET', `/api/kilometer_courses/${ride.courseId}`);
    expect(response.statusCode).toBe(200);
    const course = response.json<{
      fromStartingPlace: { id: number } | null;
      toStartingPlace: { id: number } | null;
    }>();
    expect(course.fromStartingPlace?.id).toEqual(expect.any(Number));
    expect(course.toStartingPlace?.id).toEqual(expect.any(Number));
    expect(course.fromStartingPlace?.id).not.toBe(course.toStartingPlace?.id);
  });
});
