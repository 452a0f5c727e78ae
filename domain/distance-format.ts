/**
 * Kilometres as a Polish reader expects them: a decimal comma and, from 10 000 up, thousands set apart
 * by a no-break space (U+00A0), as Intl writes Polish numbers and formatMoney writes amounts.
 */
const kmFormat = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });

/** Example: formatKm(241905) === '241\u00a0905 km'; formatKm(40.6) === '40,6 km' */
export function formatKm(km: number): string {
  return `${kmFormat.format(km)} km`;
}
