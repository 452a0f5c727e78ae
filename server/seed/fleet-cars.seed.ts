/**
 * Demo fleet (issue 16): brands with models and the cars of Taxi Trans Warszawa (the `flota` and
 * `transport` logins' company), three with a driver, one free; the second tenant has a car of its own
 * that nobody of the first may see.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { brandModels, brands, cars } from '../db/fleet-schema';
import { users } from '../db/schema';
import { idOf, type Ids } from './seed-ids';

export const DEMO_BRANDS: readonly (readonly [string, readonly string[]])[] = [
  ['Škoda', ['Octavia', 'Superb', 'Fabia']],
  ['Toyota', ['Corolla', 'Camry', 'Proace']],
  ['Volkswagen', ['Passat', 'Transporter', 'Caddy']],
  ['Ford', ['Transit', 'Mondeo']],
];

/** [brand, model, registration number, VIN, cm3, km, driver's username or null, company]. */
// prettier-ignore
export const DEMO_CARS: readonly (readonly [string, string, string, string, number, number, string | null, string])[] = [
  ['Škoda', 'Octavia', 'WA4821K', 'TMBJG7NE5L0123456', 1968, 182_340, 'kierowca', 'Taxi Trans Warszawa'],
  ['Toyota', 'Corolla', 'WX73105', 'SB1Z93BE40E215743', 1798, 96_120, 'sylwester.borkowski', 'Taxi Trans Warszawa'],
  ['Volkswagen', 'Transporter', 'WI5520C', 'WV1ZZZ7HZKH042817', 1968, 241_905, 'ryszard.sadowski', 'Taxi Trans Warszawa'],
  ['Ford', 'Transit', 'WE9034M', 'WF0XXXTTGXKA58213', 1995, 12_480, null, 'Taxi Trans Warszawa'],
  ['Škoda', 'Superb', 'SK2871P', 'TMBCJ9NP1M7038214', 1984, 154_020, 'krystian.nowicki', 'Trans-Śląsk Katowice'],
];

export async function insertFleetCars(tx: Tx, companyIds: Ids): Promise<void> {
  const brandRows = await tx
    .insert(brands)
    .values(DEMO_BRANDS.map(([name]) => ({ name })))
    .returning({ id: brands.id, name: brands.name });
  const brandIds = new Map(brandRows.map((row) => [row.name, row.id]));
  const modelRows = await tx
    .insert(brandModels)
    .values(
      DEMO_BRANDS.flatMap(([brand, models]) =>
        models.map((name) => ({ brandId: idOf(brandIds, brand), name })),
      ),
    )
    .returning({ id: brandModels.id, brandId: brandModels.brandId, name: brandModels.name });
  const modelIds = new Map(modelRows.map((row) => [`${row.brandId}|${row.name}`, row.id]));
  const drivers = DEMO_CARS.flatMap(([, , , , , , driver]) => (driver ? [driver] : []));
  const driverRows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, drivers));
  const driverIds = new Map(driverRows.map((row) => [row.username, row.id]));
  const [flota] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'flota'));
  await tx.insert(cars).values(
    DEMO_CARS.map(
      ([brand, model, registrationNumber, vin, engineCapacity, initialMileage, driver, company]) => {
        const brandId = idOf(brandIds, brand);
        return {
          brandId,
          modelId: idOf(modelIds, `${brandId}|${model}`),
          registrationNumber,
          vin,
          engineCapacity,
          initialMileage,
          userId: driver ? idOf(driverIds, driver) : null,
          companyId: idOf(companyIds, company),
          createdById: company === 'Taxi Trans Warszawa' ? (flota?.id ?? null) : null,
        };
      },
    ),
  );
}
