import { formatAmount, formatMoney, toHundredths } from '@domain/money';
import { NO_STAKE } from '@domain/settlement/rate-stake';
import { compactDecimal } from '@domain/validation/polish-decimal';

/**
 * A typed price in zł to hundredths, rounded to 2 decimals (§2); '' is null (not agreed); a negative
 * or unreadable value is undefined.
 * Example: priceInput('3,456') === 346; priceInput('') === null; priceInput('-1') === undefined
 */
export function priceInput(text: string): number | null | undefined {
  const compact = compactDecimal(text).replace(/zł$/i, '');
  if (compact === '') return null;
  if (!/^[0-9]+(\.[0-9]*)?$/.test(compact)) return undefined;
  const hundredths = toHundredths(Number(compact));
  return Number.isSafeInteger(hundredths) && hundredths >= 0 ? hundredths : undefined;
}

/** Example: priceText(null) === ''; priceText(320) === '3,20' */
export const priceText = (hundredths: number | null) => (hundredths === null ? '' : formatAmount(hundredths));

/** A price or cost as the dashboard shows it; none is 'brak stawki', never 0 (spec-decisions row 650).
 * Example: costPriceText(null) === 'brak stawki'; costPriceText(320) === '3,20 zł' */
export const costPriceText = (hundredths: number | null) =>
  hundredths === null ? NO_STAKE : formatMoney(hundredths);
