/** How the invoice pages show figures: money in złoty, quantities from thousandths, days left. */
import { formatAmount, formatMoney } from '@domain/money';

export const quantityText = (milli: number) =>
  (milli / 1000).toLocaleString('pl-PL', { maximumFractionDigits: 3 });

export const daysLeftText = (days: number | null) =>
  days === null ? '—' : days < 0 ? `po terminie ${-days} dni` : `${days} dni`;

export { formatAmount, formatMoney };
