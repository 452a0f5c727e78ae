/**
 * Issue 34, money writes under concurrency, the taxi settlement on a real PostgreSQL (two app instances
 * stand for two API processes): the bills' save and each settlement step raced by eight writers, the
 * bulk 'Zaakceptuj wszystkie do rozliczenia' raced against itself and against single accepts. Exactly
 * one writer wins each step, every loser gets 409 with the Polish message, no history row is lost or
 * doubled, and the drawer's totals stay the sum of its rows.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxiSettlement } from '../../../domain/contract/settlement.schema';
import { RIDE_REFUSALS } from '../../../domain/rides/ride-messages';
import { courses, rides } from '../../db/course-schema';
import { HTTP_MESSAGES } from '../../http/messages';
import { as } from '../../test/demo-session.support';
import { requiredPostgresUrl } from '../../test/postgres-url.support';
import { expectOneWinner, race, twoProcesses, type TwoProcesses } from '../../test/money/money-race.support';
import {
  getSettlement,
  historyRows,
  parties,
  putSettlement,
  settle,
  settlementCourse,
  type SettlementParties,
} from '../../test/settlement/settlement.support';
import { rideRow } from '../../test/course-core/ride-states.support';

const url = requiredPostgresUrl();
let apps: TwoProcesses;
let one: FastifyInstance;
let p: SettlementParties;

beforeAll(async () => {
  apps = await twoProcesses(url, ['transport', 'firma']);
  one = apps.one;
  p = await parties(one);
}, 120_000);
afterAll(async () => {
  await apps?.one.close();
  await apps?.two.close();
});

const bill = (distance: number) => ({ distance, waitingHours: 0.5, highwayCost: 7.35, comment: null });
const statusRows = async (courseId: number, rideId: number) =>
  (await historyRows(one, courseId)).filter((row) => row.rideId === rideId && row.field === 'status');

/** The drawer's totals are the sums of its rows, in hundredths (distance in km). */
function expectTotalsOfRows(drawer: TaxiSettlement) {
  const figures = drawer.rides.map((ride) => ride.toSettled);
  const sum = (pick: (row: (typeof figures)[number]) => number | null | undefined) =>
    figures.reduce((total, row) => total + (pick(row) ?? 0), 0);
  expect(drawer.totals).toMatchObject({
    distance: sum((row) => row?.distance),
    waitingHundredthsOfHour: sum((row) => row?.waitingHundredthsOfHour),
    highwayCost: sum((row) => row?.highwayCost),
  });
  expect(drawer.totalAmount).toBe(drawer.rides.reduce((total, ride) => total + (ride.amount ?? 0), 0));
  expect(Number.isInteger(drawer.totalAmount)).toBe(true);
}

describe('the taxi settlement under eight competing writers (issue 34)', () => {
  it('saves the bills of one version once: one writer wins, seven get 409, history has one set', async () => {
    const { courseId, rideIds } = await settlementCourse(one, p, ['finished', 'finished']);
    const version = Number(
      /\d+/.exec(String((await getSettlement(one, 'transport', courseId)).headers.etag)),
    );
    const answers = await race(apps, 8, (app, i) =>
      putSettlement(app, 'transport', courseId, {
        version,
        rides: rideIds.map((id) => ({ id, ...bill(50 + i) })),
      }),
    );
    const winner = expectOneWinner(answers, HTTP_MESSAGES.stale).json<TaxiSettlement>();
    const distance = winner.rides[0]?.toSettled?.distance;
    const history = await historyRows(one, courseId);
    expect(history.filter((row) => row.field === 'rides.distance').map((row) => row.toValue)).toEqual([
      String(distance),
      String(distance),
    ]);
    expectTotalsOfRows((await getSettlement(one, 'transport', courseId)).json<TaxiSettlement>());
  });

  it('moves a ride through forward, accept, inconsistency and cancel once per step', async () => {
    const { courseId, rideIds } = await settlementCourse(one, p, ['finished']);
    const [rideId] = rideIds as [number];
    const etag = String((await getSettlement(one, 'transport', courseId)).headers.etag);
    expect(
      (await putSettlement(one, 'transport', courseId, { rides: [{ id: rideId, ...bill(40) }] }, etag))
        .statusCode,
    ).toBe(200);
    const steps: [string, string, object][] = [
      ['transport', 'forward_settlement', {}],
      ['firma', 'accept_settlement', {}],
      ['firma', 'report_inconsistency', { comment: 'Za dużo kilometrów' }],
      ['transport', 'forward_settlement', {}],
      ['firma', 'accept_settlement', {}],
      ['firma', 'cancel_settlement_acceptance', {}],
    ];
    for (const [username, action, body] of steps) {
      const answers = await race(apps, 8, (app) => settle(app, username, rideId, action, body));
      expectOneWinner(answers, RIDE_REFUSALS.status);
    }
    const moves = await statusRows(courseId, rideId);
    expect(moves.map((row) => row.toValue)).toEqual([
      'accepted_by_contractor',
      'accepted_by_customer',
      'tcr_inconsistency',
      'accepted_by_contractor',
      'accepted_by_customer',
      'accepted_by_contractor',
    ]);
    const reasons = (await historyRows(one, courseId)).filter((row) => row.field === 'inconsistency');
    expect(reasons).toHaveLength(1);
    expect((await rideRow(one, rideId)).status).toBe('accepted_by_contractor');
  });

  it('accepts each ride once when bulk accepts race each other and single accepts', async () => {
    const made = [];
    for (let i = 0; i < 4; i++)
      made.push(await settlementCourse(one, p, ['accepted_by_contractor', 'accepted_by_contractor']));
    const rideIds = made.flatMap((course) => course.rideIds);
    const answers = await race(apps, 12, (app, i) =>
      i % 3 === 0 ? bulk(app) : settle(app, 'firma', rideIds[i % rideIds.length] ?? 0, 'accept_settlement'),
    );
    // No deadlock or other 500: a bulk accept answers 200, a single one 200 or 409 (already accepted).
    for (const [i, answer] of answers.entries())
      expect(i % 3 === 0 ? [200] : [200, 409], answer.body).toContain(answer.statusCode);
    for (const [index, rideId] of rideIds.entries()) {
      expect((await rideRow(one, rideId)).status).toBe('accepted_by_customer');
      const moves = await statusRows(made[Math.floor(index / 2)]?.courseId ?? 0, rideId);
      expect(moves.map((row) => row.toValue)).toEqual(['accepted_by_customer']);
    }
  });

  it('takes the course before its rides, as a single step does, so the two never deadlock', async () => {
    const { courseId, rideIds } = await settlementCourse(one, p, ['accepted_by_contractor']);
    // A single step's transaction, paused between its two locks: the course, then (later) its rides.
    let bulkAnswer: Promise<LightMyRequestResponse> | undefined;
    await apps.two.db.transaction(async (tx) => {
      await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');
      bulkAnswer = bulk(one);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.select({ id: rides.id }).from(rides).where(eq(rides.courseId, courseId)).for('update');
    });
    expect((await bulkAnswer)?.statusCode).toBe(200);
    expect((await rideRow(one, rideIds[0] ?? 0)).status).toBe('accepted_by_customer');
  });
});

function bulk(app: FastifyInstance) {
  return as(app, 'firma').then((headers) =>
    app.inject({ method: 'GET', url: '/api/abstract_course/settle', headers }),
  );
}
