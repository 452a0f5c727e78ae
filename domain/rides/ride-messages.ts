/** Polish texts of the ride transitions: refusals (409/403 descriptions) and the dialog of §2. */
import type { RideAction } from './ride-transitions';

/** Why an invoiced course's ride is not cancelled, by 'anuluj przejazd' or by 'zmień status' (row 644). */
export const INVOICED_RIDE_REFUSAL = 'Kurs jest na fakturze. Aby anulować przejazd, anuluj najpierw fakturę.';

/**
 * Why a cancelled ride of an invoiced course is not restored (row 810): it would come back into a course
 * whose invoice was made without it.
 */
export const INVOICED_RESTORE_REFUSAL =
  'Kurs jest na fakturze. Aby przywrócić przejazd, anuluj najpierw fakturę.';

/**
 * Why an accepted ride of an invoiced course is not disputed or un-accepted (row 810): the invoice bills
 * the accepted figures, so the settlement moves only after the invoice is cancelled.
 */
export const INVOICED_SETTLEMENT_REFUSAL =
  'Kurs jest na fakturze. Aby zmienić rozliczenie przejazdu, anuluj najpierw fakturę.';

export const RIDE_REFUSALS: { forbidden: string; status: string } & Partial<Record<RideAction, string>> = {
  forbidden: 'Brak uprawnień do wykonania tej operacji',
  status: 'Tej operacji nie można wykonać w obecnym statusie przejazdu. Odśwież i spróbuj ponownie.',
  cancel: INVOICED_RIDE_REFUSAL,
  set_status: INVOICED_RIDE_REFUSAL,
  restore: INVOICED_RESTORE_REFUSAL,
  cancel_during_realization:
    'Anulować w trakcie realizacji można tylko przejazd z bazą startową, który już się rozpoczął.',
  driver_start: 'Kurs został już rozpoczęty.',
  reach_stop: 'Przystanek można oznaczyć tylko w trakcie rozpoczętego kursu.',
  driver_end: 'Zakończyć można tylko rozpoczęty kurs.',
};

/** 'Odmowa wykonania kursu' (§2), with the optional reason that reaches the dispatcher (row 646). */
export const DECLINE_DIALOG = {
  title: 'Odmowa wykonania kursu',
  text: 'Czy na pewno chcesz odrzucić kurs?',
  reason: 'Powód (opcjonalnie)',
  reasonHint: 'Dyspozytor dostanie go w wiadomości o odmowie.',
  cancel: 'anuluj',
  confirm: 'odrzuć',
} as const;

/** The longest reason 'odrzuć' takes. */
export const DECLINE_REASON_MAX = 500;

interface ConfirmationTexts {
  title: string;
  text: string;
  cancel: string;
  confirm: string;
}

/**
 * The ride actions that message people at once are asked first (row 137): the decline of §2 and the
 * two cancellations, which tell the driver and the transport company.
 */
export const RIDE_ACTION_CONFIRMATIONS: Readonly<
  Record<'decline' | 'cancel' | 'cancel_during_realization', ConfirmationTexts>
> = {
  decline: DECLINE_DIALOG,
  cancel: {
    title: 'Anulowanie przejazdu',
    text: 'Czy na pewno chcesz anulować przejazd? Kierowca i firma transportowa dostaną wiadomość.',
    cancel: 'wróć',
    confirm: 'anuluj przejazd',
  },
  cancel_during_realization: {
    title: 'Anulowanie w trakcie realizacji',
    text: 'Czy na pewno chcesz anulować przejazd w trakcie realizacji? Kierowca i firma transportowa dostaną wiadomość.',
    cancel: 'wróć',
    confirm: 'Anuluj w trakcie realizacji',
  },
};

/**
 * Added to the cancel question of a ride already driven (row 644): nobody is messaged about a ride
 * that is over, and one in the month's settlement drops out of it until restored.
 */
export const CANCEL_DRIVEN_WARNING = {
  finished: 'Ten przejazd jest już zakończony: nikt nie dostanie wiadomości.',
  settlement:
    'Ten przejazd jest już w rozliczeniu miesiąca: po anulowaniu wypadnie z rozliczenia, a „przywróć” odda mu obecny stan. Nikt nie dostanie wiadomości.',
} as const;

/**
 * What the notice says after an action that changed more than the card shows; `messaged` is false for
 * a ride already driven, whose cancel messages nobody (row 644).
 */
export const rideActionDone = (action: string, number: string, messaged = true): string | null =>
  action === 'cancel' || action === 'cancel_during_realization'
    ? messaged
      ? `Przejazd ${number} anulowany. Kierowca i firma transportowa dostali wiadomość.`
      : `Przejazd ${number} anulowany.`
    : action === 'decline'
      ? `Przejazd ${number} odrzucony.`
      : null;

export const RIDE_NOTICE_KINDS = [
  'cancelled',
  'cancelled_during_realization',
  'restored',
  'declined_by_transport_company',
  'declined_by_driver',
  'not_accepted_by_transport_company',
  'not_accepted_by_driver',
  'transferred',
  'transferred_in',
  // A dispatcher moved a time or a place of the ride's stops (row 649).
  'stops_changed',
] as const;
export type RideNoticeKind = (typeof RIDE_NOTICE_KINDS)[number];

/**
 * Subject and plain text of the message sent about a ride (outbox: e-mail or SMS); `reason` is what the
 * transport company wrote with 'odrzuć' (row 646), or for 'stops_changed' the changes (row 649).
 * Example: rideNotice('cancelled', 'IC/0001/03/2030').subject === 'Przejazd IC/0001/03/2030 został anulowany'
 * Example: rideNotice('declined_by_transport_company', 'IC/1', 'Brak kierowcy').text ===
 *   'Firma transportowa odrzuciła przejazd IC/1. Powód: Brak kierowcy. Szczegóły w Kursowniku.'
 */
export function rideNotice(
  kind: RideNoticeKind,
  number: string,
  reason: string | null = null,
): { subject: string; text: string } {
  const subjects: Record<RideNoticeKind, string> = {
    cancelled: `Przejazd ${number} został anulowany`,
    cancelled_during_realization: `Przejazd ${number} został anulowany w trakcie realizacji`,
    restored: `Przejazd ${number} został przywrócony`,
    declined_by_transport_company: `Firma transportowa odrzuciła przejazd ${number}`,
    declined_by_driver: `Kierowca odrzucił przejazd ${number}`,
    not_accepted_by_transport_company: `Firma transportowa nie zaakceptowała przejazdu ${number} w terminie`,
    not_accepted_by_driver: `Kierowca nie zaakceptował przejazdu ${number} w terminie`,
    transferred: `Przejazd ${number} został przeniesiony do innego kursu`,
    // The target course's driver and executor: the ride joined their course, it did not leave it.
    transferred_in: `Przejazd ${number} został dołączony do kursu`,
    stops_changed: `Zmieniono godziny lub miejsca przejazdu ${number}`,
  };
  const subject = subjects[kind];
  // A change's note lists what changed ('A 08:00 → 08:30'); any other is the actor's reason.
  const label = kind === 'stops_changed' ? 'Zmiany' : 'Powód';
  const why = reason ? ` ${label}: ${reason.replace(/[.\s]+$/, '')}.` : '';
  return { subject, text: `${subject}.${why} Szczegóły w Kursowniku.` };
}
