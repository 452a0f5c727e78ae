/**
 * Matrix targets of the cars part of issue 16: a fresh car per call (DELETE soft-deletes it), a
 * fresh pending transfer protocol per call (its moves consume it), and a brand.
 */
import { eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { brandModels, brands } from '../../db/fleet-schema';
import { cars } from '../../db/fleet-schema';
import { transferProtocols } from '../../db/transfer-protocols-schema';
import { companyId, userId } from '../demo-session.support';

let freshCars = 0;

/** A car of `company` with a driver-less start; registration numbers never repeat. */
export async function freshCar(app: FastifyInstance, company: string): Promise<number> {
  freshCars += 1;
  const [model] = await app.db.select().from(brandModels).limit(1);
  if (!model) throw new Error('demo data: no brand model');
  const [row] = await app.db
    .insert(cars)
    .values({
      brandId: model.brandId,
      modelId: model.id,
      registrationNumber: `MX${String(freshCars).padStart(5, '0')}`,
      vin: `MATRIX${String(freshCars).padStart(10, '0')}A`,
      engineCapacity: 1600,
      initialMileage: 1000,
      companyId: await companyId(app, company),
    })
    .returning({ id: cars.id });
  if (!row) throw new Error('car insert failed');
  return row.id;
}

/** A protocol waiting for acceptance, made by `creator`, handing a fresh car of `company` to `newDriver`. */
export async function freshProtocol(
  app: FastifyInstance,
  company: string,
  newDriver: string,
  creator: string,
): Promise<number> {
  const carId = await freshCar(app, company);
  const [row] = await app.db
    .insert(transferProtocols)
    .values({
      carId,
      newDriverId: await userId(app, newDriver),
      createdById: await userId(app, creator),
      transferAt: new Date(),
      mileageReading: 1000,
    })
    .returning({ id: transferProtocols.id });
  if (!row) throw new Error('protocol insert failed');
  return row.id;
}

/** A brand of `company` (made once), or a global demo brand for null. */
export async function brandOf(app: FastifyInstance, company: number | null): Promise<number> {
  if (company !== null)
    await app.db
      .insert(brands)
      .values({ name: `Marka macierzy ${company}`, companyId: company })
      .onConflictDoNothing();
  const [row] = await app.db
    .select({ id: brands.id })
    .from(brands)
    .where(company === null ? isNull(brands.companyId) : eq(brands.companyId, company))
    .limit(1);
  if (!row) throw new Error('demo data: no brand');
  return row.id;
}
