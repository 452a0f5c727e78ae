/**
 * The rows of the foreign tenant (DB Cargo Polska and its contractor Trans-Śląsk Katowice, whom no demo
 * login works for or with) in each collection, as the `@id`s the collection would list them under.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { brands, cars } from '../../db/fleet-schema';
import { definedKilometers } from '../../db/finance-schema';
import type { FastifyInstance } from 'fastify';
import { courses, rides } from '../../db/course-schema';
import {
  companies,
  drivers,
  employeeGroups,
  locomotives,
  passengers,
  places,
  startingBases,
  users,
} from '../../db/schema';
import { driverAbsences } from '../../db/drivers-admin-schema';
import { fuelCards, fuelTransactions } from '../../db/fuel-schema';

export const FOREIGN_COMPANIES = ['DB Cargo Polska', 'Trans-Śląsk Katowice'] as const;

export interface ForeignCollection {
  path: string;
  iris: (app: FastifyInstance, companyIds: number[]) => Promise<string[]>;
}

/** The `@id`s under `prefix` of the rows of `table` whose `company` column names a foreign company. */
function rowsOf(prefix: string, table: PgTable & { id: PgColumn }, company: PgColumn) {
  return async (app: FastifyInstance, companyIds: number[]) =>
    (await app.db.select({ id: table.id }).from(table).where(inArray(company, companyIds))).map(
      (row) => `${prefix}/${String(row.id)}`,
    );
}

export const FOREIGN_COLLECTIONS: readonly ForeignCollection[] = [
  // Dictionaries of a tenant's own (issue 29): its defined pairs and brands.
  {
    path: '/api/defined_kilometers',
    iris: rowsOf('/api/defined_kilometers', definedKilometers, definedKilometers.companyId),
  },
  { path: '/api/brands', iris: rowsOf('/api/brands', brands, brands.companyId) },
  {
    path: '/api/abstract_courses',
    iris: async (app, companyIds) =>
      (
        await app.db
          .select({ id: courses.id, type: courses.type })
          .from(courses)
          .where(or(inArray(courses.companyId, companyIds), inArray(courses.contractorId, companyIds)))
      ).map((row) => `/api/${row.type === 'taxi' ? 'taxi' : 'kilometer'}_courses/${row.id}`),
  },
  // The foreign tenant orders taxi courses only; kilometer rides are listed by the same visibility SQL.
  ...(['taxi'] as const).map((kind) => ({
    path: `/api/${kind}_course_rides`,
    iris: async (app: FastifyInstance, companyIds: number[]) =>
      (
        await app.db
          .select({ id: rides.id })
          .from(rides)
          .innerJoin(courses, eq(courses.id, rides.courseId))
          .where(
            and(
              eq(rides.type, kind),
              or(inArray(courses.companyId, companyIds), inArray(courses.contractorId, companyIds)),
            ),
          )
      ).map((row) => `/api/${kind}_course_rides/${row.id}`),
  })),
  { path: '/api/abstract_places', iris: rowsOf('/api/abstract_places', places, places.companyId) },
  { path: '/api/locomotives', iris: rowsOf('/api/locomotives', locomotives, locomotives.companyId) },
  { path: '/api/passengers', iris: rowsOf('/api/passengers', passengers, passengers.employerId) },
  { path: '/api/drivers', iris: rowsOf('/api/drivers', drivers, drivers.transportCompanyId) },
  {
    path: '/api/starting_bases',
    iris: rowsOf('/api/starting_bases', startingBases, startingBases.companyId),
  },
  { path: '/api/users', iris: rowsOf('/api/users', users, users.companyId) },
  // Fuel (issue 16): Trans-Śląsk Katowice's card and transactions.
  { path: '/api/fuel_cards', iris: rowsOf('/api/fuel_cards', fuelCards, fuelCards.companyId) },
  {
    path: '/api/transactions',
    iris: rowsOf('/api/transactions', fuelTransactions, fuelTransactions.companyId),
  },
  { path: '/api/companies', iris: rowsOf('/api/companies', companies, companies.id) },
  // Part B of issue 12: employee groups are their head of company's only.
  {
    path: '/api/employee_groups',
    iris: rowsOf('/api/employee_groups', employeeGroups, employeeGroups.companyId),
  },
  // Drivers and absences (issue 12, part C): an absence belongs to its driver's transport company.
  {
    path: '/api/driver_absences',
    iris: async (app, companyIds) =>
      (
        await app.db
          .select({ id: driverAbsences.id })
          .from(driverAbsences)
          .innerJoin(drivers, eq(drivers.id, driverAbsences.driverId))
          .where(inArray(drivers.transportCompanyId, companyIds))
      ).map((row) => `/api/driver_absences/${row.id}`),
  },
  // Cars (issue 16, part cars): a car is its company's. (No foreign transfer protocol is seeded.)
  { path: '/api/cars', iris: rowsOf('/api/cars', cars, cars.companyId) },
];

export async function foreignCompanyIds(app: FastifyInstance): Promise<number[]> {
  const rows = await app.db
    .select({ id: companies.id })
    .from(companies)
    .where(or(...FOREIGN_COMPANIES.map((name) => eq(companies.name, name))));
  return rows.map((row) => row.id);
}
