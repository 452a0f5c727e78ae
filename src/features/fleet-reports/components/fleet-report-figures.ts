import { formatKmOrDash } from '@domain/distance-format';
/** How the fleet reports show a figure: '-' for nothing entered, km whole, hours and money with 2 decimals. */
import { formatAmount, formatMoney } from '@domain/money';

export const kmText = (value: number | null) => formatKmOrDash(value);
/** Hundredths of an hour as hours: 150 -> '1,50 h'. */
export const hoursText = (value: number | null) => (value === null ? '-' : `${formatAmount(value)} h`);
export const moneyText = (value: number | null) => (value === null ? '-' : formatMoney(value));
