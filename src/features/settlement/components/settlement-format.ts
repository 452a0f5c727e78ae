import { formatKmOrDash } from '@domain/distance-format';
import { formatAmount, formatMoney } from '@domain/money';
import { TAXI_RIDE_STATUS_LABELS, type TaxiRideStatus } from '@domain/courses/ride-status';
import { SETTLEMENT_MESSAGES } from '@domain/settlement/settlement-transitions';

/** '—' for nothing entered. */
export const DASH = '—';
export const km = (value: number | null) => formatKmOrDash(value, DASH);
export const hours = (hundredths: number | null) =>
  hundredths === null ? DASH : `${formatAmount(hundredths)} h`;
export const money = (hundredths: number | null) => (hundredths === null ? DASH : formatMoney(hundredths));
/** An amount that could not be priced says so rather than showing a wrong number (row 151). */
export const amount = (hundredths: number | null, hasFigures: boolean) =>
  hundredths !== null ? formatMoney(hundredths) : hasFigures ? SETTLEMENT_MESSAGES.noStake : DASH;
export const statusLabel = (status: string) => TAXI_RIDE_STATUS_LABELS[status as TaxiRideStatus] ?? status;

const FIELD_LABELS: Record<string, string> = {
  distance: 'km',
  waitingHundredthsOfHour: 'oczekiwanie',
  highwayCost: 'autostrady',
  comment: 'komentarz',
};
const PART_LABELS: Record<string, string> = {
  rides: 'Klient',
  billForDriver: 'Kierowca',
  billForSubcontractor: 'Podwykonawca',
};

/** A history row's field in Polish: 'Status', 'Niezgodność', 'Klient: km'. */
export function historyFieldLabel(field: string): string {
  if (field === 'status') return 'Status';
  if (field === 'inconsistency') return 'Niezgodność';
  const [part = '', figure = ''] = field.split('.');
  return `${PART_LABELS[part] ?? part}: ${FIELD_LABELS[figure] ?? figure}`;
}

/** A history row's value as people read it. */
export function historyValue(field: string, value: string | null): string {
  if (value === null) return DASH;
  if (field === 'status') return statusLabel(value);
  if (field.endsWith('.highwayCost')) return money(Number(value));
  if (field.endsWith('.waitingHundredthsOfHour')) return hours(Number(value));
  if (field.endsWith('.distance')) return km(Number(value));
  return value;
}
