/**
 * Consent for company links and their stakes (ADR 022, issue 29): a link made by one company is
 * pending, granting nothing, until the other side confirms it; a stake added by the side that does not
 * pay waits for the payer. Who confirms is company-permissions.ts (canConfirmLink, speaksForPayer):
 * another company's act answers 403 when the caller is a party of the link, 404 when it is not.
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  canConfirmLink,
  payerOf,
  speaksForPayer,
  type CompanyUser,
  type ConsentLink,
} from '../../../domain/companies/company-permissions';
import type { Db, Tx } from '../../db/client';
import { companyContractors, companyPrincipals, stakes } from '../../db/schema';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { isManager } from '../../../domain/auth/roles';
import { contractorLinks, principalLinks } from './company-links.repository';
import {
  contractorConsent,
  contractorPayer,
  payerCompany,
  principalConsent,
  principalPayer,
} from './company-link-access';

export const CONSENT_MESSAGES = {
  linkConfirmed: 'To powiązanie jest już potwierdzone',
  stakeConfirmed: 'Ta stawka jest już potwierdzona',
} as const;

/** A party of the link (either side) learns it exists (403); anyone else gets 404. */
function refuse(user: CompanyUser, link: Pick<ConsentLink, 'ownerId' | 'otherId'>): never {
  if (user.companyId !== null && (user.companyId === link.ownerId || user.companyId === link.otherId))
    throw forbidden();
  throw notFound();
}

/** Stakes of the link still waiting: the payer's side confirming the link confirms them too. */
async function confirmPendingStakes(tx: Tx, of: 'contractor' | 'principal', linkId: number) {
  const owner =
    of === 'contractor' ? eq(stakes.companyContractorId, linkId) : eq(stakes.companyPrincipalId, linkId);
  await tx
    .update(stakes)
    .set({ confirmedAt: new Date() })
    .where(and(owner, isNull(stakes.confirmedAt)));
}

async function speaksForPayerOf(db: Db, user: CompanyUser, payerId: number): Promise<boolean> {
  const payer = await payerCompany(db, payerId);
  return payer !== null && speaksForPayer(user, payer);
}

/** The contractor link `id` the caller may confirm or decline (else 404/403); 409 when already confirmed. */
export async function answerableContractorLink(db: Db, user: CompanyUser, id: number) {
  const [link] = await db.select().from(companyContractors).where(eq(companyContractors.id, id));
  if (!link) throw notFound();
  const consent = contractorConsent(link);
  if (!canConfirmLink(user, consent)) refuse(user, consent);
  if (consent.confirmed) throw new ApiError(409, CONSENT_MESSAGES.linkConfirmed);
  return link;
}

export async function answerablePrincipalLink(db: Db, user: CompanyUser, id: number) {
  const [link] = await db.select().from(companyPrincipals).where(eq(companyPrincipals.id, id));
  if (!link) throw notFound();
  const consent = principalConsent(link);
  if (!canConfirmLink(user, consent)) refuse(user, consent);
  if (consent.confirmed) throw new ApiError(409, CONSENT_MESSAGES.linkConfirmed);
  return link;
}

export async function confirmContractorLink(db: Db, user: CompanyUser, id: number) {
  const link = await answerableContractorLink(db, user, id);
  const withStakes = await speaksForPayerOf(db, user, contractorPayer(link));
  await db.transaction(async (tx) => {
    const done = await tx
      .update(companyContractors)
      .set({ confirmedAt: new Date() })
      .where(and(eq(companyContractors.id, link.id), isNull(companyContractors.confirmedAt)))
      .returning({ id: companyContractors.id });
    if (done.length === 0) throw new ApiError(409, CONSENT_MESSAGES.linkConfirmed);
    if (withStakes) await confirmPendingStakes(tx, 'contractor', link.id);
  });
  const [view] = await contractorLinks(db, { linkId: link.id });
  if (!view) throw notFound();
  return view;
}

export async function confirmPrincipalLink(db: Db, user: CompanyUser, id: number) {
  const link = await answerablePrincipalLink(db, user, id);
  const withStakes = await speaksForPayerOf(db, user, principalPayer(link));
  await db.transaction(async (tx) => {
    const done = await tx
      .update(companyPrincipals)
      .set({ confirmedAt: new Date() })
      .where(and(eq(companyPrincipals.id, link.id), isNull(companyPrincipals.confirmedAt)))
      .returning({ id: companyPrincipals.id });
    if (done.length === 0) throw new ApiError(409, CONSENT_MESSAGES.linkConfirmed);
    if (withStakes) await confirmPendingStakes(tx, 'principal', link.id);
  });
  const [view] = await principalLinks(db, { linkId: link.id });
  if (!view) throw notFound();
  return view;
}

/** The link a stake prices, as the consent rule reads it; null for an employee group's stake. */
async function stakeLink(db: Db, stake: typeof stakes.$inferSelect): Promise<ConsentLink | null> {
  if (stake.companyContractorId !== null) {
    const [link] = await db
      .select()
      .from(companyContractors)
      .where(eq(companyContractors.id, stake.companyContractorId));
    return link ? contractorConsent(link) : null;
  }
  if (stake.companyPrincipalId !== null) {
    const [link] = await db
      .select()
      .from(companyPrincipals)
      .where(eq(companyPrincipals.id, stake.companyPrincipalId));
    return link ? principalConsent(link) : null;
  }
  return null;
}

/** A stake the payer's side confirms (else 404/403); 409 when it already binds. */
export async function confirmableStake(db: Db, user: CompanyUser, id: number) {
  const [stake] = await db.select().from(stakes).where(eq(stakes.id, id));
  if (!stake) throw notFound();
  const link = await stakeLink(db, stake);
  if (!link) throw notFound();
  if (!isManager(user) && !(await speaksForPayerOf(db, user, payerOf(link)))) refuse(user, link);
  if (stake.confirmedAt !== null) throw new ApiError(409, CONSENT_MESSAGES.stakeConfirmed);
  return stake;
}

export async function confirmStake(db: Db, user: CompanyUser, id: number) {
  await confirmableStake(db, user, id);
  const [row] = await db
    .update(stakes)
    .set({ confirmedAt: new Date() })
    .where(and(eq(stakes.id, id), isNull(stakes.confirmedAt)))
    .returning();
  if (!row) throw new ApiError(409, CONSENT_MESSAGES.stakeConfirmed);
  return row;
}
