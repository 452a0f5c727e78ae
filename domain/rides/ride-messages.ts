/** Polish texts of the ride transitions: refusals (409/403 descriptions) and the dialog of §2. */
import type { RideAction } from './ride-transitions';

export const RIDE_REFUSALS: { forbidden: string; status: string } & Partial<Record<RideAction, string>> = {
  forbidden: 'Brak uprawnień do wykonania tej operacji',
  status: 'Tej operacji nie można wykonać w obecnym statusie przejazdu. Odśwież i spróbuj ponownie.',
  cancel_during_realization:
    'Anulować w trakcie realizacji można tylko przejazd z bazą startową, który już się rozpoczął.',
  driver_start: 'Kurs został już rozpoczęty.',
  reach_stop: 'Przystanek można oznaczyć tylko w trakcie rozpoczętego kursu.',
  driver_end: 'Zakończyć można tylko rozpoczęty kurs.',
};

/** 'Odmowa wykonania kursu' (§2). */
export const DECLINE_DIALOG = {
  title: 'Odmowa wykonania kursu',
  text: 'Czy na pewno chcesz odrzucić kurs?',
  cancel: 'anuluj',
  confirm: 'odrzuć',
} as const;

export const RIDE_NOTICE_KINDS = [
  'cancelled',
  'cancelled_during_realization',
  'restored',
  'declined_by_transport_company',
  'declined_by_driver',
  'not_accepted_by_transport_company',
  'not_accepted_by_driver',
  'transferred',
] as const;
export type RideNoticeKind = (typeof RIDE_NOTICE_KINDS)[number];

/**
 * Subject and plain text of the message sent about a ride (outbox: e-mail or SMS).
 * Example: rideNotice('cancelled', 'IC/0001/03/2030').subject === 'Przejazd IC/0001/03/2030 został anulowany'
 */
export function rideNotice(kind: RideNoticeKind, number: string): { subject: string; text: string } {
  const subjects: Record<RideNoticeKind, string> = {
    cancelled: `Przejazd ${number} został anulowany`,
    cancelled_during_realization: `Przejazd ${number} został anulowany w trakcie realizacji`,
    restored: `Przejazd ${number} został przywrócony`,
    declined_by_transport_company: `Firma transportowa odrzuciła przejazd ${number}`,
    declined_by_driver: `Kierowca odrzucił przejazd ${number}`,
    not_accepted_by_transport_company: `Firma transportowa nie zaakceptowała przejazdu ${number} w terminie`,
    not_accepted_by_driver: `Kierowca nie zaakceptował przejazdu ${number} w terminie`,
    transferred: `Przejazd ${number} został przeniesiony do innego kursu`,
  };
  const subject = subjects[kind];
  return { subject, text: `${subject}. Szczegóły w Kursowniku.` };
}
