/**
 * Issue 34, money writes under concurrency, the kilometer settlement on a real PostgreSQL (two app
 * instances stand for two API processes): 'Raport kursu', 'Zaakceptuj do rozliczenia', 'Rozliczono' and
 * the accountant's bulk 'Rozliczono', each raced by eight writers. One wins, the losers get 409 with the
 * Polish message, and the 'Rozliczenia' totals stay the sums of the page's rows.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  KilometerSettlement,
  KilometerSettlementCollection,
} from '../../../domain/contract/kilometer-settlement.schema';
import { currentMonth } from '../../../domain/settlement/kilometer-month';
import { KILOMETER_REFUSALS } from '../../../domain/settlement/kilometer-transitions';
import { HTTP_MESSAGES } from '../../http/messages';
import { rideRow } from '../../test/course-core/ride-states.support';
import { as } from '../../test/demo-session.support';
import {
  newKilometerRide,
  rideStatus,
  type NewRide,
} from '../../test/kilometer-settlement/kilometer-ride.support';
import { expectOneWinner, race, twoProcesses, type TwoProcesses } from '../../test/money/money-race.support';
import { requiredPostgresUrl } from '../../test/postgres-url.support';

const url = requiredPostgresUrl();
let apps: TwoProcesses;
let one: FastifyInstance;

beforeAll(async () => {
  apps = await twoProcesses(url, ['pasazer', 'firma', 'ksiegowa']);
  one = apps.one;
}, 120_000);
afterAll(async () => {
  await apps?.one.close();
  await apps?.two.close();
});

const call = async (
  app: FastifyInstance,
  username: string,
  method: 'POST' | 'PUT',
  path: string,
  payload: object,
) => app.inject({ method, url: path, headers: await as(app, username), payload });
const step = (app: FastifyInstance, username: string, ride: NewRide, name: string) =>
  call(app, username, 'POST', `${ride.iri}/${name}`, {});

/** A ride reported by its employee and accepted by its company: ready for 'Rozliczono'. */
async function toBeSettled() {
  const ride = await newKilometerRide(one);
  const reported = await call(one, 'pasazer', 'PUT', `${ride.iri}/report`, {
    distance: ride.computed,
    highwayCost: 4.1,
  });
  expect(reported.statusCode, reported.body).toBe(200);
  expect((await step(one, 'firma', ride, 'accept_for_settlement')).statusCode).toBe(200);
  return ride;
}

describe('the kilometer settlement under eight competing writers (issue 34)', () => {
  it('keeps one report of one ride version: one writer wins, seven get 409', async () => {
    const ride = await newKilometerRide(one);
    const { version } = await rideRow(one, ride.rideId);
    const answers = await race(apps, 8, (app, i) =>
      call(app, 'pasazer', 'PUT', `${ride.iri}/report`, {
        version,
        distance: ride.computed + i,
        highwayCost: 1 + i,
        comment: 'Objazd',
      }),
    );
    const winner = expectOneWinner(answers, HTTP_MESSAGES.stale).json<KilometerSettlement>();
    expect(winner.highwayCost).toBe(100 * ((winner.distance ?? 0) - ride.computed + 1));
  });

  it('accepts and settles a ride once each', async () => {
    const ride = await newKilometerRide(one);
    await call(one, 'pasazer', 'PUT', `${ride.iri}/report`, { distance: ride.computed, highwayCost: null });
    expectOneWinner(
      await race(apps, 8, (app) => step(app, 'firma', ride, 'accept_for_settlement')),
      KILOMETER_REFUSALS.status,
    );
    expectOneWinner(
      await race(apps, 8, (app) => step(app, 'ksiegowa', ride, 'settle')),
      KILOMETER_REFUSALS.status,
    );
    expect(await rideStatus(one, ride.rideId)).toBe('settled');
  });

  it('settles a selection once when bulk and single settles race; the page sums its rows', async () => {
    const picked = [await toBeSettled(), await toBeSettled(), await toBeSettled()];
    const rides = picked.map((ride) => ride.iri);
    const answers = await race(apps, 8, (app, i) =>
      i < 4
        ? call(app, 'ksiegowa', 'POST', '/api/kilometer_settlements/settle', { rides })
        : step(app, 'ksiegowa', picked[i % 3] as NewRide, 'settle'),
    );
    // All-or-nothing (row 165): a bulk loser is refused whole, naming the ride it found settled;
    // either one bulk settles all three, or no bulk does and one single settle per ride wins.
    const bulkWins = answers.slice(0, 4).filter((answer) => answer.statusCode === 200).length;
    const singleWins = answers.slice(4).filter((answer) => answer.statusCode === 200).length;
    expect([bulkWins, singleWins]).toContainEqual(bulkWins === 1 ? 1 : 3);
    expect(bulkWins === 1 ? singleWins : bulkWins).toBe(0);
    for (const answer of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json<{ 'hydra:description': string }>()['hydra:description']).toContain(
        KILOMETER_REFUSALS.status,
      );
    }
    for (const ride of picked) expect(await rideStatus(one, ride.rideId)).toBe('settled');

    const page = await one.inject({
      url: `/api/kilometer_settlements?month=${currentMonth(new Date())}&status=settled`,
      headers: await as(one, 'ksiegowa'),
    });
    const body = page.json<KilometerSettlementCollection>();
    const members = body['hydra:member'].filter((ride) => ride.status !== 'cancelled');
    const sum = (pick: (ride: KilometerSettlement) => number | null) =>
      members.reduce((total, ride) => total + (pick(ride) ?? 0), 0);
    expect(body.totals).toMatchObject({
      rides: members.length,
      distance: sum((ride) => ride.distance),
      highwayCost: sum((ride) => ride.highwayCost),
      amount: sum((ride) => ride.amount),
    });
    expect(Number.isInteger(body.totals.amount)).toBe(true);
  });
});
