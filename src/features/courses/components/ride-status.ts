import type { ChipProps } from '@mui/material/Chip';

/** Polish labels of taxi and kilometer ride statuses (courses.md §4). */
const RIDE_STATUS_LABELS: Record<string, string> = {
  new: 'Nowy',
  planning: 'Planowanie',
  waiting_for_transport_company_acceptance: 'Oczekuje na akceptację przewoźnika',
  not_accepted_by_transport_company: 'Niezaakceptowany przez przewoźnika',
  accepted_by_transport_company: 'Zaakceptowany przez przewoźnika',
  declined_by_transport_company: 'Odrzucony przez przewoźnika',
  waiting_for_driver_acceptance: 'Oczekuje na akceptację kierowcy',
  not_accepted_by_driver: 'Niezaakceptowany przez kierowcę',
  accepted_by_driver: 'Zaakceptowany przez kierowcę',
  declined_by_driver: 'Odrzucony przez kierowcę',
  finished: 'Zakończony',
  accepted_by_contractor: 'Zaakceptowany przez przewoźnika',
  accepted_by_customer: 'Zaakceptowany przez firmę kolejową',
  cancelled: 'Anulowany',
  cancelled_during_realization: 'Anulowany w trakcie realizacji',
  tcr_inconsistency: 'Niezgodność',
  created: 'Utworzono',
  to_be_settled: 'Do rozliczenia',
  inconsistency: 'Niezgodność',
  settled: 'Rozliczono',
  kcr_finished: 'Zakończone',
};

export function rideStatusLabel(status: string): string {
  return RIDE_STATUS_LABELS[status] ?? status;
}

export function rideStatusColor(status: string): ChipProps['color'] {
  if (
    status.startsWith('declined') ||
    status.startsWith('not_accepted') ||
    status.includes('inconsistency')
  ) {
    return 'error';
  }
  if (status.startsWith('waiting') || status === 'new' || status === 'planning') return 'warning';
  if (status.startsWith('cancelled')) return 'default';
  if (
    status.startsWith('accepted') ||
    status === 'finished' ||
    status === 'settled' ||
    status === 'kcr_finished'
  ) {
    return 'success';
  }
  return 'info';
}
