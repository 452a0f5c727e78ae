/**
 * The 'Przekaż samochód' modal and `POST|PUT api/transfer_protocols` (administration.md §2.4, §3, §5):
 * new driver, mileage, transfer date and time (DD-MM-YYYY HH:mm, Polish time) within ±12 h of now,
 * the equipment checklist and remarks. One schema for the modal and the server; `now` is the caller's
 * clock (the server's when it decides).
 */
import { z } from 'zod';
import { wallClock, warsawDateTime } from '../warsaw-time';
import { transferWindowError } from '../validation/transfer-protocol';
import { REQUIRED_IN_DIALOG, VALIDATION_MESSAGES } from '../validation/messages';
import { COURSE_MESSAGES } from '../courses/course-messages';
import { requiredRef } from './car.schema';

/** The checklist keys of §3 with their Polish labels, in the order the modal lists them. */
export const EQUIPMENT = {
  jack: 'Podnośnik',
  wheel_wrench: 'Klucz do kół',
  spare_wheel: 'Koło zapasowe',
  fire_extinguisher: 'Gaśnica',
  triangle: 'Trójkąt ostrzegawczy',
  first_aid_kit: 'Apteczka',
} as const;
export type EquipmentKey = keyof typeof EQUIPMENT;
export const EQUIPMENT_KEYS = Object.keys(EQUIPMENT) as EquipmentKey[];

/** Not in the spec; a few sentences about scratches, not an essay. */
export const REMARKS_MAX = 2000;
/** Not in the spec: above any odometer; keeps the number an integer column. */
export const MILEAGE_MAX = 9_999_999;

/** The mileage rule's message (the spec says only 'an initial-mileage rule', row 406). */
export const mileageBelowMessage = (last: number) =>
  `Stan licznika nie może być niższy niż ostatni odczyt (${last} km)`;

/**
 * The mileage rule: a reading may not go below the car's last one (its initial mileage before any).
 * Example: mileageError(1000, 1200) === 'Stan licznika nie może być niższy niż ostatni odczyt (1200 km)'
 */
export function mileageError(reading: number, lastReading: number): string | null {
  return reading < lastReading ? mileageBelowMessage(lastReading) : null;
}

// The separators may be left out or be dots: the fields open the phone's digit keyboard, which has
// no '-' nor ':' on every phone (issue 31), so '01072026' and '1000' are read as well.
const DATE_PATTERN = /^([0-9]{2})[-.]?([0-9]{2})[-.]?([0-9]{4})$/;
const TIME_PATTERN = /^([01][0-9]|2[0-3])[:.]?([0-5][0-9])$/;

/**
 * { date: 'DD-MM-YYYY', time: 'HH:mm' } in Polish time as an instant, or null when not a real date.
 * Example: transferInstant({ date: '01-07-2026', time: '10:00' })?.toISOString() === '2026-07-01T08:00:00.000Z'
 * Example: transferInstant({ date: '01072026', time: '1000' }) is the same instant
 */
export function transferInstant(value: { date: string; time: string }): Date | null {
  const day = DATE_PATTERN.exec(value.date);
  const clock = TIME_PATTERN.exec(value.time);
  if (!day || !clock) return null;
  const [, DD, MM, YYYY] = day;
  const [, hh, mm] = clock;
  const at = warsawDateTime(`${YYYY}-${MM}-${DD}T${hh}:${mm}:00`);
  if (!at) return null;
  // 31-02 rolls over; refuse it rather than hand a car over on 3 March.
  const check = new Date(Date.UTC(Number(YYYY), Number(MM) - 1, Number(DD)));
  return check.getUTCDate() === Number(DD) && check.getUTCMonth() === Number(MM) - 1 ? at : null;
}

const text = (max: number) =>
  z.string({ error: REQUIRED_IN_DIALOG }).max(max, VALIDATION_MESSAGES.tooLongFor(max));

/**
 * Example: transferProtocolSchema(new Date('2026-07-01T08:00:00Z')).safeParse({ car: '/api/cars/1',
 *   newDriver: '/api/users/5', mileageReading: '1300', transferDate: { date: '01-07-2026', time: '10:00' },
 *   equipment: ['jack'], remarks: '' }).success === true
 */
export function transferProtocolSchema(now: Date) {
  return z.object(
    {
      car: requiredRef('cars'),
      newDriver: requiredRef('users'),
      mileageReading: z
        .union([z.number().int().transform(String), z.string()], { error: REQUIRED_IN_DIALOG })
        .pipe(
          z
            .string()
            .trim()
            .min(1, { error: REQUIRED_IN_DIALOG, abort: true })
            .regex(/^[0-9]{1,7}$/, VALIDATION_MESSAGES.integer),
        )
        .transform(Number)
        .pipe(z.number().max(MILEAGE_MAX, VALIDATION_MESSAGES.integer)),
      transferDate: z
        .object(
          {
            date: text(10).trim().min(1, REQUIRED_IN_DIALOG),
            time: text(5).trim().min(1, REQUIRED_IN_DIALOG),
          },
          { error: REQUIRED_IN_DIALOG },
        )
        .transform((value, ctx) => {
          const at = transferInstant(value);
          if (!at) {
            ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.transferWindow });
            return z.NEVER;
          }
          const error = transferWindowError(at, now);
          if (error) {
            ctx.addIssue({ code: 'custom', message: error });
            return z.NEVER;
          }
          return at;
        }),
      equipment: z
        .array(z.enum(EQUIPMENT_KEYS as [EquipmentKey, ...EquipmentKey[]]), {
          error: COURSE_MESSAGES.invalidValue,
        })
        .max(EQUIPMENT_KEYS.length)
        .default([])
        .transform((keys) => EQUIPMENT_KEYS.filter((key) => keys.includes(key))),
      remarks: z
        .string()
        .max(REMARKS_MAX, VALIDATION_MESSAGES.tooLongFor(REMARKS_MAX))
        .nullish()
        .transform((value) => value?.trim() ?? ''),
    },
    { error: COURSE_MESSAGES.invalidValue },
  );
}

export type TransferProtocolInput = z.input<ReturnType<typeof transferProtocolSchema>>;
export type TransferProtocolData = z.output<ReturnType<typeof transferProtocolSchema>>;

/**
 * An instant as the protocol's { date: 'DD-MM-YYYY', time: 'HH:mm' } in Polish time.
 * Example: toTransferDateWarsaw(new Date('2026-07-01T08:00:00Z')) -> { date: '01-07-2026', time: '10:00' }
 */
export function toTransferDateWarsaw(at: Date): { date: string; time: string } {
  const { year, month, day, hour, minute } = wallClock(at);
  return { date: `${day}-${month}-${year}`, time: `${hour}:${minute}` };
}
