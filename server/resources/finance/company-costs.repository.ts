/**
 * The railway company's side of 'Finanse': the accepted rides its costs are made of, and its price
 * table per transport company (company_transport_costs).
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { CostRide } from '../../../domain/finance/cost-rows';
import { COST_RIDE_STATUSES } from '../../../domain/finance/finance-rules';
import type { Db } from '../../db/client';
import { courses, rides, segments } from '../../db/course-schema';
import { companyTransportCosts } from '../../db/finance-schema';
import { companies } from '../../db/schema';
import { contractorsOfCompany } from '../companies/scope';
import type { RowPrices } from './company-costs.prices';
import { bumpVersion } from '../../http/versioning';

const rideKm = sql<
  number | null
>`coalesce(${rides.distanceSum}, (select sum(${segments.distance}) from ${segments} where ${segments.rideId} = ${rides.id}))`;

/** Accepted taxi rides of the railway company's courses with a contractor, with its month. */
export async function findCostRides(db: Db, companyId: number): Promise<CostRide[]> {
  const rows = await db
    .select({
      courseId: courses.id,
      month: sql<string>`to_char(${rides.startsAt} at time zone 'Europe/Warsaw', 'YYYY-MM')`,
      transportCompanyId: companies.id,
      transportCompanyName: companies.name,
      km: rideKm,
      waitingHours: courses.driverWaitingHours,
      highwayCost: courses.driverHighwayCost,
    })
    .from(rides)
    .innerJoin(courses, eq(courses.id, rides.courseId))
    .innerJoin(companies, eq(companies.id, courses.contractorId))
    .where(
      and(
        eq(courses.type, 'taxi'),
        eq(sql`coalesce(${rides.companyId}, ${courses.companyId})`, companyId),
        inArray(rides.status, [...COST_RIDE_STATUSES]),
        isNotNull(rides.startsAt),
      ),
    )
    .orderBy(asc(rides.startsAt), asc(rides.id));
  return rows.map((row) => ({ ...row, km: row.km === null ? null : Number(row.km) }));
}

/** A row of the price table; the prices as stored (own, null = not set) or as answered. */
export interface CostTableRow extends RowPrices {
  id: number;
  transportCompanyId: number;
  transportCompanyName: string;
  version: number;
}

const costColumns = {
  id: companyTransportCosts.id,
  transportCompanyId: companyTransportCosts.transportCompanyId,
  transportCompanyName: companies.name,
  priceByKilometer: companyTransportCosts.priceByKilometer,
  priceByWaiting: companyTransportCosts.priceByWaiting,
  version: companyTransportCosts.version,
};

/**
 * The price table of a railway company as stored: a row for each of its transport contractors, made
 * (no own prices) the first time it is read after the contractor was linked (rows 175, 650).
 */
export async function findCostTable(
  db: Db,
  companyId: number,
  search: string | null,
): Promise<CostTableRow[]> {
  const contractors = await contractorsOfCompany(db, [companyId]);
  if (contractors.length > 0)
    await db
      .insert(companyTransportCosts)
      .values(contractors.map((transportCompanyId) => ({ companyId, transportCompanyId })))
      .onConflictDoNothing();
  return db
    .select(costColumns)
    .from(companyTransportCosts)
    .innerJoin(companies, eq(companies.id, companyTransportCosts.transportCompanyId))
    .where(
      and(
        eq(companyTransportCosts.companyId, companyId),
        search === null
          ? undefined
          : sql`${companies.name} ilike ${`%${search.replace(/[\\%_]/g, '\\$&')}%`}`,
      ),
    )
    .orderBy(asc(companies.name), asc(companyTransportCosts.id));
}

/** One row with its owner, or undefined. */
export async function findCostRow(
  db: Db,
  id: number,
): Promise<(CostTableRow & { companyId: number }) | undefined> {
  const [row] = await db
    .select({ ...costColumns, companyId: companyTransportCosts.companyId })
    .from(companyTransportCosts)
    .innerJoin(companies, eq(companies.id, companyTransportCosts.transportCompanyId))
    .where(eq(companyTransportCosts.id, id));
  return row;
}

/** The conditional update: false when the version moved (a lost race). */
export async function updateCostRow(
  db: Db,
  id: number,
  version: number,
  prices: RowPrices,
): Promise<boolean> {
  const rows = await db
    .update(companyTransportCosts)
    .set({ ...prices, version: bumpVersion(companyTransportCosts.version) })
    .where(and(eq(companyTransportCosts.id, id), eq(companyTransportCosts.version, version)))
    .returning({ id: companyTransportCosts.id });
  return rows.length > 0;
}
