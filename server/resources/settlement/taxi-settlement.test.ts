import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTLEMENT_BILL_MESSAGES } from '../../../domain/settlement/settlement-bill.schema';
import { courses, rideComments, rides } from '../../db/course-schema';
import { buildWriteApp } from '../../test/course-writes/write-app.support';
import {
  type SettlementParties,
  getSettlement,
  historyRows,
  parties,
  putSettlement,
  settle,
  settlementCourse,
} from '../../test/settlement/settlement.support';
import { FORWARD_NEEDS_FIGURES } from './settlement-transition.service';

let app: FastifyInstance;
let p: SettlementParties;

beforeAll(async () => {
  app = await buildWriteApp();
  p = await parties(app);
});
afterAll(() => app.close());

const bill = { distance: 50, waitingHours: 1.5, highwayCost: 12.5, comment: 'ok' };
const statusOf = async (id: number) =>
  (await app.db.select({ status: rides.status }).from(rides).where(eq(rides.id, id)))[0]?.status;

describe('GET /api/taxi_courses/{id}/settlement', () => {
  it("gives each party its drawer and hides others' prices", async () => {
    const { courseId } = await settlementCourse(app, p, ['finished', 'finished'], true);
    const views = new Map<string, unknown>();
    for (const username of ['firma', 'transport', 'podwykonawca']) {
      const response = await getSettlement(app, username, courseId);
      expect(response.statusCode, username).toBe(200);
      expect(response.headers.etag).toMatch(/^W\/"\d+"$/);
      views.set(username, response.json());
    }
    expect(views.get('firma')).toMatchObject({
      view: 'customer',
      billForSubcontractor: null,
      billForDriver: null,
    });
    expect(views.get('transport')).toMatchObject({
      view: 'contractorWithSubcontractor',
      billForDriver: null,
    });
    expect(views.get('podwykonawca')).toMatchObject({ view: 'subcontractor', totalAmount: null });
    expect((views.get('podwykonawca') as { rides: { toSettled: unknown }[] }).rides[0]?.toSettled).toBeNull();
  });
  it('answers 403 to who has no drawer and 404 to who cannot see the course', async () => {
    const { courseId } = await settlementCourse(app, p, ['finished']);
    expect((await getSettlement(app, 'admin', courseId)).statusCode).toBe(403);
    expect((await getSettlement(app, 'firma.dbcargo', courseId)).statusCode).toBe(404);
    expect((await getSettlement(app, 'transport.slask', courseId)).statusCode).toBe(404);
  });
});

