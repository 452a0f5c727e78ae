/**
 * Demo data of the own settings (issue 13, part S): an employee of PKP Intercity with one phone, whose
 * phones and password the settings journey (e2e/user-changes-own-phone-and-password.spec.ts) changes,
 * so that no README login and no other journey's account is touched. Called once after the demo data
 * in `server/main.ts`.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema';
import { insertUserBlock } from '../resources/accounts/user-block.repository';
import { DEMO_PASSWORD } from './demo';

export const SETTINGS_DEMO_USERNAME = 'ustawienia.pracownik';
export const SETTINGS_DEMO_PHONE = '600900200';

export async function seedSettingsDemo(db: Db): Promise<void> {
  const [intercity] = await db.select().from(companies).where(eq(companies.name, 'PKP Intercity'));
  if (!intercity) return;
  await db.transaction((tx) =>
    insertUserBlock(tx, {
      username: SETTINGS_DEMO_USERNAME,
      password: DEMO_PASSWORD,
      firstname: 'Tomasz',
      surname: 'Ustawny',
      email: 'tomasz.ustawny@example.com',
      phones: [{ phone: SETTINGS_DEMO_PHONE, main: true }],
      companyId: intercity.id,
      roles: ['ROLE_PASSENGER'],
    }),
  );
}
