/**
 * Demo data for a fresh database: Polish railway and transport companies, places on the map of Poland,
 * passengers, drivers and one login per role. Every demo login has the password DEMO_PASSWORD.
 */
import type { Role } from '../../domain/auth/roles';
import type { Db } from '../db/client';
import { insertCompanies, insertEmployeeGroups, insertLinks, insertLocomotives } from './companies.seed';
import { hashPassword } from '../auth/password';
import { insertPeople } from './people.seed';
import { insertDriverAbsences } from './drivers-admin.seed';
import { insertFleetCars } from './fleet-cars.seed';
import { insertFuel } from './fuel.seed';
import { insertPlaces, insertStartingBases } from './places.seed';

export const DEMO_PASSWORD = 'kursownik123';

export interface DemoUser {
  username: string;
  /** Roles besides ROLE_DEFAULT (which every user holds and which is stored as well). */
  roles: Role[];
  description: string;
  /** Name of the company the login belongs to. */
  company: string | null;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'admin',
    roles: ['ROLE_ADMIN', 'ROLE_IMPERSONATOR', 'ROLE_DEFINED_KILOMETERS', 'ROLE_COURSE_GENERATE_REPORT'],
    description: 'Administrator (może podglądać innych użytkowników)',
    company: null,
  },
  {
    username: 'dyspozytor',
    // ROLE_PASSENGER_CHANGE: the office keeps the passenger-change register (issue 17, row 556).
    roles: ['ROLE_USER', 'ROLE_COURSE_GENERATE_REPORT', 'ROLE_PASSENGER_CHANGE'],
    description: 'Dyspozytor',
    company: null,
  },
  {
    username: 'firma',
    roles: ['ROLE_COMPANY', 'ROLE_COMPANY_STATISTICS', 'ROLE_PASSENGER_CHANGE', 'ROLE_EMPLOYEE_REQUEST'],
    description: 'Firma kolejowa (PKP Intercity)',
    company: 'PKP Intercity',
  },
  {
    username: 'dyspozytor.zewnetrzny',
    roles: ['ROLE_USER_COMPANY'],
    description: 'Dyspozytor zewnętrzny (PKP Intercity)',
    company: 'PKP Intercity',
  },
  {
    username: 'transport',
    roles: [
      'ROLE_TRANSPORT_COMPANY',
      'ROLE_INVOICE',
      'ROLE_COURSE_FINANCIAL_REPORT',
      'ROLE_DEFINED_KILOMETERS',
    ],
    description: 'Firma transportowa (Taxi Trans Warszawa)',
    company: 'Taxi Trans Warszawa',
  },
  {
    username: 'transport.nadrzedny',
    roles: ['ROLE_TRANSPORT_COMPANY', 'ROLE_COURSE_GENERATE_REPORT'],
    description: 'Nadrzędna firma transportowa (Kolej-Trans Logistyka)',
    company: 'Kolej-Trans Logistyka',
  },
  {
    username: 'podwykonawca',
    roles: ['ROLE_TRANSPORT_COMPANY'],
    description: 'Podwykonawca (Auto-Przewozy Kraków)',
    company: 'Auto-Przewozy Kraków',
  },
  {
    username: 'kierowca',
    roles: ['ROLE_DRIVER'],
    description: 'Kierowca (Taxi Trans Warszawa)',
    company: 'Taxi Trans Warszawa',
  },
  {
    username: 'pasazer',
    roles: ['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE'],
    description: 'Pracownik / maszynista (PKP Intercity)',
    company: 'PKP Intercity',
  },
  { username: 'ksiegowa', roles: ['ROLE_ACCOUNTANT'], description: 'Księgowa', company: null },
  { username: 'hotel', roles: ['ROLE_HOTEL'], description: 'Hotel', company: null },
  {
    username: 'flota',
    roles: ['ROLE_FLEET'],
    description: 'Flota (Taxi Trans Warszawa)',
    company: 'Taxi Trans Warszawa',
  },
  // A second tenant: its own railway company and transport company, who see none of the first's data.
  {
    username: 'firma.dbcargo',
    roles: ['ROLE_COMPANY'],
    description: 'Druga firma kolejowa (DB Cargo Polska)',
    company: 'DB Cargo Polska',
  },
  {
    username: 'transport.slask',
    roles: ['ROLE_TRANSPORT_COMPANY'],
    description: 'Druga firma transportowa (Trans-Śląsk Katowice)',
    company: 'Trans-Śląsk Katowice',
  },
];

/** Fills an empty, migrated database in one transaction; hashes DEMO_PASSWORD once for all logins. */
export async function seedDemo(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const companyIds = await insertCompanies(tx);
    await insertLinks(tx, companyIds);
    const groupIds = await insertEmployeeGroups(tx, companyIds);
    await insertPlaces(tx, companyIds);
    const baseIds = await insertStartingBases(tx, companyIds);
    await insertLocomotives(tx, companyIds);
    await insertPeople(tx, { passwordHash, demoUsers: DEMO_USERS, companyIds, groupIds, baseIds });
    await insertDriverAbsences(tx);
    await insertFleetCars(tx, companyIds);
    await insertFuel(tx, companyIds);
  });
}
