/**
 * The harness of the money-write races on PostgreSQL (issue 34): two app instances on one database
 * stand for two API processes, each with its own pool, so competing requests truly overlap. `race`
 * fires N copies of one write, alternating the instances, and answers their responses in order.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { seedDemo } from '../../seed/demo';
import { as, shareLogins } from '../demo-session.support';
import { createTestApp } from '../factories.support';
import { emptyPostgres } from '../postgres-url.support';

export interface TwoProcesses {
  one: FastifyInstance;
  two: FastifyInstance;
}

/**
 * An emptied database with the demo data (its companies, people and places; no demo courses), two
 * app instances on it, and `logins` logged in once for both (eight racers asking for a token at once
 * would each log in: slow, and not what is raced).
 */
export async function twoProcesses(
  url: string,
  logins: readonly string[],
  now?: () => Date,
): Promise<TwoProcesses> {
  await emptyPostgres(url);
  const one = await createTestApp({ databaseUrl: url }, now ? { now } : {});
  await one.ready();
  const two = await createTestApp({ databaseUrl: url }, now ? { now } : {});
  await two.ready();
  await seedDemo(one.db);
  for (const username of logins) await as(one, username);
  shareLogins(one, two);
  return { one, two };
}

/** `count` simultaneous calls of `write`, every other one through the second process. */
export function race(
  apps: TwoProcesses,
  count: number,
  write: (app: FastifyInstance, index: number) => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => write(i % 2 ? apps.two : apps.one, i)));
}

/** Exactly one answer `won` (200 unless told); every other one 409 with `message` in Polish. */
export function expectOneWinner(
  answers: readonly LightMyRequestResponse[],
  message: string,
  won = 200,
): LightMyRequestResponse {
  const codes = answers.map((answer) => answer.statusCode).sort((a, b) => a - b);
  expect(codes).toEqual([won, ...Array<number>(answers.length - 1).fill(409)]);
  for (const loser of answers.filter((answer) => answer.statusCode === 409))
    expect(loser.json<{ 'hydra:description': string }>()['hydra:description']).toBe(message);
  const winner = answers.find((answer) => answer.statusCode === won);
  if (!winner) throw new Error('no winner');
  return winner;
}
