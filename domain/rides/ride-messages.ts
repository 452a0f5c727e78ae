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
