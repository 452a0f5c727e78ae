/**
 * Creating and editing companies (administration.md §2.1, §3, §5): managers only (the domain's
 * canManageCompanies), the body parsed by the same companyBodySchema as the form, PUT versioned.
 */
import { and, eq, ne } from 'drizzle-orm';
import { canManageCompanies } from '../../../domain/companies/company-permissions';
import type { CompanyRequest } from '../../../domain/companies/company-body.schema';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { ViolationError, forbidden, notFound } from '../../http/errors';
import { bumpVersion, checkFreshness, expectedVersion, staleWrite } from '../../http/versioning';

/** Not worded by the spec (row 193): one active company per NIP. */
export const DUPLICATE_NIP = 'Firma o tym numerze NIP już istnieje';

const columns = (input: CompanyRequest) => ({
  taxNumber: input.taxNumber,
  name: input.name,
  headquartersStreet: input.headquartersStreet,
  headquartersZipCode: input.headquartersZipCode,
  headquartersCity: input.headquartersCity,
  email: input.email ? input.email : null,
  phone: input.phone ? input.phone : null,
  bankAccountNumber: input.bankAccountNumber,
  isTransportCompany: input.isTransportCompany,
  courseEmployeeSmsNotification: input.courseEmployeeSmsNotification,
});

async function assertUniqueNip(db: Db, taxNumber: string, except: number | null) {
  const [other] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.taxNumber, taxNumber),
        eq(companies.isActive, true),
        except === null ? undefined : ne(companies.id, except),
      ),
    );
  if (other) throw new ViolationError([{ propertyPath: 'taxNumber', message: DUPLICATE_NIP }]);
}

/** A company a manager may edit (403 for anyone else first), 404 when missing or soft-deleted. */
export async function editableCompany(db: Db, user: AuthUser, id: number) {
  if (!canManageCompanies(user)) throw forbidden();
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  if (!row || !row.isActive) throw notFound();
  return row;
}

export async function createCompany(db: Db, user: AuthUser, input: CompanyRequest) {
  if (!canManageCompanies(user)) throw forbidden();
  await assertUniqueNip(db, input.taxNumber, null);
  const [row] = await db.insert(companies).values(columns(input)).returning();
  if (!row) throw new Error('company insert failed');
  return row;
}

export async function updateCompany(
  db: Db,
  user: AuthUser,
  id: number,
  input: CompanyRequest,
  ifMatch: string | undefined,
) {
  const current = await editableCompany(db, user, id);
  const version = expectedVersion(current.version, input.version, ifMatch);
  await assertUniqueNip(db, input.taxNumber, id);
  const [row] = await db
    .update(companies)
    .set({ ...columns(input), version: bumpVersion(companies.version) })
    .where(and(eq(companies.id, id), eq(companies.version, version)))
    .returning();
  if (!row) throw staleWrite();
  return row;
}

/** Soft delete (isActive false): courses and settlements keep the company's name. */
export async function deactivateCompany(db: Db, user: AuthUser, id: number, ifMatch?: string) {
  const current = await editableCompany(db, user, id);
  // A delete may omit the version; one that is sent is checked all the same (ADR 003).
  checkFreshness({ etagVersion: current.version, ifMatch, bodyVersion: undefined, required: false });
  const done = await db
    .update(companies)
    .set({ isActive: false })
    .where(and(eq(companies.id, id), eq(companies.version, current.version)))
    .returning({ id: companies.id });
  if (done.length === 0) throw staleWrite();
}
