/**
 * Issue 29 item 2 through the real routes: the passenger and driver forms write the account's
 * e-mail, phones and company only for its user administrators (domain/people/account-fields.ts,
 * docs/spec-decisions.md rows 591-593).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FIELD_MESSAGES } from '../../../domain/people/account-fields';
import { refreshTokens, userPhones, userRoles, users } from '../../db/schema';
import { as, buildWriteApp, companyId } from '../../test/course-writes/write-app.support';

let app: FastifyInstance;

interface Person {
  id: number;
  userId: number;
  email: string | null;
  phones: { id: number; phone: string; main: boolean }[];
  version: number;
  company?: { id: number } | null;
  accountEditable?: boolean;
  employerEditable?: boolean;
  homeEditable?: boolean;
  'hydra:description'?: string;
}

async function call(username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await app.inject({
    method,
    url,
    headers: await as(app, username),
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json<Person>() };
}

let counter = 0;
const person = (extra: object = {}) => {
  counter += 1;
  return {
    firstname: 'Konto',
    surname: `Chronione${counter}`,
    email: `konto${counter}@example.pl`,
    phones: [{ phone: '501234567', main: true }],
    ...extra,
  };
};
const attacker = { email: 'napastnik@example.pl', phones: [{ phone: '699999999', main: true }] };

async function stored(userId: number) {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId));
  const phones = await app.db.select().from(userPhones).where(eq(userPhones.userId, userId));
  return { email: user?.email, companyId: user?.companyId, phones: phones.map((row) => row.phone) };
}

async function passengerOfIntercity() {
  const { status, body } = await call('firma', 'POST', '/api/passengers', person());
  expect(status).toBe(201);
  return body;
}

async function liveToken(userId: number) {
  await app.db.insert(refreshTokens).values({
    tokenHash: `test-${userId}-${Date.now()}`,
    userId,
    familyId: `family-${userId}`,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
}
const liveTokens = async (userId: number) =>
  app.db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));

beforeAll(async () => {
  app = await buildWriteApp();
}, 60_000);
afterAll(() => app.close());

describe('PUT /api/passengers/{id}: the account fields', () => {
  it.each(['transport', 'dyspozytor.zewnetrzny', 'dyspozytor'])(
    '%s renames a passenger but leaves its e-mail and phones as stored',
    async (username) => {
      const passenger = await passengerOfIntercity();
      const before = await stored(passenger.userId);
      const { status, body } = await call(username, 'PUT', `/api/passengers/${passenger.id}`, {
        ...person({ firstname: 'Zmienione' }),
        ...attacker,
        version: passenger.version,
      });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.email).toBe(before.email);
      expect(await stored(passenger.userId)).toEqual(before);
      const [user] = await app.db.select().from(users).where(eq(users.id, passenger.userId));
      expect(user?.firstname).toBe('Zmienione');
    },
  );

  it("the account's user administrator (head of company) still writes them", async () => {
    const passenger = await passengerOfIntercity();
    const { status } = await call('firma', 'PUT', `/api/passengers/${passenger.id}`, {
      ...person(),
      ...attacker,
      version: passenger.version,
    });
    expect(status).toBe(200);
    expect(await stored(passenger.userId)).toMatchObject({
      email: attacker.email,
      phones: ['699999999'],
    });
  });

  it('refuses to move an account that holds more than the passenger roles, changing nothing', async () => {
    const passenger = await passengerOfIntercity();
    await app.db.insert(userRoles).values({ userId: passenger.userId, role: 'ROLE_COMPANY' });
    const before = await stored(passenger.userId);
    const { status, body } = await call('admin', 'PUT', `/api/passengers/${passenger.id}`, {
      ...person(),
      employer: `/api/companies/${await companyId(app, 'DB Cargo Polska')}`,
      version: passenger.version,
    });
    expect(status).toBe(403);
    expect(body['hydra:description']).toBe(ACCOUNT_FIELD_MESSAGES.rolesBeyondForm);
    expect(await stored(passenger.userId)).toEqual(before);
  });

  it('refuses a company change by a caller who does not administer the account', async () => {
    const { body: passenger } = await call('admin', 'POST', '/api/passengers', {
      ...person(),
      employer: `/api/companies/${await companyId(app, 'DB Cargo Polska')}`,
    });
    const { status, body } = await call('dyspozytor', 'PUT', `/api/passengers/${passenger.id}`, {
      ...person(),
      employer: `/api/companies/${await companyId(app, 'PKP Intercity')}`,
      version: passenger.version,
    });
    expect(status).toBe(403);
    expect(body['hydra:description']).toBe(ACCOUNT_FIELD_MESSAGES.companyChange);
    expect((await stored(passenger.userId)).companyId).toBe(await companyId(app, 'DB Cargo Polska'));
  });

  it("an administrator's move revokes the account's sessions", async () => {
    const passenger = await passengerOfIntercity();
    await liveToken(passenger.userId);
    const { status } = await call('admin', 'PUT', `/api/passengers/${passenger.id}`, {
      ...person(),
      employer: `/api/companies/${await companyId(app, 'DB Cargo Polska')}`,
      version: passenger.version,
    });
    expect(status).toBe(200);
    expect((await stored(passenger.userId)).companyId).toBe(await companyId(app, 'DB Cargo Polska'));
    expect(await liveTokens(passenger.userId)).toEqual([]);
  });
});

describe('PUT /api/drivers/{id}: the account fields', () => {
  const driverPayload = (extra: object = {}) => ({ ...person(), employedSince: '2026-11-02', ...extra });

  async function driverOfTaxiTrans() {
    const { status, body } = await call('transport', 'POST', '/api/drivers', driverPayload());
    expect(status).toBe(201);
    return body;
  }

  it("the dispatcher edits a driver but not the account's e-mail and phones", async () => {
    const driver = await driverOfTaxiTrans();
    const before = await stored(driver.userId);
    const { status, body } = await call('dyspozytor', 'PUT', `/api/drivers/${driver.id}`, {
      ...driverPayload(),
      ...attacker,
      transportCompany: `/api/companies/${await companyId(app, 'Taxi Trans Warszawa')}`,
      version: driver.version,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(await stored(driver.userId)).toEqual(before);
  });

  it('the dispatcher may not move a driver into another company', async () => {
    const driver = await driverOfTaxiTrans();
    await liveToken(driver.userId);
    const { status, body } = await call('dyspozytor', 'PUT', `/api/drivers/${driver.id}`, {
      ...driverPayload(),
      transportCompany: `/api/companies/${await companyId(app, 'Trans-Śląsk Katowice')}`,
      version: driver.version,
    });
    expect(status).toBe(403);
    expect(body['hydra:description']).toBe(ACCOUNT_FIELD_MESSAGES.companyChange);
    expect((await stored(driver.userId)).companyId).toBe(await companyId(app, 'Taxi Trans Warszawa'));
    expect(await liveTokens(driver.userId)).toHaveLength(1);
  });

  it('its transport company, the user administrator, still writes them', async () => {
    const driver = await driverOfTaxiTrans();
    const { status } = await call('transport', 'PUT', `/api/drivers/${driver.id}`, {
      ...driverPayload(),
      ...attacker,
      email: 'kierowca.nowy@example.pl',
      version: driver.version,
    });
    expect(status).toBe(200);
    expect(await stored(driver.userId)).toMatchObject({
      email: 'kierowca.nowy@example.pl',
      phones: ['699999999'],
    });
  });
});

describe('the item answers tell the form which account fields it may show (row 597)', () => {
  const flags = async (username: string, url: string) => {
    const { status, body } = await call(username, 'GET', url);
    expect(status, JSON.stringify(body)).toBe(200);
    return {
      accountEditable: body.accountEditable,
      employerEditable: body.employerEditable,
      homeEditable: body.homeEditable,
    };
  };

  it.each([
    ['transport', false, false, false],
    ['dyspozytor', false, false, true],
    ['firma', true, false, true],
    ['admin', true, true, true],
  ])('GET /api/passengers/{id} as %s', async (username, accountEditable, employerEditable, homeEditable) => {
    const passenger = await passengerOfIntercity();
    expect(await flags(username, `/api/passengers/${passenger.id}`)).toEqual({
      accountEditable,
      employerEditable,
      homeEditable,
    });
  });

  it('the PUT answer carries them too, and a passenger with more roles is not movable', async () => {
    const passenger = await passengerOfIntercity();
    const put = await call('transport', 'PUT', `/api/passengers/${passenger.id}`, {
      ...person(),
      version: passenger.version,
    });
    expect(put.body).toMatchObject({ accountEditable: false, employerEditable: false });
    await app.db.insert(userRoles).values({ userId: passenger.userId, role: 'ROLE_COMPANY' });
    expect(await flags('admin', `/api/passengers/${passenger.id}`)).toEqual({
      accountEditable: true,
      employerEditable: false,
      homeEditable: true,
    });
  });

  it.each([
    ['dyspozytor', false, false, true],
    ['transport', true, false, true],
    ['admin', true, true, true],
  ])('GET /api/drivers/{id} as %s', async (username, accountEditable, employerEditable, homeEditable) => {
    const { body: driver } = await call('transport', 'POST', '/api/drivers', {
      ...person(),
      employedSince: '2026-11-02',
    });
    expect(await flags(username, `/api/drivers/${driver.id}`)).toEqual({
      accountEditable,
      employerEditable,
      homeEditable,
    });
  });
});
