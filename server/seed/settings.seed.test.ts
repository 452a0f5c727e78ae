import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { openDatabase, type Database } from '../db/client';
import { userPhones, users } from '../db/schema';
import { DEMO_PASSWORD, seedDemo } from './demo';
import { SETTINGS_DEMO_PHONE, SETTINGS_DEMO_USERNAME, seedSettingsDemo } from './settings.seed';

let database: Database;

beforeAll(async () => {
  database = await openDatabase('memory://', '/tmp/unused');
  await seedDemo(database.db);
  await seedSettingsDemo(database.db);
});
afterAll(() => database.close());

describe('own settings demo', () => {
  it('adds an account of its own with the demo password and one default phone', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.username, SETTINGS_DEMO_USERNAME));
    expect(user).toBeDefined();
    expect(await verifyPassword(DEMO_PASSWORD, user?.passwordHash ?? '')).toBe(true);
    const phones = await database.db
      .select({ phone: userPhones.phone, main: userPhones.main })
      .from(userPhones)
      .where(eq(userPhones.userId, user?.id ?? 0));
    expect(phones).toEqual([{ phone: SETTINGS_DEMO_PHONE, main: true }]);
  });
});
