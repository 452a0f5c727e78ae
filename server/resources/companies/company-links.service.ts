/**
 * Writes of contractor and principal links and their stakes (administration.md §3-§6). Each call asks
 * the domain rule of company-permissions.ts first (403), then the body's references (422), then
 * writes in one transaction. Stakes are history: a new stake is a new row, an older one is never
 * rewritten; the settlement reads the confirmed stake in force on a ride's day (rate-stake.ts).
 * Consent (ADR 022): a link made by a company is pending until its other side confirms it
 * (company-link-consent.service.ts); a stake binds at once only when the payer's side set it.
 * Which link a user may change, and who pays under it: company-link-access.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  canManagePrincipals,
  canSetSuperior,
  confirmedAtCreation,
  contractorKindsFor,
  speaksForPayer,
  type CompanyUser,
} from '../../../domain/companies/company-permissions';
import {
  billingModelFor,
  type ContractorRequest,
  type PrincipalRequest,
} from '../../../domain/companies/company-links.schema';
import { warsawDay } from '../../../domain/warsaw-time';
import type { Db } from '../../db/client';
import { courses } from '../../db/course-schema';
import { companyContractors, companyPrincipals, stakes } from '../../db/schema';
import { ApiError, ViolationError, forbidden } from '../../http/errors';
import { HTTP_MESSAGES } from '../../http/messages';
import {
  activeCompany,
  type CompanyRow,
  loadSuperiorOf,
  managedContractorLink,
  managedPrincipalLink,
} from './company-link-access';
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

/** When a new link or stake starts to bind: at once for the given side, else null (pending). */
const confirmedNowIf = (holds: boolean): Date | null => (holds ? new Date() : null);

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
