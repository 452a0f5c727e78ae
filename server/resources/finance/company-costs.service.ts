/**
 * The cost dashboard's rows of one railway company (courses.md §2, §7): the answer of
 * `GET statistics/all-costs-from-accepted-and-finished-courses` and the figures of its e-mailed
 * summary (company-costs.export.ts), from one computation so the two cannot differ.
 */
import type { CostRow } from '../../../domain/contract/finance.schema';
import { costRows } from '../../../domain/finance/cost-rows';
import type { Db } from '../../db/client';
import { withStakePrices } from './company-costs.prices';
import { findCostRides, findCostTable } from './company-costs.repository';

/** Every month's rows, ordered by month then transport company. */
export async function companyCostRows(db: Db, companyId: number): Promise<CostRow[]> {
  const table = await withStakePrices(db, companyId, await findCostTable(db, companyId, null));
  const prices = new Map(table.map((row) => [row.transportCompanyId, row]));
  return costRows(await findCostRides(db, companyId), (id) => prices.get(id));
}
