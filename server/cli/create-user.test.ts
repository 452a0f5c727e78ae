import { tmpdir } from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { userRoles, users } from '../db/schema';
import { UsageError, createUser, parseCreateUserArgs } from './create-user';

let database: Database;

beforeAll(async () => {
  database = await openDatabase('memory://', tmpdir());
});
afterAll(() => database.close());

const args = (extra: string[] = []) => [
  '--username',
  'szef',
  '--password',
  'Tajne123!',
  '--roles',
  'ROLE_ADMIN',
  ...extra,
];

describe('create-user', () => {
  it('creates the user with a verifiable hash and normalised roles', async () => {
    const id = await createUser(
      database.db,
      parseCreateUserArgs(
        args(['--roles', 'ROLE_ADMIN,ROLE_IMPERSONATOR', '--firstname', 'Ewa', '--email', 'ewa@example.com']),
      ),
    );
    const [user] = await database.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ username: 'szef', firstname: 'Ewa', email: 'ewa@example.com' });
    expect(await verifyPassword('Tajne123!', user?.passwordHash ?? '')).toBe(true);
    const roles = await database.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, id));
    expect(roles.map((r) => r.role).sort()).toEqual(['ROLE_ADMIN', 'ROLE_DEFAULT', 'ROLE_IMPERSONATOR']);
  });

  it('refuses a duplicate username in any letter case', async () => {
    await expect(createUser(database.db, parseCreateUserArgs(args(['--username', 'SZEF'])))).rejects.toThrow(
      'Użytkownik o nazwie SZEF już istnieje.',
    );
  });

  it('refuses unknown roles, short passwords, bad company ids and unknown options', () => {
    expect(() => parseCreateUserArgs(args(['--roles', 'ROLE_ADMIN,ROLE_BOSS']))).toThrow(
      /Nieznane role: ROLE_BOSS/,
    );
    expect(() => parseCreateUserArgs(args(['--password', 'krotkie']))).toThrow(UsageError);
    expect(() => parseCreateUserArgs(args(['--company-id', 'abc']))).toThrow(UsageError);
    expect(() => parseCreateUserArgs(args(['--admin']))).toThrow();
  });

  it('refuses a company that does not exist', async () => {
    await expect(
      createUser(database.db, parseCreateUserArgs(args(['--username', 'inny', '--company-id', '999']))),
    ).rejects.toThrow('Nie ma firmy o id 999.');
  });
});
