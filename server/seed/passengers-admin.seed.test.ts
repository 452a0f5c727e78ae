import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupRateOn } from '../../domain/settlement/rate-stake';
import { openDatabase, type Database } from '../db/client';
import { employeeGroups, stakes } from '../db/schema';
import { seedDemo } from './demo';
import { PASSENGERS_DEMO_GROUP, seedPassengersAdminDemo } from './passengers-admin.seed';

let database: Database;
const NOW = new Date('2026-11-12T09:00:00Z');

beforeAll(async () => {
  database = await openDatabase('memory://', '/tmp/unused');
  await seedDemo(database.db);
  await seedPassengersAdminDemo(database.db, NOW);
});
afterAll(() => database.close());

describe('passengers admin demo', () => {
  it('gives PKP Intercity a group with a stake in force and a later one', async () => {
    const [group] = await database.db
      .select()
      .from(employeeGroups)
      .where(eq(employeeGroups.name, PASSENGERS_DEMO_GROUP));
    const rows = await database.db
      .select()
      .from(stakes)
      .where(eq(stakes.employeeGroupId, group?.id ?? 0));
    expect(rows.map((row) => row.validFrom).sort()).toEqual(['2026-01-01', '2026-12-12']);
    expect(groupRateOn(rows, '2026-11-12')?.validFrom).toBe('2026-01-01');
  });
});
