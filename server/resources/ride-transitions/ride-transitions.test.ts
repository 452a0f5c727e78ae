import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { invoiceCourses, invoices } from '../../db/invoices-schema';
import { users } from '../../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildWriteApp, companyId } from '../../test/course-writes/write-app.support';
import {
  courseRow,
  messagesAbout,
  rideIn,
  rideRow,
  transition,
  writeCounts,
} from '../../test/course-core/ride-states.support';

let app: FastifyInstance;

/** An issued invoice of Taxi Trans Warszawa to PKP Intercity listing the course; answers its id. */
async function invoiceOf(app: FastifyInstance, courseId: number): Promise<number> {
  const [seller] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'transport'));
  const [invoice] = await app.db
    .insert(invoices)
    .values({
      number: `FV/TEST/${courseId}`,
      sellerId: await companyId(app, 'Taxi Trans Warszawa'),
      buyerId: await companyId(app, 'PKP Intercity'),
      place: 'Warszawa',
      issueDate: '2030-03-31',
      sellDate: '2030-03-31',
      paymentTo: '2030-04-14',
      kilometerStake: 0,
      waitStake: 0,
      status: 2,
      createdById: seller?.id ?? 0,
    })
    .returning({ id: invoices.id });
  if (!invoice) throw new Error('no invoice');
  await app.db.insert(invoiceCourses).values({ invoiceId: invoice.id, courseId });
  return invoice.id;
}

beforeAll(async () => {
  app = await buildWriteApp();
});
afterAll(() => app.close());

const PAST = new Date(Date.now() - 2 * 3600_000);
const WAITING = 'waiting_for_transport_company_acceptance';

interface Case {
  name: string;
  user: string;
  action: string;
  from: string;
  payload?: object;
  startsAt?: Date;
  expected: string;
}

const allowed: Case[] = [
  {
    name: 'the contractor accepts',
    user: 'transport',
    action: 'accept',
    from: WAITING,
    expected: 'accepted_by_transport_company',
  },
  {
    name: 'the contractor accepts a ride it did not accept in time',
    user: 'transport',
    action: 'accept',
    from: 'not_accepted_by_transport_company',
    expected: 'accepted_by_transport_company',
  },
  {
    name: 'the contractor declines',
    user: 'transport',
    action: 'decline',
    from: WAITING,
    expected: 'declined_by_transport_company',
  },
  {
    name: 'a dispatcher cancels',
    user: 'dyspozytor',
    action: 'cancel',
    from: 'accepted_by_driver',
    expected: 'cancelled',
  },
  {
    name: 'the railway company cancels before the start',
    user: 'firma',
    action: 'cancel',
    from: 'planning',
    expected: 'cancelled',
  },
  {
    name: 'the railway company cancels after the start',
    user: 'firma',
    action: 'cancel',
    from: 'accepted_by_driver',
    startsAt: PAST,
    expected: 'cancelled_during_realization',
  },
  {
    name: 'the superior contractor cancels',
    user: 'transport.nadrzedny',
    action: 'cancel',
    from: 'planning',
    expected: 'cancelled',
  },
  {
    name: 'the contractor cancels during realization',
    user: 'transport',
    action: 'cancel_during_realization',
    from: 'accepted_by_driver',
    startsAt: PAST,
    expected: 'cancelled_during_realization',
  },
  // Taxi Trans sends SMS to employees and the course has a driver (§4 restore rule).
  {
    name: 'the company restores',
    user: 'firma',
    action: 'restore',
    from: 'cancelled',
    expected: 'waiting_for_driver_acceptance',
  },
  {
    name: 'an admin sets a status by hand',
    user: 'admin',
    action: 'status',
    from: 'planning',
    payload: { status: 'finished' },
    expected: 'finished',
  },
  {
    name: 'the superior contractor sets a status by hand',
    user: 'transport.nadrzedny',
    action: 'status',
    from: 'finished',
    payload: { status: 'accepted_by_contractor' },
    expected: 'accepted_by_contractor',
  },
];

