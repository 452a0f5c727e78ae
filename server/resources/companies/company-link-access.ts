/**
 * Which link a user may change or remove (403 / 404, administration.md §3-§6) and who pays under it:
 * the look-ups the link writes (company-links.service.ts) and the consent writes
 * (company-link-consent.service.ts) both start from.
 */
import { and, eq } from 'drizzle-orm';
import { superiorOfUser } from '../../../domain/courses/course-permissions';
import {
  canManageContractorLink,
  canManagePrincipals,
  mayAnswerLink,
  payerOf,
  type CompanyUser,
  type LinkOwner,
} from '../../../domain/companies/company-permissions';
import type { Db } from '../../db/client';
import { companies, companyContractors, companyPrincipals } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { allContractorLinks } from './scope';
import type { DbOrTx } from './company-links.repository';

/** What a link lookup is for: changing it (stakes, removal by its owner) or removing it. */
export type LinkPurpose = 'change' | 'remove';

export type CompanyRow = typeof companies.$inferSelect;

/** The user's `superiorOf` list, read from every contractor link. */
export async function loadSuperiorOf(db: Db, user: CompanyUser): Promise<number[]> {
  return superiorOfUser(user, await allContractorLinks(db));
}

export async function activeCompany(db: DbOrTx, id: number): Promise<CompanyRow | null> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.isActive, true)));
  return row ?? null;
}

/**
 * The contractor link `id` the user may change (403), or 404 when it does not exist or the user may
 * not even read it. Reading rights are wider than writing ones, hence the two answers. Removal is also
 * open to the other side while the link is pending: that is how it declines.
 */
export async function managedContractorLink(
  db: Db,
  user: CompanyUser,
  id: number,
  purpose: LinkPurpose = 'change',
) {
  const [link] = await db.select().from(companyContractors).where(eq(companyContractors.id, id));
  if (!link) throw notFound();
  const owner = await activeCompany(db, link.companyId);
  if (!owner) throw notFound();
  const superiorOf = await loadSuperiorOf(db, user);
  if (
    canManageContractorLink(user, owner, { otherId: link.contractorId, superior: link.superior }, superiorOf)
  )
    return link;
  if (purpose === 'remove' && mayAnswerLink(user, contractorConsent(link))) return link;
  if (user.companyId !== owner.id && user.companyId !== link.contractorId && !superiorOf.includes(owner.id))
    throw notFound();
  throw forbidden();
}

export async function managedPrincipalLink(
  db: Db,
  user: CompanyUser,
  id: number,
  purpose: LinkPurpose = 'change',
) {
  const [link] = await db.select().from(companyPrincipals).where(eq(companyPrincipals.id, id));
  if (!link) throw notFound();
  const owner = await activeCompany(db, link.companyId);
  if (!owner) throw notFound();
  if (canManagePrincipals(user, owner)) return link;
  if (purpose === 'remove' && mayAnswerLink(user, principalConsent(link))) return link;
  if (user.companyId !== owner.id && user.companyId !== link.principalId) throw notFound();
  throw forbidden();
}

type ContractorRow = typeof companyContractors.$inferSelect;
type PrincipalRow = typeof companyPrincipals.$inferSelect;

/** The row as the consent rule of company-permissions.ts reads it. */
export const contractorConsent = (link: ContractorRow) => ({
  kind: 'contractor' as const,
  ownerId: link.companyId,
  otherId: link.contractorId,
  superior: link.superior,
  confirmed: link.confirmedAt !== null,
});
export const principalConsent = (link: PrincipalRow) => ({
  kind: 'principal' as const,
  ownerId: link.companyId,
  otherId: link.principalId,
  superior: link.superior,
  confirmed: link.confirmedAt !== null,
});

/** The company a link's prices bind (company-permissions.ts payerOf), as LinkOwner; null when gone. */
export async function payerCompany(db: DbOrTx, payerId: number): Promise<LinkOwner | null> {
  return activeCompany(db, payerId);
}

/** The payer of a contractor link (its owner) or of a principal link (the principal). */
export const contractorPayer = (link: ContractorRow) => payerOf(contractorConsent(link));
export const principalPayer = (link: PrincipalRow) => payerOf(principalConsent(link));
