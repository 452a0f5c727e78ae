/**
 * Reads of contractor and principal links with their company names and stakes (newest first), shaped
 * as the contract of domain/contract/company-links.schema.ts. A company's lists hold the links it made
 * and the links made towards it (both sides see a pending link and its state, ADR 022).
 */
import { aliasedTable, and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { stakeValidOn } from '../../../domain/settlement/rate-stake';
import { warsawDay } from '../../../domain/warsaw-time';
import type { BillingModel } from '../../../domain/companies/company-links.schema';
import type { ContractorOf } from '../../../domain/companies/company-permissions';

import { companies, companyContractors, companyPrincipals, stakes } from '../../db/schema';
import { iri } from '../../http/hydra';

import type { Db, Tx } from '../../db/client';
export type DbOrTx = Db | Tx;

const owner = aliasedTable(companies, 'owner');
const other = aliasedTable(companies, 'other');

const ref = (id: number, name: string) => ({ '@id': iri('companies', id), id, name });
const consent = (confirmedAt: Date | null) => ({
  confirmed: confirmedAt !== null,
  confirmedAt: confirmedAt?.toISOString() ?? null,
});

interface StakeRow {
  id: number;
  kilometerRate: number;
  waitHourRate: number;
  validFrom: string;
  confirmedAt: Date | null;
  companyContractorId: number | null;
  companyPrincipalId: number | null;
}

function stakesOf(rows: readonly StakeRow[], pick: (row: StakeRow) => number | null, linkId: number) {
  const list = rows
    .filter((row) => pick(row) === linkId)
    .map(({ id, kilometerRate, waitHourRate, validFrom, confirmedAt }) => ({
      id,
      kilometerRate,
      waitHourRate,
      validFrom,
      confirmed: confirmedAt !== null,
    }));
  const binding = list.filter((stake) => stake.confirmed);
  return { stakes: list, currentStake: stakeValidOn(binding, warsawDay(new Date())) };
}

async function stakeRows(db: DbOrTx, contractorIds: number[], principalIds: number[]): Promise<StakeRow[]> {
  if (contractorIds.length === 0 && principalIds.length === 0) return [];
  return db
    .select({
      id: stakes.id,
      kilometerRate: stakes.kilometerRate,
      waitHourRate: stakes.waitHourRate,
      validFrom: stakes.validFrom,
      confirmedAt: stakes.confirmedAt,
      companyContractorId: stakes.companyContractorId,
      companyPrincipalId: stakes.companyPrincipalId,
    })
    .from(stakes)
    .where(
      or(
        contractorIds.length ? inArray(stakes.companyContractorId, contractorIds) : undefined,
        principalIds.length ? inArray(stakes.companyPrincipalId, principalIds) : undefined,
      ),
    )
    .orderBy(desc(stakes.validFrom), desc(stakes.id));
}

/** Contractor links owned by `companyId` (its contractors), or the one link `linkId`. */
export async function contractorLinks(db: DbOrTx, where: { companyId?: number; linkId?: number }) {
  const rows = await db
    .select({
      id: companyContractors.id,
      companyId: companyContractors.companyId,
      companyName: owner.name,
      contractorId: companyContractors.contractorId,
      contractorName: other.name,
      superior: companyContractors.superior,
      billingModel: companyContractors.billingModel,
      contractorOf: companyContractors.contractorOf,
      confirmedAt: companyContractors.confirmedAt,
    })
    .from(companyContractors)
    .innerJoin(owner, eq(owner.id, companyContractors.companyId))
    .innerJoin(other, eq(other.id, companyContractors.contractorId))
    .where(
      where.linkId !== undefined
        ? eq(companyContractors.id, where.linkId)
        : or(
            eq(companyContractors.companyId, where.companyId ?? 0),
            eq(companyContractors.contractorId, where.companyId ?? 0),
          ),
    )
    .orderBy(asc(other.name), asc(companyContractors.id));
  const allStakes = await stakeRows(
    db,
    rows.map((row) => row.id),
    [],
  );
  return rows.map((row) => ({
    '@id': iri('company_contractors', row.id),
    '@type': 'CompanyContractor',
    id: row.id,
    company: ref(row.companyId, row.companyName),
    contractor: ref(row.contractorId, row.contractorName),
    superior: row.superior,
    billingModel: row.billingModel as BillingModel,
    contractorOf: row.contractorOf as ContractorOf,
    ...consent(row.confirmedAt),
    ...stakesOf(allStakes, (stake) => stake.companyContractorId, row.id),
  }));
}

/** Principal links of transport company `companyId` (the companies it serves), or the one link `linkId`. */
export async function principalLinks(db: DbOrTx, where: { companyId?: number; linkId?: number }) {
  const rows = await db
    .select({
      id: companyPrincipals.id,
      companyId: companyPrincipals.companyId,
      companyName: owner.name,
      principalId: companyPrincipals.principalId,
      principalName: other.name,
      superior: companyPrincipals.superior,
      billingModel: companyPrincipals.billingModel,
      confirmedAt: companyPrincipals.confirmedAt,
    })
    .from(companyPrincipals)
    .innerJoin(owner, eq(owner.id, companyPrincipals.companyId))
    .innerJoin(other, eq(other.id, companyPrincipals.principalId))
    .where(
      where.linkId !== undefined
        ? eq(companyPrincipals.id, where.linkId)
        : or(
            eq(companyPrincipals.companyId, where.companyId ?? 0),
            eq(companyPrincipals.principalId, where.companyId ?? 0),
          ),
    )
    .orderBy(asc(other.name), asc(companyPrincipals.id));
  const allStakes = await stakeRows(
    db,
    [],
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    '@id': iri('company_principals', row.id),
    '@type': 'CompanyPrincipal',
    id: row.id,
    company: ref(row.companyId, row.companyName),
    principal: ref(row.principalId, row.principalName),
    superior: row.superior,
    billingModel: row.billingModel as BillingModel,
    ...consent(row.confirmedAt),
    ...stakesOf(allStakes, (stake) => stake.companyPrincipalId, row.id),
  }));
}

/*
 * One link per pair (row 696): a railway company and a transport company are linked either by the
 * railway company's contractor link or by the transport company's principal link, never both.
 */
/** The principal link, pending or not, in which `transportId` serves railway company `railwayId`. */
export async function mirroredPrincipal(tx: DbOrTx, railwayId: number, transportId: number) {
  const [row] = await tx
    .select({ id: companyPrincipals.id })
    .from(companyPrincipals)
    .where(and(eq(companyPrincipals.companyId, transportId), eq(companyPrincipals.principalId, railwayId)));
  return row !== undefined;
}

/** The contractor link, pending or not, in which railway company `railwayId` hired `transportId`. */
export async function mirroredContractor(tx: DbOrTx, railwayId: number, transportId: number) {
  const [row] = await tx
    .select({ id: companyContractors.id })
    .from(companyContractors)
    .where(
      and(eq(companyContractors.companyId, railwayId), eq(companyContractors.contractorId, transportId)),
    );
  return row !== undefined;
}

export type ContractorLinkView = Awaited<ReturnType<typeof contractorLinks>>[number];
export type PrincipalLinkView = Awaited<ReturnType<typeof principalLinks>>[number];