describe('ride transitions allowed', () => {
  it.each(allowed)(
    '$name: $from -> $expected',
    async ({ user, action, from, payload, startsAt, expected }) => {
      const { courseId, rideId } = await rideIn(app, { status: from, startsAt });
      const before = await courseRow(app, courseId);
      const counts = await writeCounts(app);
      const response = await transition(app, user, rideId, action, payload);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ id: number; rides: { id: number; status: string }[] }>();
      expect(body.rides.find((ride) => ride.id === rideId)?.status).toBe(expected);
      expect(response.headers.etag).toBe(`W/"${before.version + 1}"`);
      expect((await rideRow(app, rideId)).status).toBe(expected);
      expect((await writeCounts(app)).events).toBe(counts.events + 1);
    },
  );

  it('restores to waiting for the transport company without SMS, to finished with a driver distance', async () => {
    const plain = await rideIn(app, { status: 'cancelled', course: { driverId: null } });
    const restored = await transition(app, 'dyspozytor', plain.rideId, 'restore');
    expect(restored.statusCode).toBe(200);
    expect((await rideRow(app, plain.rideId)).status).toBe(WAITING);
    const driven = await rideIn(app, {
      status: 'cancelled_during_realization',
      course: { driverDistance: 42 },
    });
    await transition(app, 'dyspozytor', driven.rideId, 'restore');
    expect((await rideRow(app, driven.rideId)).status).toBe('finished');
  });

  it('cancels a ride in settlement without messages and restores its settlement state (row 644)', async () => {
    const { rideId } = await rideIn(app, {
      status: 'accepted_by_customer',
      course: { driverDistance: 42 },
    });
    expect((await transition(app, 'dyspozytor', rideId, 'cancel')).statusCode).toBe(200);
    expect(await rideRow(app, rideId)).toMatchObject({
      status: 'cancelled',
      statusBeforeCancel: 'accepted_by_customer',
    });
    expect((await transition(app, 'dyspozytor', rideId, 'restore')).statusCode).toBe(200);
    expect(await rideRow(app, rideId)).toMatchObject({
      status: 'accepted_by_customer',
      statusBeforeCancel: null,
    });
    // The driver and the transport company are not told about a ride that is over.
    expect(await messagesAbout(app, rideId)).toEqual([]);
  });

  it('refuses to cancel a ride of an invoiced course and writes nothing (row 644)', async () => {
    const { courseId, rideId } = await rideIn(app, { status: 'accepted_by_customer' });
    const invoiceId = await invoiceOf(app, courseId);
    const read = await app.inject({ url: `/api/taxi_courses/${courseId}`, headers: await as(app, 'firma') });
    expect(read.json<{ invoiced: boolean }>().invoiced).toBe(true);
    const counts = await writeCounts(app);
    const refused = await transition(app, 'firma', rideId, 'cancel');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      'hydra:description': 'Kurs jest na fakturze. Aby anulować przejazd, anuluj najpierw fakturę.',
    });
    expect((await rideRow(app, rideId)).status).toBe('accepted_by_customer');
    expect(await writeCounts(app)).toEqual(counts);
    // A cancelled invoice lets the course go.
    await app.db.update(invoiceCourses).set({ active: false }).where(eq(invoiceCourses.invoiceId, invoiceId));
    expect((await transition(app, 'firma', rideId, 'cancel')).statusCode).toBe(200);
  });

  it('keeps an invoiced course as invoiced: no restore, no dispute, no un-accept (row 810)', async () => {
    const { courseId, rideId } = await rideIn(app, { status: 'accepted_by_customer' });
    const cancelled = await rideIn(app, { status: 'cancelled' });
    const invoiceIds = [await invoiceOf(app, courseId), await invoiceOf(app, cancelled.courseId)];
    const counts = await writeCounts(app);
    const refusals: [string, number, string, object | undefined, string][] = [
      ['dyspozytor', cancelled.rideId, 'restore', undefined, 'Aby przywrócić przejazd'],
      [
        'firma',
        rideId,
        'report_inconsistency',
        { comment: 'Za dużo km' },
        'Aby zmienić rozliczenie przejazdu',
      ],
      ['firma', rideId, 'cancel_settlement_acceptance', {}, 'Aby zmienić rozliczenie przejazdu'],
    ];
    for (const [user, id, action, payload, why] of refusals) {
      const refused = await transition(app, user, id, action, payload);
      expect(refused.statusCode, action).toBe(409);
      expect(refused.json<Record<string, string>>()['hydra:description']).toBe(
        `Kurs jest na fakturze. ${why}, anuluj najpierw fakturę.`,
      );
    }
    expect(await writeCounts(app)).toEqual(counts);
    expect((await rideRow(app, rideId)).status).toBe('accepted_by_customer');
    expect((await rideRow(app, cancelled.rideId)).status).toBe('cancelled');
    // The drawer knows, so it offers neither button.
    const drawer = await app.inject({
      url: `/api/taxi_courses/${courseId}/settlement`,
      headers: await as(app, 'firma'),
    });
    expect(drawer.json<{ invoiced: boolean }>().invoiced).toBe(true);
    // Once the invoices are cancelled, all three may happen again.
    for (const invoiceId of invoiceIds)
      await app.db
        .update(invoiceCourses)
        .set({ active: false })
        .where(eq(invoiceCourses.invoiceId, invoiceId));
    expect((await transition(app, 'dyspozytor', cancelled.rideId, 'restore')).statusCode).toBe(200);
    expect((await transition(app, 'firma', rideId, 'cancel_settlement_acceptance', {})).statusCode).toBe(200);
  });

  it('tells the executor and the driver about a cancel and the dispatcher about a refusal', async () => {
    const cancelled = await rideIn(app, { status: 'accepted_by_driver' });
    await transition(app, 'firma', cancelled.rideId, 'cancel');
    const toExecutorAndDriver = await messagesAbout(app, cancelled.rideId);
    expect(toExecutorAndDriver.map((m) => [m.channel, m.recipient]).sort()).toEqual([
      ['email', 'dyspozytornia@taxitrans.waw.pl'],
      ['sms', '720318645'],
    ]);
    expect(toExecutorAndDriver[0]?.subject).toMatch(/^Przejazd .+ został anulowany$/);
    const declined = await rideIn(app, { status: WAITING });
    await transition(app, 'transport', declined.rideId, 'decline');
    expect((await messagesAbout(app, declined.rideId)).map((m) => m.recipient)).toEqual([
      'dyspozytor@kursownik.pl',
    ]);
  });

  it('gives the dispatcher the reason of a refusal, and refuses a reason too long with 422 (row 646)', async () => {
    const declined = await rideIn(app, { status: WAITING });
    const answer = await transition(app, 'transport', declined.rideId, 'decline', {
      reason: '  Brak wolnego kierowcy tej nocy.  ',
    });
    expect(answer.statusCode).toBe(200);
    const [message] = await messagesAbout(app, declined.rideId);
    expect(message?.body).toContain('Powód: Brak wolnego kierowcy tej nocy. Szczegóły w Kursowniku.');

    const waiting = await rideIn(app, { status: WAITING });
    const counts = await writeCounts(app);
    const long = await transition(app, 'transport', waiting.rideId, 'decline', { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(long.body).toContain('Wartość jest zbyt długa (najwyżej 500 znaków)');
    expect((await rideRow(app, waiting.rideId)).status).toBe(WAITING);
    expect(await writeCounts(app)).toEqual(counts);
  });

  it('tells the SPA for which railway companies a transport company is superior', async () => {
    const me = await app.inject({ url: '/api/users/me', headers: await as(app, 'transport.nadrzedny') });
    expect(me.json<{ superiorOf: number[] }>().superiorOf).toContain(await companyId(app, 'PKP Intercity'));
    const plain = await app.inject({ url: '/api/users/me', headers: await as(app, 'transport') });
    expect(plain.json<{ superiorOf: number[] }>().superiorOf).toEqual([]);
  });

  it('lets a subcontractor, not the contractor, answer for a subcontracted ride', async () => {
    const autoPrzewozy = await companyId(app, 'Auto-Przewozy Kraków');
    const { rideId } = await rideIn(app, {
      status: WAITING,
      course: { subcontractorId: autoPrzewozy },
    });
    expect((await transition(app, 'transport', rideId, 'accept')).statusCode).toBe(403);
    expect((await transition(app, 'podwykonawca', rideId, 'accept')).statusCode).toBe(200);
  });
});