describe('PUT /api/taxi_courses/{id}/settlement', () => {
  it('saves the client bill in hundredths, prices it with the stake and writes history', async () => {
    const { courseId, rideIds } = await settlementCourse(app, p, ['finished', 'finished']);
    const first = await getSettlement(app, 'transport', courseId);
    const etag = first.headers.etag as string;
    const response = await putSettlement(
      app,
      'transport',
      courseId,
      { rides: rideIds.map((id) => ({ id, ...bill })), billForDriver: { ...bill, distance: 40 } },
      etag,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.rides[0].toSettled).toEqual({
      distance: 50,
      waitingHundredthsOfHour: 150,
      highwayCost: 1250,
      comment: 'ok',
    });
    // PKP Intercity - Taxi Trans: 3,20 zł/km, 45 zł/h.
    expect(body.rides[0].amount).toBe(50 * 320 + 1.5 * 4500 + 1250);
    expect(body.totalAmount).toBe(2 * body.rides[0].amount);
    expect(body.totals).toEqual({ distance: 100, waitingHundredthsOfHour: 300, highwayCost: 2500 });
    expect(body.billForDriver.distance).toBe(40);
    expect(response.headers.etag).not.toBe(etag);
    const history = await historyRows(app, courseId);
    expect(history.filter((row) => row.field === 'rides.distance')).toHaveLength(2);
    expect(history.find((row) => row.field === 'billForDriver.distance')).toMatchObject({
      fromValue: null,
      toValue: '40',
    });
    // A stale write: 412, nothing written.
    const stale = await putSettlement(
      app,
      'transport',
      courseId,
      { rides: [{ id: rideIds[0], ...bill, distance: 1 }] },
      etag,
    );
    expect(stale.statusCode).toBe(412);
    expect((await historyRows(app, courseId)).length).toBe(history.length);
  });
  it('refuses bad figures with the Polish message of §5, writing nothing', async () => {
    const { courseId, rideIds } = await settlementCourse(app, p, ['finished']);
    const etag = (await getSettlement(app, 'transport', courseId)).headers.etag as string;
    for (const [figures, message] of [
      [{ distance: -1 }, SETTLEMENT_BILL_MESSAGES.distanceMin],
      [{ distance: 2.5 }, SETTLEMENT_BILL_MESSAGES.distanceInteger],
      [{ distance: 2, highwayCost: -3 }, SETTLEMENT_BILL_MESSAGES.notNegative],
    ] as const) {
      const response = await putSettlement(
        app,
        'transport',
        courseId,
        { rides: [{ id: rideIds[0], ...figures }] },
        etag,
      );
      expect([400, 422]).toContain(response.statusCode);
      expect(response.body).toContain(message);
    }
    const foreign = await putSettlement(
      app,
      'transport',
      courseId,
      { rides: [{ id: 999_999, ...bill }] },
      etag,
    );
    expect(foreign.statusCode).toBe(422);
    const noVersion = await putSettlement(app, 'transport', courseId, {
      rides: [{ id: rideIds[0], ...bill }],
    });
    expect(noVersion.statusCode).toBe(428);
    expect(await historyRows(app, courseId)).toHaveLength(0);
  });
  /** The transport company saves the one ride's client bill (§5's one-ride rule then writes the course's). */
  const saveOnlyRideBill = async (courseId: number, rideId: number | undefined) => {
    const etag = (await getSettlement(app, 'transport', courseId)).headers.etag as string;
    const response = await putSettlement(
      app,
      'transport',
      courseId,
      { rides: [{ id: rideId, ...bill }] },
      etag,
    );
    expect(response.statusCode).toBe(200);
    return response;
  };
  it("applies the one-ride rule to the course's bill (§5)", async () => {
    const { courseId, rideIds } = await settlementCourse(app, p, ['finished'], true);
    const response = await saveOnlyRideBill(courseId, rideIds[0]);
    // settled 50, driver 47, computed 45.4 -> 45
    expect(response.json().billForSubcontractor).toMatchObject({ distance: 45, highwayCost: 1250 });
    expect(response.json().billForSubcontractorAmount).toBe(45 * 280 + 1.5 * 4000 + 1250);
  });
  it("pays the driver the waiting hours the driver reported, not the client's (issue 31)", async () => {
    const { courseId, rideIds } = await settlementCourse(app, p, ['finished']);
    await app.db.update(courses).set({ driverWaitingHours: 0.5 }).where(eq(courses.id, courseId));
    const response = await saveOnlyRideBill(courseId, rideIds[0]);
    expect(response.json().rides[0].toSettled).toMatchObject({ waitingHundredthsOfHour: 150 });
    expect(response.json().billForDriver).toMatchObject({
      distance: 45,
      waitingHundredthsOfHour: 50,
      highwayCost: 1250,
    });
  });

  it("refuses another party's bill (403) and a ride already forwarded (409)", async () => {
    const { courseId, rideIds } = await settlementCourse(app, p, ['accepted_by_contractor'], true);
    const etag = (await getSettlement(app, 'transport', courseId)).headers.etag as string;
    const rideBill = { rides: [{ id: rideIds[0], ...bill }] };
    expect((await putSettlement(app, 'podwykonawca', courseId, rideBill, etag)).statusCode).toBe(403);
    expect((await putSettlement(app, 'firma', courseId, { billForDriver: bill }, etag)).statusCode).toBe(403);
    expect((await putSettlement(app, 'transport', courseId, { billForDriver: bill }, etag)).statusCode).toBe(
      403,
    );
    expect((await putSettlement(app, 'transport', courseId, rideBill, etag)).statusCode).toBe(409);
    const sub = await putSettlement(app, 'podwykonawca', courseId, { billForDriver: bill }, etag);
    expect(sub.statusCode).toBe(200);
    expect(sub.json().billForDriver.distance).toBe(50);
  });
});

