/**
 * Writes of contractor and principal links and their stakes (administration.md §3-§6). Each call asks
 * the domain rule of company-permissions.ts first (403), then the body's references (422), then
 * writes in one transaction. Stakes are history: a new stake is a new row, an older one is never
 * rewritten; the settlement reads the confirmed stake in force on a ride's day (rate-stake.ts).
 * Consent (ADR 022): a link made by a company is pending until its other side confirms it
 * (company-link-consent.service.ts); a stake binds at once only when the payer's side set it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { superiorCompaniesOf } from '../../../domain/courses/course-permissions';
import {
  canManageContractorLink,
  canManagePrincipals,
  canSetSuperior,
  confirmedAtCreation,
  contractorKindsFor,
  mayAnswerLink,
  payerOf,
  speaksForPayer,
  type CompanyUser,
  type LinkOwner,
} from '../../../domain/companies/company-permissions';
import {
  billingModelFor,
  type ContractorRequest,
  type PrincipalRequest,
} from '../../../domain/companies/company-links.schema';
import { warsawDay } from '../../../domain/warsaw-time';
import type { Db } from '../../db/client';
import { courses } from '../../db/course-schema';
import { companies, companyContractors, companyPrincipals, stakes } from '../../db/schema';
import { ApiError, ViolationError, forbidden, notFound } from '../../http/errors';
import { HTTP_MESSAGES } from '../../http/messages';
import { allContractorLinks } from './scope';
import {
  contractorLinks,
  mirroredContractor,
  mirroredPrincipal,
  principalLinks,
  type DbOrTx,
} from './company-links.repository';

export const LINK_MESSAGES = {
  duplicateContractor: 'Ta firma jest już wykonawcą tej firmy',
  duplicatePrincipal: 'Ta firma jest już obsługiwana przez tę firmę',
  linkInUse: 'Nie można usunąć powiązania, które ma już kursy',
  duplicateStake: 'Stawka od tego dnia już istnieje',
  superiorNotYours: 'Wykonawcę nadrzędnego może wskazać tylko sama firma kolejowa lub administrator',
} as const;

/** What a link lookup is for: changing it (stakes, removal by its owner) or removing it. */
export type LinkPurpose = 'change' | 'remove';

/** When a new link or stake starts to bind: at once for the given side, else null (pending). */
const confirmedNowIf = (holds: boolean): Date | null => (holds ? new Date() : null);

type CompanyRow = typeof companies.$inferSelect;

export async function loadSuperiorOf(db: Db, user: CompanyUser): Promise<number[]> {
  return user.companyId === null ? [] : superiorCompaniesOf(user.companyId, await allContractorLinks(db));
}

async function activeCompany(db: DbOrTx, id: number): Promise<CompanyRow | null> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.isActive, true)));
  return row ?? null;
}

const invalid = (propertyPath: string, message: string = HTTP_MESSAGES.invalidValue) =>
  new ViolationError([{ propertyPath, message }]);

/** The owner named in a body: a missing one reads as an invalid value (422), not as 404. */
async function ownerOf(db: DbOrTx, id: number): Promise<CompanyRow> {
  const row = await activeCompany(db, id);
  if (!row) throw invalid('company');
  return row;
}

async function insertStake(
  tx: DbOrTx,
  owner: { companyContractorId?: number; companyPrincipalId?: number },
  stake: { kilometerRate: number; waitHourRate: number; validFrom: string },
  confirmedAt: Date | null,
) {
  await tx.insert(stakes).values({ ...owner, ...stake, confirmedAt });
}

const firstStake = (input: { kilometerRate: number | null; waitHourRate: number | null }) =>
  input.kilometerRate === null || input.waitHourRate === null
    ? null
    : {
        kilometerRate: input.kilometerRate,
        waitHourRate: input.waitHourRate,
        validFrom: warsawDay(new Date()),
      };

export async function addContractor(db: Db, user: CompanyUser, input: ContractorRequest) {
  const owner = await ownerOf(db, input.company);
  const kinds = contractorKindsFor(user, owner, await loadSuperiorOf(db, user));
  if (kinds.length === 0) throw forbidden();
  if (!kinds.includes(input.contractorOf)) throw invalid('contractorOf');
  if (input.superior && !canSetSuperior(user, owner))
    throw invalid('superior', LINK_MESSAGES.superiorNotYours);
  const contractor = await activeCompany(db, input.contractor);
  if (!contractor || !contractor.isTransportCompany || contractor.id === owner.id)
    throw invalid('contractor');
  const billingModel = billingModelFor(input.contractorOf, input.billingModel);
  if (billingModel === null) throw invalid('billingModel', HTTP_MESSAGES.required);
  const id = await db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: companyContractors.id })
      .from(companyContractors)
      .where(
        and(eq(companyContractors.companyId, owner.id), eq(companyContractors.contractorId, contractor.id)),
      );
    // One link per pair (row 696): a transport company serving this railway company already holds it.
    if (
      exists ||
      (input.contractorOf === 'railway_company' && (await mirroredPrincipal(tx, owner.id, contractor.id)))
    )
      throw invalid('contractor', LINK_MESSAGES.duplicateContractor);
    const [row] = await tx
      .insert(companyContractors)
      .values({
        companyId: owner.id,
        contractorId: contractor.id,
        superior: input.superior,
        billingModel,
        contractorOf: input.contractorOf,
        confirmedAt: confirmedNowIf(confirmedAtCreation(user)),
      })
      .returning({ id: companyContractors.id });
    if (!row) throw new Error('contractor link insert failed');
    const stake = firstStake(input);
    // The payer of a contractor link is its owner.
    if (stake)
      await insertStake(
        tx,
        { companyContractorId: row.id },
        stake,
        confirmedNowIf(speaksForPayer(user, owner)),
      );
    return row.id;
  });
  return (await contractorLinks(db, { linkId: id }))[0];
}

