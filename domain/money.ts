/**
 * Money is stored as integer hundredths of a złoty (grosze) and shown divided by 100 with ' zł' (§9).
 * Formatting follows pl-PL: decimal comma, groups of thousands from 10 000 up separated by a
 * no-break space (U+00A0), as Intl does for Polish.
 */

const amountFormat = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * The amount without currency, for inputs and tables.
 * Example: formatAmount(250) === '2,50'; formatAmount(-5) === '-0,05'
 */
export function formatAmount(hundredths: number): string {
  if (!Number.isSafeInteger(hundredths)) throw new RangeError(`Not an amount in hundredths: ${hundredths}`);
  return amountFormat.format(hundredths / 100);
}

/**
 * The amount as displayed: 'x,yy zł'.
 * Example: formatMoney(123456) === '1234,56 zł'; formatMoney(0) === '0,00 zł'
 */
export function formatMoney(hundredths: number): string {
  return `${formatAmount(hundredths)} zł`;
}

const MONEY_INPUT = /^(-?)([0-9]+)(?:[.,]([0-9]{0,2}))?$/;

/**
 * Parses what a user typed into hundredths; null when it is not an amount with at most two decimals.
 * Accepts a comma or a dot, spaces between thousands and a trailing 'zł'.
 * Example: parseMoney('2,5') === 250; parseMoney('1 234.56 zł') === 123456; parseMoney('2,555') === null
 */
export function parseMoney(input: string): number | null {
  // \s also covers the no-break spaces Intl puts between thousands.
  const compact = input.replace(/\s/g, '').replace(/zł$/i, '');
  const match = MONEY_INPUT.exec(compact);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(hundredths)) return null;
  return sign === '-' && hundredths !== 0 ? -hundredths : hundredths;
}

/**
 * Złoty as a number (e.g. from a number input) to hundredths, rounded to the nearest grosz.
 * Example: toHundredths(19.99) === 1999
 */
export function toHundredths(zloty: number): number {
  return Math.round(zloty * 100);
}

/** Example: fromHundredths(1999) === 19.99 */
export function fromHundredths(hundredths: number): number {
  return hundredths / 100;
}
