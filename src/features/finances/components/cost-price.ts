import { formatAmount, toHundredths } from '@domain/money';

/**
 * A typed price in zł to hundredths, rounded to 2 decimals (§2); '' is null (not agreed); a negative
 * or unreadable value is undefined.
 * Example: priceInput('3,456') === 346; priceInput('') === null; priceInput('-1') === undefined
 */
export function priceInput(text: string): number | null | undefined {
  const compact = text.replace(/\s/g, '').replace(/zł$/i, '').replace(',', '.');
  if (compact === '') return null;
  if (!/^[0-9]+(\.[0-9]*)?$/.test(compact)) return undefined;
  const hundredths = toHundredths(Number(compact));
  return Number.isSafeInteger(hundredths) && hundredths >= 0 ? hundredths : undefined;
}

/** Example: priceText(null) === ''; priceText(320) === '3,20' */
export const priceText = (hundredths: number | null) => (hundredths === null ? '' : formatAmount(hundredths));