export async function addPrincipal(db: Db, user: CompanyUser, input: PrincipalRequest) {
  const owner = await ownerOf(db, input.company);
  if (!canManagePrincipals(user, owner)) throw forbidden();
  const principal = await activeCompany(db, input.principal);
  if (!principal || principal.isTransportCompany) throw invalid('principal');
  const id = await db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: companyPrincipals.id })
      .from(companyPrincipals)
      .where(and(eq(companyPrincipals.companyId, owner.id), eq(companyPrincipals.principalId, principal.id)));
    // One link per pair (row 696): the railway company may already have made this company its contractor.
    if (exists || (await mirroredContractor(tx, principal.id, owner.id)))
      throw invalid('principal', LINK_MESSAGES.duplicatePrincipal);
    const [row] = await tx
      .insert(companyPrincipals)
      .values({
        companyId: owner.id,
        principalId: principal.id,
        superior: input.superior,
        billingModel: input.billingModel,
        confirmedAt: confirmedNowIf(confirmedAtCreation(user)),
      })
      .returning({ id: companyPrincipals.id });
    if (!row) throw new Error('principal link insert failed');
    const stake = firstStake(input);
    // The payer of a principal link is the principal: its head confirms the rates with the link.
    if (stake)
      await insertStake(
        tx,
        { companyPrincipalId: row.id },
        stake,
        confirmedNowIf(speaksForPayer(user, principal)),
      );
    return row.id;
  });
  return (await principalLinks(db, { linkId: id }))[0];
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

/** Courses that used the pair: a link with courses keeps its prices (409 on removal). */
async function coursesUsing(db: DbOrTx, where: ReturnType<typeof and>) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courses)
    .where(where);
  return row?.n ?? 0;
}

export async function removeContractor(db: Db, user: CompanyUser, id: number) {
  const link = await managedContractorLink(db, user, id, 'remove');
  const used =
    link.contractorOf === 'transport_company'
      ? and(eq(courses.contractorId, link.companyId), eq(courses.subcontractorId, link.contractorId))
      : and(eq(courses.companyId, link.companyId), eq(courses.contractorId, link.contractorId));
  await db.transaction(async (tx) => {
    if ((await coursesUsing(tx, used)) > 0) throw new ApiError(409, LINK_MESSAGES.linkInUse);
    await tx.delete(stakes).where(eq(stakes.companyContractorId, link.id));
    await tx.delete(companyContractors).where(eq(companyContractors.id, link.id));
  });
}

export async function removePrincipal(db: Db, user: CompanyUser, id: number) {
  const link = await managedPrincipalLink(db, user, id, 'remove');
  await db.transaction(async (tx) => {
    const used = and(eq(courses.companyId, link.principalId), eq(courses.contractorId, link.companyId));
    if ((await coursesUsing(tx, used)) > 0) throw new ApiError(409, LINK_MESSAGES.linkInUse);
    await tx.delete(stakes).where(eq(stakes.companyPrincipalId, link.id));
    await tx.delete(companyPrincipals).where(eq(companyPrincipals.id, link.id));
  });
}

/**
 * The New stakes modal: a new row from validFrom on; the same day twice is refused (422). It binds at
 * once when the user speaks for the payer, else it waits for the payer's confirmation.
 */
export async function addStake(
  db: Db,
  user: CompanyUser,
  owner: { companyContractorId: number } | { companyPrincipalId: number },
  payerId: number,
  stake: { kilometerRate: number; waitHourRate: number; validFrom: string },
) {
  const payer = await activeCompany(db, payerId);
  const confirmedAt = confirmedNowIf(payer !== null && speaksForPayer(user, payer));
  const column = 'companyContractorId' in owner ? stakes.companyContractorId : stakes.companyPrincipalId;
  const linkId = 'companyContractorId' in owner ? owner.companyContractorId : owner.companyPrincipalId;
  const link = 'companyContractorId' in owner ? companyContractors : companyPrincipals;
  await db.transaction(async (tx) => {
    // The link row locked first: two adds of one day wait on each other, so the second sees the
    // first's stake (without it both passed the check and the link had two stakes of one day).
    await tx.select({ id: link.id }).from(link).where(eq(link.id, linkId)).for('update');
    const [same] = await tx
      .select({ id: stakes.id })
      .from(stakes)
      .where(and(eq(column, linkId), eq(stakes.validFrom, stake.validFrom)));
    if (same) throw invalid('validFrom', LINK_MESSAGES.duplicateStake);
    await insertStake(tx, owner, stake, confirmedAt);
  });
}
