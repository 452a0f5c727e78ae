import { costTotal, isUnpriced } from '@domain/finance/cost-rows';
import type { CostRow } from '@domain/contract/finance.schema';

export interface CompanyTotal {
  id: number;
  name: string;
  /** Hundredths. */
  total: number;
  /** 0..1 of all companies' costs. */
  share: number;
  /** Some of its kilometres or waiting have no price: `total` sums the priced parts only. */
  unpriced: boolean;
}

/**
 * Each transport company's total over all months and its share of the sum.
 * Example: companyTotals([{ ...row, transportCompanyId: 1, priceByKilometers: 300 }, { ...row, transportCompanyId: 2, priceByKilometers: 100 }])
 *   -> shares 0.75 and 0.25
 */
export function companyTotals(rows: readonly CostRow[]): CompanyTotal[] {
  const byCompany = new Map<number, CompanyTotal>();
  for (const row of rows) {
    const known = byCompany.get(row.transportCompanyId) ?? {
      id: row.transportCompanyId,
      name: row.transportCompanyName,
      total: 0,
      share: 0,
      unpriced: false,
    };
    known.total += costTotal(row);
    known.unpriced ||= isUnpriced(row);
    byCompany.set(row.transportCompanyId, known);
  }
  const all = [...byCompany.values()].reduce((sum, company) => sum + company.total, 0);
  return [...byCompany.values()]
    .map((company) => ({ ...company, share: all === 0 ? 0 : company.total / all }))
    .sort((a, b) => b.total - a.total);
}
