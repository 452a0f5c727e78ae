/**
 * Car writes (administration.md §2.4, §5, §6): access first (domain/fleet/car-permissions.ts), then
 * the brand, model and driver references, then one conditional write. The company is the writer's own
 * (an administrator's car takes its driver's company; spec-decisions row 402).
 */
import { and, eq } from 'drizzle-orm';
import { hasRole } from '../../../domain/auth/roles';
import { mayManageCar, mayManageCars } from '../../../domain/fleet/car-permissions';
import type { CarFormData } from '../../../domain/fleet/car.schema';
import { PROTOCOL_REFUSALS } from '../../../domain/fleet/transfer-protocol-transitions';
import { COURSE_MESSAGES } from '../../../domain/courses/course-messages';
import { REQUIRED_IN_DIALOG } from '../../../domain/validation/messages';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { brandModels, brands, cars } from '../../db/fleet-schema';
import { userRoles, users } from '../../db/schema';
import { ApiError, ViolationError, forbidden, isUniqueViolation, notFound } from '../../http/errors';
import { checkFreshness, expectedVersion, staleWrite, bumpVersion } from '../../http/versioning';
import type { CompanyScope } from '../companies/scope';
import { findCar, type CarRow } from './cars.repository';

export const REGISTRATION_TAKEN = 'Samochód o tym numerze rejestracyjnym już istnieje';

/** Whose cars the user lists: the administrator all, a fleet user or transport company their own. */
export function carScope(user: AuthUser): CompanyScope {
  if (hasRole(user, 'ROLE_ADMIN')) return { kind: 'all' };
  if (!mayManageCars(user) || user.companyId === null) return { kind: 'companies', ids: [] };
  return { kind: 'companies', ids: [user.companyId] };
}

/** A car the user may manage, else 404 (another tenant's car does not exist for them). */
export async function visibleCar(db: Db, user: AuthUser, id: number): Promise<CarRow> {
  const row = await findCar(db, id);
  if (!row || !mayManageCar(user, row.car)) throw notFound();
  return row;
}

const invalid = (propertyPath: string, message: string = COURSE_MESSAGES.invalidValue) =>
  new ViolationError([{ propertyPath, message }]);

/** The driver: a ROLE_DRIVER user of the car's company. */
async function driverCompany(db: Db, driverId: number): Promise<number | null | undefined> {
  const [row] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'ROLE_DRIVER')))
    .where(and(eq(users.id, driverId), eq(users.isActive, true)));
  return row ? row.companyId : undefined;
}

async function checkReferences(db: Db, user: AuthUser, input: CarFormData, current?: CarRow) {
  const [model] = await db
    .select({ brandId: brandModels.brandId })
    .from(brandModels)
    .where(eq(brandModels.id, input.model));
  if (!model || model.brandId !== input.brand) throw invalid('model', REQUIRED_IN_DIALOG);
  let companyId = current?.car.companyId ?? user.companyId;
  if (input.driver !== null) {
    const company = await driverCompany(db, input.driver);
    if (company === undefined || company === null) throw invalid('driver');
    if (companyId === null && hasRole(user, 'ROLE_ADMIN')) companyId = company;
    if (company !== companyId) throw invalid('driver');
  }
  if (companyId === null) throw invalid('driver', REQUIRED_IN_DIALOG);
  // A car takes a global brand or one of its own company, never another tenant's (row 601).
  const [brand] = await db
    .select({ companyId: brands.companyId })
    .from(brands)
    .where(eq(brands.id, input.brand));
  if (!brand || (brand.companyId !== null && brand.companyId !== companyId)) throw invalid('brand');
  return companyId;
}

const carValues = (input: CarFormData) => ({
  brandId: input.brand,
  modelId: input.model,
  registrationNumber: input.registrationNumber,
  vin: input.vin,
  engineCapacity: input.engineCapacity,
  initialMileage: input.initialMileage,
  userId: input.driver,
});

async function uniqueRegistration<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid('registrationNumber', REGISTRATION_TAKEN);
    throw error;
  }
}

export async function createCar(db: Db, user: AuthUser, input: CarFormData): Promise<CarRow> {
  if (!mayManageCars(user)) throw forbidden();
  const companyId = await checkReferences(db, user, input);
  const [row] = await uniqueRegistration(() =>
    db
      .insert(cars)
      .values({ ...carValues(input), companyId, createdById: user.id })
      .returning({ id: cars.id }),
  );
  const created = row && (await findCar(db, row.id));
  if (!created) throw notFound();
  return created;
}

export async function updateCar(
  db: Db,
  user: AuthUser,
  id: number,
  input: CarFormData & { version?: number | null },
  ifMatch: string | undefined,
): Promise<CarRow> {
  const current = await visibleCar(db, user, id);
  const version = expectedVersion(current.car.version, input.version, ifMatch);
  // The driver changes through a transfer protocol while one is pending, not behind its back.
  if (current.pending && input.driver !== current.car.userId)
    throw new ApiError(409, PROTOCOL_REFUSALS.pending);
  await checkReferences(db, user, input, current);
  const rows = await uniqueRegistration(() =>
    db
      .update(cars)
      .set({ ...carValues(input), version: bumpVersion(cars.version) })
      .where(and(eq(cars.id, id), eq(cars.version, version), eq(cars.main, true)))
      .returning({ id: cars.id }),
  );
  if (rows.length === 0) throw staleWrite();
  const updated = await findCar(db, id);
  if (!updated) throw notFound();
  return updated;
}

/** 'Czy chcesz usunąć samochód?': soft delete (main false, §6); refused while a protocol is pending. */
export async function deleteCar(
  db: Db,
  user: AuthUser,
  id: number,
  ifMatch: string | undefined,
): Promise<void> {
  const current = await visibleCar(db, user, id);
  // A delete may omit the version; one that is sent must be the car's (ADR 003).
  checkFreshness({ etagVersion: current.car.version, ifMatch, bodyVersion: undefined, required: false });
  if (current.pending) throw new ApiError(409, PROTOCOL_REFUSALS.pending);
  const rows = await db
    .update(cars)
    .set({ main: false, version: bumpVersion(cars.version) })
    .where(and(eq(cars.id, id), eq(cars.version, current.car.version)))
    .returning({ id: cars.id });
  if (rows.length === 0) throw staleWrite();
}
