/**
 * GET /api/first_steps (issue 31): an empty installation has done nothing, each setup act turns its
 * step on (a pending link or stake does not: ADR 022), the demo data has done everything, and no one
 * but an administrator may ask.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstStepsWire } from '../../../domain/contract/first-steps.schema';
import { FIRST_STEPS } from '../../../domain/onboarding/first-steps';
import { courses } from '../../db/course-schema';
import {
  companyContractors,
  drivers,
  employeeGroups,
  passengers,
  places,
  stakes,
  startingBases,
} from '../../db/schema';
import { HTTP_MESSAGES } from '../../http/messages';
import { as, buildWriteApp } from '../../test/course-writes/write-app.support';
import { bearer, createCompany, createTestApp, createUser, login } from '../../test/factories.support';

const ask = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/first_steps', headers });

const nothingDone = Object.fromEntries(FIRST_STEPS.map((step) => [step, false])) as FirstStepsWire;

describe('GET /api/first_steps on an empty installation', () => {
  let app: FastifyInstance;
  let admin: Record<string, string>;
  const steps = async () => {
    const response = await ask(app, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<FirstStepsWire>();
  };

  beforeAll(async () => {
    app = await createTestApp();
    await createUser(app.db, { username: 'pierwszy.admin', roles: ['ROLE_ADMIN'] });
    admin = bearer((await login(app, 'pierwszy.admin')).token);
  });
  afterAll(() => app.close());

  it('answers every step not done: the administrator alone is no user of the steps', async () => {
    expect(await steps()).toEqual(nothingDone);
  });

  it('turns each step on as the installation is set up, a link only once confirmed with a stake', async () => {
    const railway = await createCompany(app.db, { name: 'Koleje Testowe' });
    const carrier = await createCompany(app.db, { name: 'Przewozy Testowe', isTransportCompany: true });
    expect(await steps()).toMatchObject({
      railwayCompany: true,
      transportCompany: true,
      contractorLink: false,
    });

    // Asked for by the transport company, not confirmed yet (ADR 022): not done.
    const [link] = await app.db
      .insert(companyContractors)
      .values({ companyId: railway.id, contractorId: carrier.id, contractorOf: 'company', confirmedAt: null })
      .returning();
    if (!link) throw new Error('link');
    await app.db.insert(stakes).values({
      companyContractorId: link.id,
      kilometerRate: 320,
      waitHourRate: 4000,
      validFrom: '2026-01-01',
    });
    expect((await steps()).contractorLink).toBe(false);
    await app.db
      .update(companyContractors)
      .set({ confirmedAt: new Date() })
      .where(eq(companyContractors.id, link.id));
    expect((await steps()).contractorLink).toBe(true);

    // A deactivated account does not count; an active head of company does.
    await createUser(app.db, { roles: ['ROLE_COMPANY'], companyId: railway.id, isActive: false });
    expect((await steps()).users).toBe(false);
    const head = await createUser(app.db, { roles: ['ROLE_COMPANY'], companyId: railway.id });
    expect((await steps()).users).toBe(true);

    // A hotel is no place of the steps.
    await app.db.insert(places).values({ type: 'hotel', name: 'Hotel Testowy' });
    expect((await steps()).places).toBe(false);
    await app.db.insert(places).values({ type: 'place', name: 'Stacja Testowa' });
    await app.db
      .insert(startingBases)
      .values({ name: 'Baza Testowa', address: 'ul. Testowa 1', companyId: carrier.id });
    const driver = await createUser(app.db, { roles: ['ROLE_DRIVER'], companyId: carrier.id });
    await app.db.insert(drivers).values({ userId: driver.id, transportCompanyId: carrier.id });
    const crew = await createUser(app.db, { roles: ['ROLE_PASSENGER'], companyId: railway.id });
    await app.db.insert(passengers).values({ userId: crew.id, employerId: railway.id });
    await app.db.insert(employeeGroups).values({ companyId: railway.id, name: 'Maszyniści' });
    expect(await steps()).toEqual({
      ...Object.fromEntries(FIRST_STEPS.map((s) => [s, true])),
      course: false,
    });

    await app.db.insert(courses).values({ type: 'taxi', companyId: railway.id, createdById: head.id });
    expect(Object.values(await steps()).every(Boolean)).toBe(true);
  });
});

describe('GET /api/first_steps on the demo data', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildWriteApp();
  }, 60_000);
  afterAll(() => app.close());

  it('answers every step done to the administrator', async () => {
    const response = await ask(app, await as(app, 'admin'));
    expect(response.statusCode).toBe(200);
    expect(Object.values(response.json<FirstStepsWire>())).toEqual(FIRST_STEPS.map(() => true));
  });

  it.each(['dyspozytor', 'firma', 'transport', 'kierowca', 'pasazer'])(
    'refuses %s with 403',
    async (login) => {
      const response = await ask(app, await as(app, login));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ 'hydra:description': HTTP_MESSAGES.forbidden });
    },
  );
});
