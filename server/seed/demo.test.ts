import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import {
  companies,
  companyContractors,
  companyPrincipals,
  drivers,
  employeeGroups,
  locomotives,
  passengers,
  places,
  stakes,
  startingBases,
  userPhones,
  userRoles,
  users,
} from '../db/schema';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo';
import { verifyPassword } from '../auth/password';

const inPoland = (latitude: number | null, longitude: number | null) =>
  latitude !== null &&
  longitude !== null &&
  latitude >= 49 &&
  latitude <= 55 &&
  longitude >= 14 &&
  longitude <= 24.2;

describe('seedDemo', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase('memory://', '/tmp/unused');
    await seedDemo(database.db);
  });

  afterAll(async () => {
    await database.close();
  });

  it('creates every demo login with exactly its roles plus ROLE_DEFAULT and a main phone', async () => {
    const { db } = database;
    for (const demo of DEMO_USERS) {
      const [user] = await db.select().from(users).where(eq(users.username, demo.username));
      expect(user, demo.username).toBeDefined();
      if (!user) continue;
      const roles = await db.select().from(userRoles).where(eq(userRoles.userId, user.id));
      expect(roles.map((row) => row.role).sort()).toEqual([...demo.roles, 'ROLE_DEFAULT'].sort());
      const phones = await db.select().from(userPhones).where(eq(userPhones.userId, user.id));
      expect(phones.filter((phone) => phone.main)).toHaveLength(1);
      expect(user.email).toBe(`${demo.username.replace(/\./g, '-')}@kursownik.pl`);
      expect(user.firstname).not.toBe('');
      expect(user.surname).not.toBe('');
      const [company] = user.companyId
        ? await db.select().from(companies).where(eq(companies.id, user.companyId))
        : [];
      expect(company?.name ?? null, demo.username).toBe(demo.company);
    }
  });

  it('stores a hash that verifies the demo password and rejects another one', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.username, 'admin'));
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(DEMO_PASSWORD, user?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('zle-haslo', user?.passwordHash ?? '')).toBe(false);
    const hashes = new Set((await database.db.select().from(users)).map((row) => row.passwordHash));
    expect(hashes.size).toBe(1);
  });

  it('puts every place and starting base inside Poland', async () => {
    const allPlaces = await database.db.select().from(places);
    const types = new Set(allPlaces.map((place) => place.type));
    expect([...types].sort()).toEqual(['home', 'hotel', 'place', 'workplace']);
    expect(allPlaces.filter((place) => place.type === 'place').length).toBeGreaterThanOrEqual(25);
    for (const place of allPlaces) expect(inPoland(place.latitude, place.longitude), place.name).toBe(true);
    const bases = await database.db.select().from(startingBases);
    expect(bases.length).toBeGreaterThanOrEqual(5);
    for (const base of bases) expect(inPoland(base.latitude, base.longitude), base.name).toBe(true);
  });

  it('gives every passenger a home place named after them and every driver a starting base', async () => {
    const { db } = database;
    const passengerRows = await db
      .select()
      .from(passengers)
      .innerJoin(users, eq(users.id, passengers.userId));
    expect(passengerRows.length).toBeGreaterThanOrEqual(20);
    for (const { users: user, passengers: passenger } of passengerRows) {
      expect(user.homePlaceId, user.username).not.toBeNull();
      const [home] = await db
        .select()
        .from(places)
        .where(eq(places.id, user.homePlaceId ?? -1));
      expect(home?.type).toBe('home');
      expect(home?.name).toBe(`${user.firstname} ${user.surname}`);
      expect(home?.userId).toBe(user.id);
      expect(passenger.employerId).toBe(user.companyId);
      expect(passenger.employeeGroupId).not.toBeNull();
    }
    const driverRows = await db.select().from(drivers);
    expect(driverRows.length).toBeGreaterThanOrEqual(8);
    for (const driver of driverRows) expect(driver.startingBaseId).not.toBeNull();
    const passengerRoles = await db.select().from(userRoles).where(eq(userRoles.role, 'ROLE_PASSENGER'));
    expect(passengerRoles).toHaveLength(passengerRows.length);
    const driverRoles = await db.select().from(userRoles).where(eq(userRoles.role, 'ROLE_DRIVER'));
    expect(driverRoles).toHaveLength(driverRows.length);
  });

  it('links each pair of companies once, with stakes', async () => {
    const { db } = database;
    const contractors = await db.select().from(companyContractors);
    const principals = await db.select().from(companyPrincipals);
    expect(contractors.some((link) => link.contractorOf === 'railway_company' && link.superior)).toBe(true);
    expect(contractors.some((link) => link.contractorOf === 'transport_company')).toBe(true);
    for (const link of contractors.filter((row) => row.contractorOf === 'transport_company'))
      expect(link.billingModel).toBe('NOT_AVAILABLE');
    // One link per pair (row 696): the one principal link is the pending request, on a pair without
    // a contractor link.
    expect(principals.map((link) => link.confirmedAt)).toEqual([null]);
    for (const link of principals)
      expect(
        contractors.some((row) => row.companyId === link.principalId && row.contractorId === link.companyId),
      ).toBe(false);
    const allStakes = await db.select().from(stakes);
    for (const link of contractors)
      expect(allStakes.some((s) => s.companyContractorId === link.id)).toBe(true);
    for (const link of principals) expect(allStakes.some((s) => s.companyPrincipalId === link.id)).toBe(true);
    const groups = await db.select().from(employeeGroups);
    expect(groups).toHaveLength(15);
    for (const group of groups) expect(allStakes.some((s) => s.employeeGroupId === group.id)).toBe(true);
    for (const s of allStakes) {
      expect(s.kilometerRate).toBeGreaterThan(0);
      expect(s.validFrom).toBe('2026-01-01');
    }
  });

  it('stores valid company data, 9-digit phones and locomotives', async () => {
    const { db } = database;
    const allCompanies = await db.select().from(companies);
    expect(allCompanies.filter((company) => company.isTransportCompany)).toHaveLength(5);
    expect(allCompanies.filter((company) => !company.isTransportCompany)).toHaveLength(5);
    for (const company of allCompanies) {
      expect(company.taxNumber, company.name).toMatch(/^\d{10}$/);
      expect(company.headquartersZipCode, company.name).toMatch(/^\d{2}-\d{3}$/);
      expect(company.phone, company.name).toMatch(/^\d{9}$/);
      expect(company.bankAccountNumber, company.name).toMatch(/^\d{26}$/);
    }
    const phones = await db.select().from(userPhones);
    for (const phone of phones) expect(phone.phone).toMatch(/^\d{9}$/);
    expect(new Set(phones.map((phone) => phone.phone)).size).toBe(phones.length);
    expect((await db.select().from(locomotives)).length).toBeGreaterThanOrEqual(25);
  });
});
