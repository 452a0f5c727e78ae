/**
 * Demo data of 'Użytkownicy' (issue 12, docs/spec-decisions.md row 226): an employee of PKP Intercity
 * whom the impersonation journey previews and the list shows, so that no other journey's login is
 * previewed. Called once after the demo data in `server/main.ts`.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema';
import { insertUserBlock } from '../resources/accounts/user-block.repository';
import { DEMO_PASSWORD } from './demo';

export const PREVIEW_DEMO_USERNAME = 'podglad.pracownik';

export async function seedUsersAdminDemo(db: Db): Promise<void> {
  const [intercity] = await db.select().from(companies).where(eq(companies.name, 'PKP Intercity'));
  if (!intercity) return;
  await db.transaction((tx) =>
    insertUserBlock(tx, {
      username: PREVIEW_DEMO_USERNAME,
      password: DEMO_PASSWORD,
      firstname: 'Marta',
      surname: 'Podglądowa',
      email: 'marta.podgladowa@example.com',
      phones: [{ phone: '600900100', main: true }],
      companyId: intercity.id,
      roles: ['ROLE_PASSENGER'],
    }),
  );
}
