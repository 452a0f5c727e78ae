/** Queries behind /api/cars: the car with its brand, model, driver, company and latest reading. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { brandModels, brands, cars } from '../../db/fleet-schema';
import { companies, users } from '../../db/schema';
import { adminSearch } from '../../http/admin-list';
import type { Pagination } from '../../http/pagination';
import type { CompanyScope } from '../companies/scope';
import { paged } from '../../db/paged';

const driver = alias(users, 'car_driver');
const creator = alias(users, 'car_creator');

/** The car's latest odometer reading: the newest stored reading, else the initial mileage. */
// Raw names: inside a subquery an unqualified column would bind to the inner table, not the car.
export const latestMileage = sql<number>`coalesce((select max(mr.reading) from mileage_readings mr where mr.car_id = "cars"."id"), "cars"."initial_mileage")::int`;

const pending = sql<boolean>`exists (select 1 from transfer_protocols tp where tp.car_id = "cars"."id" and tp.status in ('waiting_for_acceptance', 'waiting_for_validation'))`;

const carColumns = {
  car: cars,
  brand: { id: brands.id, name: brands.name },
  model: { id: brandModels.id, name: brandModels.name },
  driver: { id: driver.id, firstname: driver.firstname, surname: driver.surname },
  company: { id: companies.id, name: companies.name },
  creator: { id: creator.id, firstname: creator.firstname, surname: creator.surname },
  mileage: latestMileage,
  pending,
};

const joined = (db: Db) =>
  db
    .select(carColumns)
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(brandModels, eq(brandModels.id, cars.modelId))
    .leftJoin(driver, eq(driver.id, cars.userId))
    .leftJoin(companies, eq(companies.id, cars.companyId))
    .leftJoin(creator, eq(creator.id, cars.createdById));

export const carScopeSql = (scope: CompanyScope): SQL | undefined => {
  if (scope.kind === 'all') return undefined;
  return scope.ids.length === 0 ? sql`false` : inArray(cars.companyId, scope.ids);
};

/** 'Samochody': active cars in scope, newest first, searched by registration, VIN, brand, model, driver. */
export async function findCarPage(db: Db, scope: CompanyScope, search: string | undefined, page: Pagination) {
  const where = and(
    eq(cars.main, true),
    carScopeSql(scope),
    adminSearch(search, [
      cars.registrationNumber,
      cars.vin,
      brands.name,
      brandModels.name,
      sql`${driver.firstname} || ' ' || ${driver.surname}`,
    ]),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(brandModels, eq(brandModels.id, cars.modelId))
    .leftJoin(driver, eq(driver.id, cars.userId))
    .where(where);
  const base = joined(db).where(where).orderBy(desc(cars.id)).offset(page.offset).$dynamic();
  const rows = await paged(base, page);
  return { total: count?.n ?? 0, rows };
}

export async function findCar(db: Db, id: number) {
  const [row] = await joined(db).where(and(eq(cars.id, id), eq(cars.main, true)));
  return row;
}
export type CarRow = NonNullable<Awaited<ReturnType<typeof findCar>>>;

/** The active car a user drives (the newest, should a fleet have given them two). */
export async function findCarOfUser(db: Db, userId: number) {
  const [row] = await joined(db)
    .where(and(eq(cars.userId, userId), eq(cars.main, true)))
    .orderBy(desc(cars.id))
    .limit(1);
  return row;
}