describe('settlement transitions', () => {
  it('forward, accept, cancel acceptance, report an inconsistency: each writes history', async () => {
    const { courseId, rideIds } = await settlementCourse(app, p, ['finished']);
    const ride = rideIds[0] as number;
    const refused = await settle(app, 'transport', ride, 'forward_settlement');
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(FORWARD_NEEDS_FIGURES);
    const etag = (await getSettlement(app, 'transport', courseId)).headers.etag as string;
    await putSettlement(app, 'transport', courseId, { rides: [{ id: ride, ...bill }] }, etag);
    expect((await settle(app, 'firma', ride, 'forward_settlement')).statusCode).toBe(403);
    expect((await settle(app, 'transport', ride, 'forward_settlement')).statusCode).toBe(200);
    expect(await statusOf(ride)).toBe('accepted_by_contractor');
    expect((await settle(app, 'transport', ride, 'accept_settlement')).statusCode).toBe(403);
    expect((await settle(app, 'firma', ride, 'accept_settlement')).statusCode).toBe(200);
    expect((await settle(app, 'firma', ride, 'accept_settlement')).statusCode).toBe(409);
    expect((await settle(app, 'firma', ride, 'cancel_settlement_acceptance')).statusCode).toBe(200);
    expect(await statusOf(ride)).toBe('accepted_by_contractor');
    const noReason = await settle(app, 'firma', ride, 'report_inconsistency', { comment: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.body).toContain('Należy podać powód niezgodności');
    const reported = await settle(app, 'firma', ride, 'report_inconsistency', { comment: 'Za dużo km' });
    expect(reported.statusCode).toBe(200);
    expect(await statusOf(ride)).toBe('tcr_inconsistency');
    const comments = await app.db.select().from(rideComments).where(eq(rideComments.rideId, ride));
    expect(comments.map((row) => row.content)).toContain('Za dużo km');
    const fields = (await historyRows(app, courseId)).map((row) => `${row.field}:${row.toValue}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'status:accepted_by_contractor',
        'status:accepted_by_customer',
        'status:tcr_inconsistency',
        'inconsistency:Za dużo km',
      ]),
    );
    // The history is shown to the railway company without the transport companies' bills.
    const seen = (await getSettlement(app, 'firma', courseId)).json().history as { field: string }[];
    expect(seen.length).toBeGreaterThanOrEqual(6);
    // Corrected and forwarded again.
    expect((await settle(app, 'transport', ride, 'forward_settlement')).statusCode).toBe(200);
  });
  it("never lets a company accept another's ride nor a transport company settle another's", async () => {
    const { rideIds } = await settlementCourse(app, p, ['accepted_by_contractor']);
    const ride = rideIds[0] as number;
    expect((await settle(app, 'firma.dbcargo', ride, 'accept_settlement')).statusCode).toBe(404);
    expect((await settle(app, 'transport.slask', ride, 'forward_settlement')).statusCode).toBe(404);
    expect((await settle(app, 'podwykonawca', ride, 'accept_settlement')).statusCode).toBe(404);
    expect((await settle(app, 'admin', ride, 'accept_settlement')).statusCode).toBe(403);
    expect(await statusOf(ride)).toBe('accepted_by_contractor');
  });
  it('a stale If-Match gets 412 and changes nothing', async () => {
    const { rideIds } = await settlementCourse(app, p, ['accepted_by_contractor']);
    const ride = rideIds[0] as number;
    const response = await app.inject({
      method: 'POST',
      url: `/api/taxi_course_rides/${ride}/accept_settlement`,
      headers: {
        ...(await (await import('../../test/course-writes/write-app.support')).as(app, 'firma')),
        'if-match': 'W/"999"',
      },
      payload: {},
    });
    expect(response.statusCode).toBe(412);
    expect(await statusOf(ride)).toBe('accepted_by_contractor');
  });
});
