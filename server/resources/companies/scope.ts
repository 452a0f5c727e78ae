/**
 * Tenant scoping shared by the places, people, companies and fleet resources.
 *
 * Choices (administration.md §6 says who edits, not who reads; these are the readings):
 * - managers (admin, dispatcher) see every company's rows;
 * - anyone else sees the rows of their own company plus the companies linked to it by a contractor link
 *   (either direction) or a principal link (either direction): a railway company sees its contractors,
 *   a transport company the railway companies it works for and its own subcontractors;
 * - a user without a company sees nothing company-bound;
 * - only confirmed links count (ADR 022): a pending link, made by one side alone, grants nothing. Every
 *   read of company_contractors / company_principals outside the links' own family goes through the
 *   conditions below.
 * Each resource narrows this further where that makes sense (see its repository).
 */
import { and, or, eq, inArray, isNotNull } from 'drizzle-orm';
import { hasRole, isManager, type HasRoles } from '../../../domain/auth/roles';
import { superiorAllowedFor } from '../../../domain/companies/company-links.schema';
import type { ContractorLink } from '../../../domain/courses/course-permissions';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { companies, companyContractors, companyPrincipals, stakes } from '../../db/schema';

/** A contractor link its contractor (or a manager) has confirmed; only these grant anything. */
export const confirmedContractor = isNotNull(companyContractors.confirmedAt);
/** A principal link its principal (or a manager) has confirmed; only these grant anything. */
export const confirmedPrincipal = isNotNull(companyPrincipals.confirmedAt);
/** A stake its payer set or confirmed; only these price rides. */
export const confirmedStake = isNotNull(stakes.confirmedAt);

/** Whose scope: roles and company (an AuthUser, or a user the job loads). */
type ScopeUser = HasRoles & { companyId: number | null };

export type CompanyScope = { kind: 'all' } | { kind: 'companies'; ids: number[] };

/** The user's company and every company linked to it, ascending; [] without a company. */
export async function linkedCompanyIds(db: Db, companyId: number | null): Promise<number[]> {
  if (companyId === null) return [];
  const contractorRows = await db
    .select({ a: companyContractors.companyId, b: companyContractors.contractorId })
    .from(companyContractors)
    .where(
      and(
        confirmedContractor,
        or(eq(companyContractors.companyId, companyId), eq(companyContractors.contractorId, companyId)),
      ),
    );
  const principalRows = await db
    .select({ a: companyPrincipals.companyId, b: companyPrincipals.principalId })
    .from(companyPrincipals)
    .where(
      and(
        confirmedPrincipal,
        or(eq(companyPrincipals.companyId, companyId), eq(companyPrincipals.principalId, companyId)),
      ),
    );
  const ids = new Set<number>([companyId]);
  for (const row of [...contractorRows, ...principalRows]) {
    ids.add(row.a);
    ids.add(row.b);
  }
  return [...ids].sort((x, y) => x - y);
}

/** Own company only (or all for managers). */
export function ownCompanyScope(user: AuthUser): CompanyScope {
  if (isManager(user)) return { kind: 'all' };
  return { kind: 'companies', ids: user.companyId === null ? [] : [user.companyId] };
}

/** Own and linked companies (or all for managers). */
export async function linkedCompanyScope(db: Db, user: ScopeUser): Promise<CompanyScope> {
  if (isManager(user)) return { kind: 'all' };
  return { kind: 'companies', ids: await linkedCompanyIds(db, user.companyId) };
}

/** The companies `GET api/companies` lists: every one for an accountant, else the linked scope. */
export async function companyListScope(db: Db, user: ScopeUser): Promise<CompanyScope> {
  if (hasRole(user, 'ROLE_ACCOUNTANT')) return { kind: 'all' };
  return linkedCompanyScope(db, user);
}

export function inScope(scope: CompanyScope, companyId: number | null): boolean {
  if (scope.kind === 'all') return true;
  return companyId !== null && scope.ids.includes(companyId);
}

/** Ids of companies the user's company is a contractor of (the railway companies it works for). */
export async function principalsOfContractor(db: Db, companyId: number | null): Promise<number[]> {
  if (companyId === null) return [];
  const rows = await db
    .select({ id: companyContractors.companyId })
    .from(companyContractors)
    .where(and(confirmedContractor, eq(companyContractors.contractorId, companyId)));
  const principals = await db
    .select({ id: companyPrincipals.principalId })
    .from(companyPrincipals)
    .where(and(confirmedPrincipal, eq(companyPrincipals.companyId, companyId)));
  return [...new Set([...rows, ...principals].map((row) => row.id))].sort((a, b) => a - b);
}

/**
 * Railway companies (never a superior transport company) `companyId` serves through a confirmed link of
 * either kind: the one link between two companies is what both sides read, invoice and settle against.
 */
export async function servedRailwayCompanies(db: Db, companyId: number | null): Promise<number[]> {
  const ids = await principalsOfContractor(db, companyId);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, ids), eq(companies.isTransportCompany, false)));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Ids of the user's company's own contractors (its subcontractors). */
export async function contractorsOfCompany(db: Db, companyIds: readonly number[]): Promise<number[]> {
  if (companyIds.length === 0) return [];
  const rows = await db
    .select({ id: companyContractors.contractorId })
    .from(companyContractors)
    .where(and(confirmedContractor, inArray(companyContractors.companyId, [...companyIds])));
  return [...new Set(rows.map((row) => row.id))].sort((a, b) => a - b);
}

/** Every confirmed company_contractors row as the domain's contractor links. */
export async function allContractorLinks(db: Db): Promise<ContractorLink[]> {
  const rows = await db.select().from(companyContractors).where(confirmedContractor);
  return rows.map((row) => ({
    ownerId: row.companyId,
    contractorId: row.contractorId,
    // Only a railway company's contractor is superior (row 884): older rows may carry the flag on a
    // subcontractor link, where it grants nothing; the list's SQL and the event log read it so too.
    superior: row.superior && superiorAllowedFor(row.contractorOf),
  }));
}
