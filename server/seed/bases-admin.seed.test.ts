import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accommodations } from '../db/accommodations-schema';
import { createTestApp } from '../test/factories.support';
import { DEMO_STAYS, seedBasesAdminDemo } from './bases-admin.seed';
import { seedDemo } from './demo';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({});
  await app.ready();
  await seedDemo(app.db);
  await seedBasesAdminDemo(app.db, new Date('2026-03-02T23:30:00Z'));
});
afterAll(async () => {
  await app.close();
});

describe('demo accommodations', () => {
  it('books every demo stay at its hotel, in Polish days around today, in every status', async () => {
    const rows = await app.db.select().from(accommodations);
    expect(rows).toHaveLength(DEMO_STAYS.length);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['booked', 'confirmed', 'cancelled']));
    // 23:30 UTC is already 3 March in Warsaw.
    expect(rows.map((row) => row.checkIn)).toContain('2026-03-04');
    expect(rows.every((row) => row.checkOut > row.checkIn)).toBe(true);
  });
});
