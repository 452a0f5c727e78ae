/**
 * The names and values a stale course save shows (use-stale-save.tsx): a form path such as
 * `rides.0.waypoints.1.passengers` as 'Przejazd 1, przystanek B: Pasażerowie', an IRI by its label.
 */
import { waypointLetter } from '@domain/courses/course-defaults';
import { TAXI_RIDE_STATUS_LABELS } from '@domain/courses/ride-status';
import type { FieldPath } from '@/ui/form/stale-save/three-way-merge';
import { formatValue } from '@/ui/form/stale-save/use-stale-save';
import type { CourseLabels } from '../utils/course-labels';

const FIELD_NAMES: Readonly<Record<string, string>> = {
  company: 'Firma kolejowa',
  contractor: 'Wykonawca',
  subcontractor: 'Podwykonawca',
  driver: 'Kierowca',
  driverPhoneNumber: 'Telefon kierowcy',
  rides: 'Przejazdy',
  number: 'Numer przejazdu',
  status: 'Status przejazdu',
  driverHasToAcceptAt: 'Termin akceptacji przez kierowcę',
  fromStartingBase: 'Baza startowa (wyjazd)',
  toStartingBase: 'Baza startowa (powrót)',
  fromStartingPlace: 'Miejsce startowe (wyjazd)',
  toStartingPlace: 'Miejsce startowe (powrót)',
  waypoints: 'Przystanki',
  place: 'Miejsce',
  date: 'Data',
  time: 'Godzina',
  passengers: 'Pasażerowie',
  locomotives: 'Lokomotywy',
};

export function courseFieldName(path: FieldPath): string {
  const parts: string[] = [];
  let field = '';
  for (const [index, segment] of path.entries()) {
    if (typeof segment === 'number') {
      const list = path[index - 1];
      if (list === 'rides') parts.push(`Przejazd ${segment + 1}`);
      else if (list === 'waypoints') parts.push(`przystanek ${waypointLetter(segment)}`);
    } else field = segment;
  }
  const last = path.at(-1);
  const name = typeof last === 'number' ? '' : (FIELD_NAMES[field] ?? field);
  return [parts.join(', '), name].filter(Boolean).join(': ');
}

/** An IRI by its name in the form's side table, a status by its Polish label. */
export function courseValueFormatter(labels: CourseLabels) {
  const one = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    if (value in TAXI_RIDE_STATUS_LABELS)
      return TAXI_RIDE_STATUS_LABELS[value as keyof typeof TAXI_RIDE_STATUS_LABELS];
    return (
      labels.places[value]?.name ??
      labels.passengers[value] ??
      labels.locomotives[value] ??
      labels.companies[value] ??
      value
    );
  };
  return (_: FieldPath, value: unknown) => formatValue(Array.isArray(value) ? value.map(one) : one(value));
}

/** The union of two side tables: the newer version may name people or places the first did not. */
export const mergeLabels = (a: CourseLabels, b: CourseLabels): CourseLabels => ({
  places: { ...a.places, ...b.places },
  passengers: { ...a.passengers, ...b.passengers },
  locomotives: { ...a.locomotives, ...b.locomotives },
  companies: { ...a.companies, ...b.companies },
});
