/**
 * ADR 018 on a real PostgreSQL, where the creates truly overlap: parallel transactions drawing numbers
 * of one seller's month get 1…n with no repeat, and a transaction that rolls back after drawing leaves
 * no gap (its bump of the counter rolls back with it). Another month and another seller count apart.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/invoices-schema';
import { companies, users } from '../../db/schema';
import { createTestApp } from '../../test/factories.support';
import { emptyPostgres, requiredPostgresUrl } from '../../test/postgres-url.support';
import { drawInvoiceNumber } from './invoices.service';

const url = requiredPostgresUrl();
let one: FastifyInstance;
let two: FastifyInstance;
let sellers: number[] = [];
let userId = 0;

beforeAll(async () => {
  await emptyPostgres(url);
  one = await createTestApp({ databaseUrl: url });
  await one.ready();
  two = await createTestApp({ databaseUrl: url });
  await two.ready();
  sellers = (
    await one.db
      .insert(companies)
      .values([
        { name: 'Sprzedawca A', isTransportCompany: true },
        { name: 'Sprzedawca B', isTransportCompany: true },
      ])
      .returning({ id: companies.id })
  ).map((row) => row.id);
  const [user] = await one.db
    .insert(users)
    .values({ username: 'faktury', passwordHash: 'x' })
    .returning({ id: users.id });
  userId = user?.id ?? 0;
}, 60_000);
afterAll(async () => {
  await one?.close();
  await two?.close();
});

/** One create: draw, then insert the invoice (or fail after drawing, which rolls the draw back). */
async function create(app: FastifyInstance, sellerId: number, issueDate: string, fail: boolean) {
  return app.db.transaction(async (tx) => {
    const number = await drawInvoiceNumber(tx, sellerId, issueDate);
    if (fail) throw new Error('the create fails after drawing');
    await tx.insert(invoices).values({
      number,
      sellerId,
      buyerId: sellerId,
      place: 'Warszawa',
      issueDate,
      sellDate: issueDate,
      paymentTo: issueDate,
      kilometerStake: 0,
      waitStake: 0,
      status: 2,
      createdById: userId,
    });
    return number;
  });
}

describe('invoice numbering under concurrent creates (ADR 018)', () => {
  it('gives 1…n without repeat or gap, even when some creates roll back', async () => {
    const [a, b] = sellers as [number, number];
    const runs = Array.from({ length: 24 }, (_, i) =>
      create(i % 2 ? two : one, i % 3 === 2 ? b : a, i % 4 === 3 ? '2026-12-02' : '2026-11-05', i % 5 === 4),
    );
    const results = await Promise.allSettled(runs);
    const numbers = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = results.filter((result) => result.status === 'rejected').length;
    expect(failed).toBe(4);
    const series = (suffix: string) =>
      numbers
        .filter((number) => number.endsWith(suffix))
        .map((number) => Number(/^FV (\d+)\//.exec(number)?.[1]))
        .sort((x, y) => x - y);
    const stored = await one.db
      .select({ number: invoices.number, sellerId: invoices.sellerId })
      .from(invoices);
    expect(stored).toHaveLength(numbers.length);
    for (const seller of [a, b])
      for (const suffix of ['/11/2026', '/12/2026']) {
        const own = stored
          .filter((row) => row.sellerId === seller && row.number.endsWith(suffix))
          .map((row) => Number(/^FV (\d+)\//.exec(row.number)?.[1]))
          .sort((x, y) => x - y);
        expect(own).toEqual(Array.from({ length: own.length }, (_, i) => i + 1));
      }
    expect(series('/11/2026').length + series('/12/2026').length).toBe(20);
  });
});
