/** Queries behind /api/transfer_protocols: the protocol with its car and the people it names. */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { brandModels, brands, cars } from '../../db/fleet-schema';
import { users } from '../../db/schema';
import { transferProtocols } from '../../db/transfer-protocols-schema';
import type { Pagination } from '../../http/pagination';
import type { CompanyScope } from '../companies/scope';
import { paged } from '../../db/paged';

const oldDriver = alias(users, 'tp_driver');
const newDriver = alias(users, 'tp_new_driver');
const creator = alias(users, 'tp_creator');
const validator = alias(users, 'tp_validator');

const joined = (db: Db) =>
  db
    .select({
      protocol: transferProtocols,
      car: {
        id: cars.id,
        registrationNumber: cars.registrationNumber,
        companyId: cars.companyId,
        userId: cars.userId,
      },
      brand: brands.name,
      model: brandModels.name,
      driver: { id: oldDriver.id, firstname: oldDriver.firstname, surname: oldDriver.surname },
      newDriver: { id: newDriver.id, firstname: newDriver.firstname, surname: newDriver.surname },
      creator: { id: creator.id, firstname: creator.firstname, surname: creator.surname },
      validator: { id: validator.id, firstname: validator.firstname, surname: validator.surname },
    })
    .from(transferProtocols)
    .innerJoin(cars, eq(cars.id, transferProtocols.carId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(brandModels, eq(brandModels.id, cars.modelId))
    .leftJoin(oldDriver, eq(oldDriver.id, transferProtocols.driverId))
    .innerJoin(newDriver, eq(newDriver.id, transferProtocols.newDriverId))
    .leftJoin(creator, eq(creator.id, transferProtocols.createdById))
    .leftJoin(validator, eq(validator.id, transferProtocols.validatedById));

export type ProtocolRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

/**
 * The protocols a user sees: those of cars of their scope (fleet), and those naming them (as the
 * creator, the old or the new driver).
 */
export const protocolVisibility = (userId: number, scope: CompanyScope): SQL => {
  const own = or(
    eq(transferProtocols.newDriverId, userId),
    eq(transferProtocols.driverId, userId),
    eq(transferProtocols.createdById, userId),
  );
  if (scope.kind === 'all') return sql`true`;
  if (scope.ids.length === 0) return own ?? sql`false`;
  return or(own, inArray(cars.companyId, scope.ids)) ?? sql`false`;
};

export async function findProtocolPage(db: Db, where: SQL | undefined, page: Pagination) {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transferProtocols)
    .innerJoin(cars, eq(cars.id, transferProtocols.carId))
    .where(where);
  const base = joined(db).where(where).orderBy(desc(transferProtocols.id)).offset(page.offset).$dynamic();
  const rows = await paged(base, page);
  return { total: count?.n ?? 0, rows };
}

export async function findProtocol(db: Db, id: number): Promise<ProtocolRow | undefined> {
  const [row] = await joined(db).where(eq(transferProtocols.id, id));
  return row;
}

/** The newest protocol of a car (the car settings page's transfer date, equipment and remarks). */
export async function findLatestProtocolOfCar(db: Db, carId: number, status?: string) {
  const [row] = await joined(db)
    .where(and(eq(transferProtocols.carId, carId), status ? eq(transferProtocols.status, status) : undefined))
    .orderBy(desc(transferProtocols.id))
    .limit(1);
  return row;
}

export async function findProtocolsWhere(db: Db, where: SQL | undefined) {
  return joined(db).where(where).orderBy(desc(transferProtocols.id)).limit(20);
}
