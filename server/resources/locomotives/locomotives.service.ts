/**
 * Locomotive writes (courses.md §5 'Dodaj lokomotywę'): access first, then the side-number rule, under
 * a per-company advisory lock so two parallel adds of one number cannot both pass the check.
 */
import { and, eq, sql } from 'drizzle-orm';
import { isCompanyUser, isManager, isTransportCompanyUser } from '../../../domain/auth/roles';
import { mayWriteLocomotives } from '../../../domain/locomotives/locomotive-permissions';
import { iriId } from '../../../domain/courses/course-form.fields';
import type { LocomotiveFormData } from '../../../domain/locomotives/locomotive.schema';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { locomotives } from '../../db/schema';
import { ViolationError, forbidden, notFound } from '../../http/errors';
import { HTTP_MESSAGES } from '../../http/messages';
import type { CompanyScope } from '../companies/scope';
import { inScope, principalsOfContractor } from '../companies/scope';
import { expectedVersion, staleWrite, bumpVersion } from '../../http/versioning';
import { companyExists, findLocomotive, sideNumberTaken } from './locomotives.repository';
import type { LocomotiveWithCompany } from './locomotives.repository';

export const DUPLICATE_LOCOMOTIVE = 'Lokomotywa o tym numerze już istnieje';
const LOCK_NAMESPACE = 74_201;

/**
 * Whose locomotives the user reads: managers all; railway company users and employees their own
 * company's; a transport company its own and those of the railway companies it works for (it edits
 * locomotives on their courses); anyone else those of their own company.
 */
export async function locomotiveScope(db: Db, user: AuthUser): Promise<CompanyScope> {
  if (isManager(user)) return { kind: 'all' };
  if (user.companyId === null) return { kind: 'companies', ids: [] };
  if (isTransportCompanyUser(user))
    return {
      kind: 'companies',
      ids: [user.companyId, ...(await principalsOfContractor(db, user.companyId))],
    };
  return { kind: 'companies', ids: [user.companyId] };
}

export function assertMayWriteLocomotives(user: AuthUser) {
  if (!mayWriteLocomotives(user)) throw forbidden();
}

const companyViolation = () =>
  new ViolationError([{ propertyPath: 'company', message: HTTP_MESSAGES.invalidValue }]);

/** A company user writes for their own company; others name one within their scope. */
async function targetCompany(db: Db, user: AuthUser, input: LocomotiveFormData): Promise<number> {
  const given = input.company === null ? null : iriId(input.company, 'companies');
  if (isCompanyUser(user) && user.companyId !== null) {
    if (given !== null && given !== user.companyId) throw companyViolation();
    return user.companyId;
  }
  if (given === null) throw companyViolation();
  if (!(await companyExists(db, given))) throw companyViolation();
  if (!inScope(await locomotiveScope(db, user), given)) throw companyViolation();
  return given;
}

async function assertUnique(db: Db, companyId: number, sideNumber: string, exceptId?: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${companyId})`);
  if (await sideNumberTaken(db, companyId, sideNumber, exceptId))
    throw new ViolationError([{ propertyPath: 'sideNumber', message: DUPLICATE_LOCOMOTIVE }]);
}

export async function createLocomotive(db: Db, user: AuthUser, input: LocomotiveFormData) {
  assertMayWriteLocomotives(user);
  const companyId = await targetCompany(db, user, input);
  const id = await db.transaction(async (tx) => {
    await assertUnique(tx, companyId, input.sideNumber);
    const [row] = await tx
      .insert(locomotives)
      .values({ sideNumber: input.sideNumber, companyId })
      .returning({ id: locomotives.id });
    if (!row) throw new Error('locomotive insert failed');
    return row.id;
  });
  const created = await findLocomotive(db, id);
  if (!created) throw notFound();
  return created;
}

/** A locomotive the user may read, else 404. */
export async function visibleLocomotive(db: Db, user: AuthUser, id: number): Promise<LocomotiveWithCompany> {
  const row = await findLocomotive(db, id);
  if (!row || !inScope(await locomotiveScope(db, user), row.locomotive.companyId)) throw notFound();
  return row;
}

export async function updateLocomotive(
  db: Db,
  user: AuthUser,
  id: number,
  input: LocomotiveFormData & { version?: number | null },
  ifMatch: string | undefined,
) {
  const current = await visibleLocomotive(db, user, id);
  assertMayWriteLocomotives(user);
  const version = expectedVersion(current.locomotive.version, input.version, ifMatch);
  const companyId = await targetCompany(db, user, input);
  await db.transaction(async (tx) => {
    await assertUnique(tx, companyId, input.sideNumber, id);
    const rows = await tx
      .update(locomotives)
      .set({ sideNumber: input.sideNumber, companyId, version: bumpVersion(locomotives.version) })
      .where(and(eq(locomotives.id, id), eq(locomotives.version, version)))
      .returning({ id: locomotives.id });
    if (rows.length === 0) throw staleWrite();
  });
  const updated = await findLocomotive(db, id);
  if (!updated) throw notFound();
  return updated;
}
