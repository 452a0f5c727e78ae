/**
 * Matrix targets of ADR 022 (issue 29): a fresh pending link or stake per call (a confirm changes it).
 * The own targets wait for a demo company (Taxi Trans Warszawa as a contractor, PKP Intercity as a
 * principal and as the payer of a stake); the foreign ones for the second tenant's companies.
 */
import type { FastifyInstance } from 'fastify';
import { companies, companyContractors, companyPrincipals, stakes } from '../../db/schema';
import { companyId } from '../demo-session.support';

let freshCount = 0;
async function freshCompany(app: FastifyInstance, isTransportCompany: boolean): Promise<number> {
  freshCount += 1;
  const [row] = await app.db
    .insert(companies)
    .values({
      name: `Zgoda ${freshCount}`,
      taxNumber: String(8_100_000_000 + freshCount),
      isTransportCompany,
    })
    .returning({ id: companies.id });
  if (!row) throw new Error('company insert failed');
  return row.id;
}

const linkValues = { billingModel: 'BACK_TO_THE_STARTING_POINT', confirmedAt: null } as const;

/** A pending contractor link of a fresh railway company waiting for `contractor`. */
export async function pendingContractorLink(app: FastifyInstance, contractor: string): Promise<number> {
  const [link] = await app.db
    .insert(companyContractors)
    .values({
      ...linkValues,
      companyId: await freshCompany(app, false),
      contractorId: await companyId(app, contractor),
      contractorOf: 'railway_company',
    })
    .returning({ id: companyContractors.id });
  if (!link) throw new Error('link insert failed');
  return link.id;
}

/** A pending principal link of a fresh transport company waiting for `principal`. */
export async function pendingPrincipalLink(app: FastifyInstance, principal: string): Promise<number> {
  const [link] = await app.db
    .insert(companyPrincipals)
    .values({
      ...linkValues,
      companyId: await freshCompany(app, true),
      principalId: await companyId(app, principal),
    })
    .returning({ id: companyPrincipals.id });
  if (!link) throw new Error('link insert failed');
  return link.id;
}

/** A stake waiting for `payer` on its confirmed link to a fresh transport company. */
export async function pendingStake(app: FastifyInstance, payer: string): Promise<number> {
  const [link] = await app.db
    .insert(companyContractors)
    .values({
      billingModel: 'BACK_TO_THE_STARTING_POINT',
      companyId: await companyId(app, payer),
      contractorId: await freshCompany(app, true),
      contractorOf: 'railway_company',
    })
    .returning({ id: companyContractors.id });
  if (!link) throw new Error('link insert failed');
  const [stake] = await app.db
    .insert(stakes)
    .values({
      companyContractorId: link.id,
      kilometerRate: 100,
      waitHourRate: 1000,
      validFrom: '2026-01-01',
      confirmedAt: null,
    })
    .returning({ id: stakes.id });
  if (!stake) throw new Error('stake insert failed');
  return stake.id;
}
