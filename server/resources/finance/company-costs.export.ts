/**
 * 'Koszty przewozów' as a file (issue 35 part 3, row 831): the cost dashboard's partial costs of one
 * month, per transport company, with each company's total and the month's sum, in zł. The dashboard
 * has no download; this is the summary its scheduled e-mail attaches, built from the dashboard's own
 * rows (company-costs.service.ts) with the subscriber's rights.
 */
import type { CostRow } from '../../../domain/contract/finance.schema';
import { costTotal, isUnpriced } from '../../../domain/finance/cost-rows';
import { canReadCompanyStatistics } from '../../../domain/finance/finance-rules';
import { fromHundredths } from '../../../domain/money';
import { monthLabel } from '../../../domain/settlement/kilometer-month';
import { NO_STAKE } from '../../../domain/settlement/rate-stake';
import type { FinanceCaller } from './financial-report.service';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/errors';
import { defineSheet, type SheetRow, type SheetValue } from '../../reports/sheet-workbook';
import { companyCostRows } from './company-costs.service';

export const COST_SUMMARY_SHEET = defineSheet('Koszty', [
  { header: 'Miesiąc', key: 'month', width: 16 },
  { header: 'Firma transportowa', key: 'company', width: 30 },
  { header: 'Kilometry (zł)', key: 'km', width: 14 },
  { header: 'Oczekiwanie (zł)', key: 'waiting', width: 16 },
  { header: 'Autostrady (zł)', key: 'motorway', width: 15 },
  { header: 'Razem (zł)', key: 'total', width: 14 },
]);
type Row = SheetRow<typeof COST_SUMMARY_SHEET>;

/** A part without a price says 'brak stawki' as the dashboard does, never 0 (row 651). */
const zl = (hundredths: number | null): SheetValue =>
  hundredths === null ? NO_STAKE : fromHundredths(hundredths);

/**
 * The month's rows and a 'Suma' row; the sum leaves unpriced parts out as the dashboard's totals do.
 * Example: costSummaryRows([], '2026-11') -> [{ month: 'listopad 2026', company: 'Suma', total: 0, … }]
 */
export function costSummaryRows(rows: readonly CostRow[], month: string): Row[] {
  const label = monthLabel(month);
  const ofMonth = rows.filter((row) => row.month === month);
  const sum = (pick: (row: CostRow) => number) => ofMonth.reduce((total, row) => total + pick(row), 0);
  return [
    ...ofMonth.map((row) => ({
      month: label,
      company: row.transportCompanyName,
      km: zl(row.priceByKilometers),
      waiting: zl(row.priceByWaiting),
      motorway: zl(row.priceByMotorway),
      total: fromHundredths(costTotal(row)),
    })),
    {
      month: label,
      company: ofMonth.some(isUnpriced) ? 'Suma (bez kilometrów i oczekiwania bez stawki)' : 'Suma',
      km: fromHundredths(sum((row) => row.priceByKilometers ?? 0)),
      waiting: fromHundredths(sum((row) => row.priceByWaiting ?? 0)),
      motorway: fromHundredths(sum((row) => row.priceByMotorway)),
      total: fromHundredths(sum(costTotal)),
    },
  ];
}

/** The caller's own company's month, e.g. koszty-przewozow-2026-11.xlsx (403 without the right). */
export async function companyCostsFile(db: Db, user: FinanceCaller, month: string) {
  if (!canReadCompanyStatistics(user) || user.companyId === null) throw forbidden();
  const rows = await companyCostRows(db, user.companyId);
  return {
    fileName: `koszty-przewozow-${month}.xlsx`,
    content: await COST_SUMMARY_SHEET.build(costSummaryRows(rows, month)),
  };
}
