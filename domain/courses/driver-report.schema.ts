/**
 * The driver's course report (courses.md §2 driver link, §5 settlement rules): one schema for the form
 * on /kurs/:token and for `PUT api/course-info/course-report/{token}`.
 */
import { z } from 'zod';

export const DRIVER_REPORT_MESSAGES = {
  required: 'Pole wymagane',
  distanceMin: 'Minimalna liczba przejechanych km to 0',
  distanceInteger: 'Liczba przejechanych km musi być liczbą całkowitą',
  notNegative: 'Wartość nie może być ujemna',
  number: 'Podaj liczbę',
  tooLong: 'Komentarz może mieć najwyżej 1000 znaków',
  notEnded: 'Raport można wysłać po zakończeniu kursu.',
} as const;

const MAX_KM = 100_000;
const MAX_HOURS = 1_000;
const MAX_MONEY = 1_000_000;

/** Empty form fields arrive as '' or null; both mean "not given". */
const optionalAmount = (max: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z
      .number({ error: DRIVER_REPORT_MESSAGES.number })
      .min(0, DRIVER_REPORT_MESSAGES.notNegative)
      .max(max, DRIVER_REPORT_MESSAGES.number)
      .nullable(),
  );

export const driverReportSchema = z.object({
  distance: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .number({ error: DRIVER_REPORT_MESSAGES.required })
      .int(DRIVER_REPORT_MESSAGES.distanceInteger)
      .min(0, DRIVER_REPORT_MESSAGES.distanceMin)
      .max(MAX_KM, DRIVER_REPORT_MESSAGES.number),
  ),
  /** Hours, e.g. 1.5. */
  waitingHours: optionalAmount(MAX_HOURS),
  /** Złoty, e.g. 23.40; stored in hundredths. */
  highwayCost: optionalAmount(MAX_MONEY),
  comment: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().max(1000, DRIVER_REPORT_MESSAGES.tooLong).nullish(),
  ),
});

export type DriverReport = z.output<typeof driverReportSchema>;
