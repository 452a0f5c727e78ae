import { tmpdir } from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { userPhones, userRoles, users } from '../../db/schema';
import { verifyPassword } from '../../auth/password';
import { ViolationError } from '../../http/errors';
import { phonesOf } from './accounts.repository';
import {
  USER_BLOCK_MESSAGES,
  insertUserBlock,
  softDeleteUser,
  updateUserBlock,
} from './user-block.repository';

let database: Database;
beforeAll(async () => {
  database = await openDatabase('memory://', tmpdir());
});
afterAll(() => database.close());

const person = {
  firstname: 'Żaneta',
  surname: 'Wójcik',
  email: 'zaneta.wojcik@example.pl',
  phones: [
    { phone: '600100200', main: false },
    { phone: '501200300', main: true },
  ],
  companyId: null,
  roles: ['ROLE_PASSENGER'] as const,
};

const violationOf = async (promise: Promise<unknown>) => {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ViolationError);
  return (error as ViolationError).list;
};

describe('user block writer', () => {
  it('creates the user with a free username from the name, roles, phones and no usable password', async () => {
    const first = await database.db.transaction((tx) => insertUserBlock(tx, person));
    const second = await database.db.transaction((tx) =>
      insertUserBlock(tx, { ...person, email: '', phones: [] }),
    );
    const rows = await database.db.select().from(users).where(eq(users.id, first));
    expect(rows[0]?.username).toBe('zaneta.wojcik');
    expect(rows[0]?.email).toBe('zaneta.wojcik@example.pl');
    expect(await verifyPassword('', rows[0]?.passwordHash ?? '')).toBe(false);
    const [again] = await database.db.select().from(users).where(eq(users.id, second));
    expect(again?.username).toBe('zaneta.wojcik2');
    expect(again?.email).toBeNull();
    const roles = await database.db.select().from(userRoles).where(eq(userRoles.userId, first));
    expect(roles.map((row) => row.role).sort()).toEqual(['ROLE_DEFAULT', 'ROLE_PASSENGER'].sort());
    const phones = (await phonesOf(database.db, [first])).get(first);
    expect(phones?.map((entry) => [entry.phone, entry.main])).toEqual([
      ['501200300', true],
      ['600100200', false],
    ]);
  });

  it('refuses a taken e-mail or username with a violation and writes nothing', async () => {
    const before = await database.db.select().from(users);
    expect(
      await violationOf(
        database.db.transaction((tx) =>
          insertUserBlock(tx, { ...person, email: 'ZANETA.wojcik@example.pl' }),
        ),
      ),
    ).toEqual([{ propertyPath: 'email', message: USER_BLOCK_MESSAGES.emailTaken }]);
    expect(
      await violationOf(
        database.db.transaction((tx) =>
          insertUserBlock(tx, { ...person, email: '', username: 'Zaneta.Wojcik' }),
        ),
      ),
    ).toEqual([{ propertyPath: 'username', message: USER_BLOCK_MESSAGES.usernameTaken }]);
    expect(await database.db.select().from(users)).toHaveLength(before.length);
  });

  it('keeps the ids of phones it is given back, adds new ones, drops the rest, bumps the version', async () => {
    const id = await database.db.transaction((tx) =>
      insertUserBlock(tx, { ...person, email: 'edytowana@example.pl' }),
    );
    const [kept] = (await phonesOf(database.db, [id])).get(id) ?? [];
    if (!kept) throw new Error('no phone');
    await database.db.transaction((tx) =>
      updateUserBlock(tx, id, {
        firstname: 'Anna',
        surname: 'Nowak',
        email: '',
        phones: [
          { id: kept.id, phone: kept.phone, main: false },
          { phone: '698765432', main: true },
        ],
      }),
    );
    const phones = await database.db.select().from(userPhones).where(eq(userPhones.userId, id));
    expect(phones.map((row) => [row.id === kept.id, row.phone, row.main]).sort()).toEqual(
      [
        [true, kept.phone, false],
        [false, '698765432', true],
      ].sort(),
    );
    const [row] = await database.db.select().from(users).where(eq(users.id, id));
    expect([row?.firstname, row?.surname, row?.email, row?.version]).toEqual(['Anna', 'Nowak', null, 2]);
  });

  it('soft-deletes: the row and its name stay, the account is inactive', async () => {
    const id = await database.db.transaction((tx) =>
      insertUserBlock(tx, { ...person, email: '', phones: [] }),
    );
    await database.db.transaction((tx) => softDeleteUser(tx, id));
    const [row] = await database.db.select().from(users).where(eq(users.id, id));
    expect([row?.isActive, row?.firstname]).toEqual([false, 'Żaneta']);
  });
});
