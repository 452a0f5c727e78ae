/**
 * The rows of the foreign tenant (DB Cargo Polska and its contractor Trans-Śląsk Katowice, whom no demo
 * login works for or with) in each collection, as the `@id`s the collection would list them under.
 */
import { eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courses } from '../db/course-schema';
import { companies, drivers, locomotives, passengers, places, startingBases, users } from '../db/schema';

export const FOREIGN_COMPANIES = ['DB Cargo Polska', 'Trans-Śląsk Katowice'] as const;

export interface ForeignCollection {
  path: string;
  iris: (app: FastifyInstance, companyIds: number[]) => Promise<string[]>;
}

const ids = (rows: { id: number }[], prefix: string) => rows.map((row) => `${prefix}/${row.id}`);

export const FOREIGN_COLLECTIONS: readonly ForeignCollection[] = [
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
  {
    path: '/api/abstract_places',
    iris: async (app, companyIds) =>
      ids(
        await app.db.select({ id: places.id }).from(places).where(inArray(places.companyId, companyIds)),
        '/api/abstract_places',
      ),
  },
  {
    path: '/api/locomotives',
    iris: async (app, companyIds) =>
      ids(
        await app.db
          .select({ id: locomotives.id })
          .from(locomotives)
          .where(inArray(locomotives.companyId, companyIds)),
        '/api/locomotives',
      ),
  },
  {
    path: '/api/passengers',
    iris: async (app, companyIds) =>
      ids(
        await app.db
          .select({ id: passengers.id })
          .from(passengers)
          .where(inArray(passengers.employerId, companyIds)),
        '/api/passengers',
      ),
  },
  {
    path: '/api/drivers',
    iris: async (app, companyIds) =>
      ids(
        await app.db
          .select({ id: drivers.id })
          .from(drivers)
          .where(inArray(drivers.transportCompanyId, companyIds)),
        '/api/drivers',
      ),
  },
  {
    path: '/api/starting_bases',
    iris: async (app, companyIds) =>
      ids(
        await app.db
          .select({ id: startingBases.id })
          .from(startingBases)
          .where(inArray(startingBases.companyId, companyIds)),
        '/api/starting_bases',
      ),
  },
  {
    path: '/api/users',
    iris: async (app, companyIds) =>
      ids(
        await app.db.select({ id: users.id }).from(users).where(inArray(users.companyId, companyIds)),
        '/api/users',
      ),
  },
  {
    path: '/api/companies',
    iris: async (app, companyIds) =>
      ids(
        await app.db.select({ id: companies.id }).from(companies).where(inArray(companies.id, companyIds)),
        '/api/companies',
      ),
  },
];

export async function foreignCompanyIds(app: FastifyInstance): Promise<number[]> {
  const rows = await app.db
    .select({ id: companies.id })
    .from(companies)
    .where(or(...FOREIGN_COMPANIES.map((name) => eq(companies.name, name))));
  return rows.map((row) => row.id);
}
