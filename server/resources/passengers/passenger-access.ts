/**
 * Which passengers and employers a caller may work with: the company facts `mayEmployFor`
 * (domain/people/passenger-permissions.ts) needs, read here, the decision taken there.
 */
import { eq } from 'drizzle-orm';
import {
  canDeletePassenger,
  canManagePassengers,
  mayEmployFor,
} from '../../../domain/people/passenger-permissions';
import { isManager } from '../../../domain/auth/roles';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { principalsOfContractor } from '../companies/scope';
import { findPassengerRow, type PassengerRow } from './passengers.repository';

/** True when `companyId` may employ the caller's passengers (false for an unknown company). */
export async function mayEmploy(db: Db, user: AuthUser, companyId: number | null): Promise<boolean> {
  if (companyId === null) return false;
  const [company] = await db
    .select({ id: companies.id, isTransportCompany: companies.isTransportCompany })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return false;
  const principals = await principalsOfContractor(db, user.companyId);
  return mayEmployFor(user, { ...company, isPrincipal: principals.includes(company.id) });
}

/**
 * A passenger the caller may edit: 403 for a role that never may, 404 for a missing, deleted or
 * other tenant's passenger (a passenger without a company is the managers').
 */
export async function editablePassenger(db: Db, user: AuthUser, id: number): Promise<PassengerRow> {
  if (!canManagePassengers(user)) throw forbidden();
  const row = await findPassengerRow(db, id);
  if (!row || !row.user.isActive) throw notFound();
  const managersOwn = row.user.companyId === null && isManager(user);
  if (!managersOwn && !(await mayEmploy(db, user, row.user.companyId))) throw notFound();
  return row;
}

/** As `editablePassenger`, for a delete (managers, transport companies and heads of company, §6). */
export async function deletablePassenger(db: Db, user: AuthUser, id: number): Promise<PassengerRow> {
  if (!canDeletePassenger(user)) throw forbidden();
  return editablePassenger(db, user, id);
}
