/** One passenger with everything the 'Edytuj pasażera' dialog shows. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { brandModels, brands, cars } from '../../db/fleet-schema';
import { companies, employeeGroups, passengers, places, userPhones, users } from '../../db/schema';
import { bumpVersion } from '../../http/versioning';

export async function findPassengerRow(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      passenger: passengers,
      user: users,
      company: { id: companies.id, name: companies.name },
      group: { id: employeeGroups.id, name: employeeGroups.name },
      home: { id: places.id, name: places.name, address: places.address },
    })
    .from(passengers)
    .innerJoin(users, eq(users.id, passengers.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(employeeGroups, eq(employeeGroups.id, passengers.employeeGroupId))
    .leftJoin(places, eq(places.id, users.homePlaceId))
    .where(eq(passengers.id, id));
  if (!row) return undefined;
  const phones = await db
    .select({ id: userPhones.id, phone: userPhones.phone, main: userPhones.main })
    .from(userPhones)
    .where(eq(userPhones.userId, row.user.id))
    .orderBy(asc(userPhones.id));
  return { ...row, phones, cars: await carsOfPassenger(db, row.user.id, row.user.companyId) };
}

/**
 * The fleet's active cars whose driver is the passenger's user (§3 Passenger `cars`), only those of
 * the passenger's own company: whoever may see the passenger sees them, and never another tenant's car.
 */
async function carsOfPassenger(db: Db | Tx, userId: number, companyId: number | null) {
  if (companyId === null) return [];
  return db
    .select({
      id: cars.id,
      registrationNumber: cars.registrationNumber,
      brand: brands.name,
      model: brandModels.name,
    })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(brandModels, eq(brandModels.id, cars.modelId))
    .where(and(eq(cars.userId, userId), eq(cars.companyId, companyId), eq(cars.main, true)))
    .orderBy(asc(cars.id));
}
export type PassengerRow = NonNullable<Awaited<ReturnType<typeof findPassengerRow>>>;

export async function insertPassenger(
  tx: Tx,
  values: { userId: number; employerId: number | null; employeeGroupId: number | null },
): Promise<number> {
  const [row] = await tx.insert(passengers).values(values).returning({ id: passengers.id });
  if (!row) throw new Error('passenger not inserted');
  return row.id;
}

/** Sets the passenger's company side if it is still at `version`; false when another write came first. */
export async function updatePassenger(
  tx: Tx,
  id: number,
  version: number,
  values: { employerId: number | null; employeeGroupId: number | null },
): Promise<boolean> {
  const rows = await tx
    .update(passengers)
    .set({ ...values, version: bumpVersion(passengers.version) })
    .where(and(eq(passengers.id, id), eq(passengers.version, version)))
    .returning({ id: passengers.id });
  return rows.length === 1;
}

export async function setHomePlace(tx: Tx, userId: number, placeId: number | null): Promise<void> {
  await tx.update(users).set({ homePlaceId: placeId }).where(eq(users.id, userId));
}

/** A group of `companyId`, or undefined. */
export async function findGroupOf(db: Db | Tx, groupId: number, companyId: number) {
  const [row] = await db
    .select({ id: employeeGroups.id })
    .from(employeeGroups)
    .where(and(eq(employeeGroups.id, groupId), eq(employeeGroups.companyId, companyId)));
  return row;
}
