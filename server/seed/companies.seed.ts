import {
  companies,
  companyContractors,
  companyPrincipals,
  employeeGroups,
  locomotives,
  stakes,
} from '../db/schema';
import {
  CONTRACTOR_LINKS,
  EMPLOYEE_GROUP_NAMES,
  PENDING_PRINCIPAL_LINK,
  RAILWAY_COMPANIES,
  STAKES_VALID_FROM,
  TRANSPORT_COMPANIES,
  employeeGroupRate,
} from './companies.data';
import type { RateSeed } from './companies.data';
import { LOCOMOTIVES } from './locomotives.data';
import { idOf } from './seed-ids';
import type { Tx } from '../db/client';
import type { Ids } from './seed-ids';

/** Returns company ids keyed by name. */
export async function insertCompanies(tx: Tx): Promise<Ids> {
  const rows = await tx
    .insert(companies)
    .values(
      [...RAILWAY_COMPANIES, ...TRANSPORT_COMPANIES].map(({ street, zipCode, city, ...company }) => ({
        ...company,
        headquartersStreet: street,
        headquartersZipCode: zipCode,
        headquartersCity: city,
      })),
    )
    .returning({ id: companies.id, name: companies.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}

const stake = (rate: RateSeed) => ({ ...rate, validFrom: STAKES_VALID_FROM });
const pairKey = (a: number, b: number) => `${a}:${b}`;

export async function insertLinks(tx: Tx, companyIds: Ids): Promise<void> {
  const contractorRows = await tx
    .insert(companyContractors)
    .values(
      CONTRACTOR_LINKS.map(({ company, contractor, stake: _stake, ...link }) => ({
        ...link,
        companyId: idOf(companyIds, company),
        contractorId: idOf(companyIds, contractor),
      })),
    )
    .returning();
  const contractorIds = new Map(
    contractorRows.map((row) => [pairKey(row.companyId, row.contractorId), row.id]),
  );
  await tx.insert(stakes).values(
    CONTRACTOR_LINKS.map((link) => ({
      ...stake(link.stake),
      companyContractorId: idOf(
        contractorIds,
        pairKey(idOf(companyIds, link.company), idOf(companyIds, link.contractor)),
      ),
    })),
  );
  await insertPendingPrincipalLink(tx, companyIds);
}

/** The demo's pending link and its proposed stake: both wait for PKP Intercity (confirmedAt null). */
async function insertPendingPrincipalLink(tx: Tx, companyIds: Ids): Promise<void> {
  const { company, principal, stake: rate, ...link } = PENDING_PRINCIPAL_LINK;
  const [row] = await tx
    .insert(companyPrincipals)
    .values({
      ...link,
      companyId: idOf(companyIds, company),
      principalId: idOf(companyIds, principal),
      confirmedAt: null,
    })
    .returning({ id: companyPrincipals.id });
  if (!row) throw new Error('pending principal link insert failed');
  await tx.insert(stakes).values({ ...stake(rate), companyPrincipalId: row.id, confirmedAt: null });
}

/** Returns ids keyed `<company>|<group>`. */
export async function insertEmployeeGroups(tx: Tx, companyIds: Ids): Promise<Ids> {
  const seeds = RAILWAY_COMPANIES.flatMap((company, index) =>
    EMPLOYEE_GROUP_NAMES.map((name) => ({
      company: company.name,
      name,
      rate: employeeGroupRate(index, name),
    })),
  );
  const rows = await tx
    .insert(employeeGroups)
    .values(seeds.map((seed) => ({ companyId: idOf(companyIds, seed.company), name: seed.name })))
    .returning();
  const companyNames = new Map([...companyIds].map(([name, id]) => [id, name]));
  const groupIds = new Map(rows.map((row) => [`${companyNames.get(row.companyId)}|${row.name}`, row.id]));
  await tx.insert(stakes).values(
    seeds.map((seed) => ({
      ...stake(seed.rate),
      employeeGroupId: idOf(groupIds, `${seed.company}|${seed.name}`),
    })),
  );
  return groupIds;
}

export async function insertLocomotives(tx: Tx, companyIds: Ids): Promise<void> {
  await tx
    .insert(locomotives)
    .values(
      Object.entries(LOCOMOTIVES).flatMap(([company, sideNumbers]) =>
        sideNumbers.map((sideNumber) => ({ sideNumber, companyId: idOf(companyIds, company) })),
      ),
    );
}
