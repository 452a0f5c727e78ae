/**
 * Brands with their models (administration.md §2.4 'Dodaj markę i modele' / 'Edytuj markę i modele'):
 * a company's own, written by its head of company or fleet user, and global ones written by the
 * administrator (domain/fleet/car-permissions.ts, spec-decisions row 601). Another tenant's brand
 * reads as missing. A model a car uses cannot be removed.
 */
import { and, asc, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  brandOwner,
  mayEditBrand,
  mayEditBrands,
  maySeeBrand,
  type FleetActor,
} from '../../../domain/fleet/car-permissions';
import { BRAND_TAKEN, MODEL_IN_USE, type BrandFormData } from '../../../domain/fleet/brand.schema';
import { hasRole } from '../../../domain/auth/roles';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { brandModels, brands } from '../../db/fleet-schema';
import { ApiError, ViolationError, forbidden, isUniqueViolation, notFound } from '../../http/errors';
import { iri } from '../../http/hydra';
import { expectedVersion, staleWrite, bumpVersion } from '../../http/versioning';
import type { Pagination } from '../../http/pagination';
import { paged } from '../../db/paged';

type Brand = typeof brands.$inferSelect;

export const GLOBAL_BRAND = 'Wspólną markę zmienia tylko administrator; dodaj własną markę firmy';

async function modelsOf(db: Db, brandIds: number[]) {
  if (brandIds.length === 0) return [];
  return db
    .select({
      id: brandModels.id,
      brandId: brandModels.brandId,
      name: brandModels.name,
      // Raw names: inside a subquery an unqualified column would bind to the inner table.
      inUse: sql<boolean>`exists (select 1 from cars c where c.model_id = "brand_models"."id")`,
    })
    .from(brandModels)
    .where(inArray(brandModels.brandId, brandIds))
    .orderBy(asc(brandModels.name), asc(brandModels.id));
}

export async function brandViews(db: Db, rows: Brand[]) {
  const models = await modelsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((brand) => ({
    '@id': iri('brands', brand.id),
    '@type': 'Brand',
    id: brand.id,
    name: brand.name,
    models: models
      .filter((model) => model.brandId === brand.id)
      .map((model) => ({
        '@id': iri('brand_models', model.id),
        id: model.id,
        name: model.name,
        inUse: Boolean(model.inUse),
      })),
    company: brand.companyId === null ? null : iri('companies', brand.companyId),
    version: brand.version,
  }));
}

/** The brands `user` sees (maySeeBrand) as a condition: global and their company's; all for an admin. */
const visibleBrands = (user: FleetActor): SQL | undefined =>
  maySeeBrand(user, -1)
    ? undefined
    : or(isNull(brands.companyId), eq(brands.companyId, user.companyId ?? -1));

export async function findBrandPage(db: Db, user: FleetActor, search: string | undefined, page: Pagination) {
  const where = and(
    visibleBrands(user),
    search ? sql`lower(${brands.name}) like ${`%${search.toLowerCase()}%`}` : undefined,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(brands)
    .where(where);
  const base = db.select().from(brands).where(where).orderBy(asc(brands.name)).offset(page.offset).$dynamic();
  const rows = await paged(base, page);
  return { total: count?.n ?? 0, rows };
}

export async function findBrand(db: Db, user: FleetActor, id: number) {
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  if (!row || !maySeeBrand(user, row.companyId)) throw notFound();
  return row;
}

/** A company's brand may not take a global brand's name: two 'Toyota's in one list help nobody. */
async function assertNotGlobalName(db: Db, owner: number | null, name: string, except?: number) {
  if (owner === null) return;
  const [global] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(isNull(brands.companyId), sql`lower(${brands.name}) = lower(${name})`));
  if (global && global.id !== except)
    throw new ViolationError([{ propertyPath: 'name', message: BRAND_TAKEN }]);
}

async function taken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ViolationError([{ propertyPath: 'name', message: BRAND_TAKEN }]);
    throw error;
  }
}

export async function createBrand(db: Db, user: AuthUser, input: BrandFormData) {
  if (!mayEditBrands(user)) throw forbidden();
  const owner = brandOwner(user);
  // A global brand is the administrator's only; a head or fleet user of no company has no dictionary.
  if (owner === null && !hasRole(user, 'ROLE_ADMIN')) throw forbidden();
  await assertNotGlobalName(db, owner, input.name);
  const id = await taken(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(brands)
        .values({ name: input.name, companyId: owner, createdById: user.id })
        .returning({ id: brands.id });
      if (!row) throw new Error('brand insert failed');
      if (input.models.length > 0)
        await tx
          .insert(brandModels)
          .values(input.models.map((model) => ({ brandId: row.id, name: model.name })));
      return row.id;
    }),
  );
  return findBrand(db, user, id);
}

/**
 * Renames the brand and sets its models to the list: a model with an `id` of this brand is renamed,
 * one without is added, one left out is removed unless a car uses it ('Nie można usunąć modelu...').
 */
export async function updateBrand(
  db: Db,
  user: AuthUser,
  id: number,
  input: BrandFormData & { version?: number | null },
  ifMatch: string | undefined,
) {
  const current = await findBrand(db, user, id);
  if (!mayEditBrand(user, current.companyId)) throw new ApiError(403, GLOBAL_BRAND);
  await assertNotGlobalName(db, current.companyId, input.name, id);
  const version = expectedVersion(current.version, input.version, ifMatch);
  const existing = await modelsOf(db, [id]);
  const existingIds = new Set(existing.map((model) => model.id));
  const keptIds = input.models.flatMap((model) => (model.id ? [model.id] : []));
  const foreign = input.models.findIndex((model) => model.id && !existingIds.has(model.id));
  if (foreign >= 0)
    throw new ViolationError([{ propertyPath: `models[${foreign}].id`, message: MODEL_IN_USE }]);
  const removedInUse = existing.find((model) => model.inUse && !keptIds.includes(model.id));
  if (removedInUse)
    throw new ViolationError([{ propertyPath: 'models', message: `${MODEL_IN_USE}: ${removedInUse.name}` }]);
  await taken(() =>
    db.transaction(async (tx) => {
      const rows = await tx
        .update(brands)
        .set({ name: input.name, version: bumpVersion(brands.version) })
        .where(and(eq(brands.id, id), eq(brands.version, version)))
        .returning({ id: brands.id });
      if (rows.length === 0) throw staleWrite();
      await tx
        .delete(brandModels)
        .where(
          and(
            eq(brandModels.brandId, id),
            keptIds.length === 0 ? undefined : notInArray(brandModels.id, keptIds),
          ),
        );
      for (const model of input.models) {
        if (model.id)
          await tx.update(brandModels).set({ name: model.name }).where(eq(brandModels.id, model.id));
        else await tx.insert(brandModels).values({ brandId: id, name: model.name });
      }
    }),
  );
  return findBrand(db, user, id);
}
