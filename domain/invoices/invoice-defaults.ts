/**
 * The items a new invoice starts with (administration.md §5; reading in docs/spec-decisions.md row 506):
 * passenger transport per km at 8 % priced by the kilometre stake, waiting at 23 % priced by the waiting
 * stake, and highway fees at 23 % per piece. The quantities are the picked courses' settlement figures,
 * summed with the settlement's own adder (`sumFigure`).
 */
import { sumFigure, type SettlementFigures } from '../settlement/settlement-totals';
import type { InvoiceLineInput } from './invoice-totals';

export const INVOICE_ITEM_NAMES = {
  transport: 'Przewóz osób',
  waiting: 'Oczekiwanie',
  highway: 'Opłaty za autostrady',
} as const;
export const INVOICE_UNITS = { km: 'km', piece: 'szt.' } as const;
export const INVOICE_TAX_RATES = [8, 23] as const;

export interface InvoiceStakes {
  /** Grosze per km. */
  kilometerStake: number;
  /** Grosze per hour of waiting. */
  waitStake: number;
}

/**
 * The default items for the courses' figures; an item whose figure is empty is left out.
 * Example: defaultInvoiceItems([{ distance: 10, waitingHundredthsOfHour: 150, highwayCost: 900 }],
 *   { kilometerStake: 320, waitStake: 4000 }) -> km 10 000 milli at 3,20; 1,5 h at 40,00; 1 szt. at 9,00
 */
export function defaultInvoiceItems(
  figures: readonly SettlementFigures[],
  stakes: InvoiceStakes,
): InvoiceLineInput[] {
  const km = sumFigure(figures.map((f) => f.distance));
  const waiting = sumFigure(figures.map((f) => f.waitingHundredthsOfHour));
  const highway = sumFigure(figures.map((f) => f.highwayCost));
  const items: InvoiceLineInput[] = [];
  if (km !== null && km > 0)
    items.push({
      name: INVOICE_ITEM_NAMES.transport,
      unit: INVOICE_UNITS.km,
      taxRate: 8,
      unitPriceNet: stakes.kilometerStake,
      quantityMilli: km * 1000,
    });
  if (waiting !== null && waiting > 0)
    items.push({
      name: INVOICE_ITEM_NAMES.waiting,
      unit: INVOICE_UNITS.piece,
      taxRate: 23,
      unitPriceNet: stakes.waitStake,
      quantityMilli: waiting * 10,
    });
  // The fee item follows the waiting item ("waiting rate plus 1", row 506): one piece at the fees' sum.
  if (highway !== null && highway > 0)
    items.push({
      name: INVOICE_ITEM_NAMES.highway,
      unit: INVOICE_UNITS.piece,
      taxRate: 23,
      unitPriceNet: highway,
      quantityMilli: 1000,
    });
  return items;
}
