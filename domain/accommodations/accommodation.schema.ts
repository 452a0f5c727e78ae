/**
 * The 'Nowy nocleg' form (`/accommodations/create`) and the body of `POST api/accommodations`: the
 * hotel (a place of type hotel, by IRI), arrival and departure days, the guests (names as the hotel
 * needs them on the rooming list), the number of rooms and remarks (rows 252, 254).
 */
import { z } from 'zod';
import { RESOURCES, iriId } from '../contract/iri';
import { isIsoDate } from '../dates';
import { REQUIRED_IN_DIALOG, VALIDATION_MESSAGES } from '../validation/messages';

export const ACCOMMODATION_MESSAGES = {
  departureAfterArrival: 'Data wyjazdu musi być późniejsza niż data przyjazdu',
  rooms: 'Liczba pokoi musi być liczbą od 1 do 50',
} as const;
export const GUESTS_MAX = 500;
export const REMARKS_MAX = 1000;
export const ROOMS_MAX = 50;
const INVALID = 'Nieprawidłowa wartość';

const requiredDay = z
  .string({ error: REQUIRED_IN_DIALOG })
  .trim()
  .refine((value) => value !== '', REQUIRED_IN_DIALOG)
  .refine((value) => value === '' || isIsoDate(value), VALIDATION_MESSAGES.dateFormat);

const hotelRef = z
  .string({ error: REQUIRED_IN_DIALOG })
  .max(200, INVALID)
  .transform((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: REQUIRED_IN_DIALOG });
      return z.NEVER;
    }
    const id = iriId(value, RESOURCES.place);
    if (id !== null) return id;
    ctx.addIssue({ code: 'custom', message: INVALID });
    return z.NEVER;
  });

export const accommodationFields = z
  .object({
    hotel: hotelRef,
    checkIn: requiredDay,
    checkOut: requiredDay,
    guests: z
      .string({ error: REQUIRED_IN_DIALOG })
      .max(GUESTS_MAX, VALIDATION_MESSAGES.tooLongFor(GUESTS_MAX))
      .transform((value) => value.trim())
      .refine((value) => value !== '', REQUIRED_IN_DIALOG),
    rooms: z
      .number({ error: ACCOMMODATION_MESSAGES.rooms })
      .int(ACCOMMODATION_MESSAGES.rooms)
      .min(1, ACCOMMODATION_MESSAGES.rooms)
      .max(ROOMS_MAX, ACCOMMODATION_MESSAGES.rooms),
    remarks: z
      .string({ error: INVALID })
      .max(REMARKS_MAX, VALIDATION_MESSAGES.tooLongFor(REMARKS_MAX))
      .nullish()
      .transform((value) => value?.trim() || null),
  })
  .superRefine((value, ctx) => {
    // ISO days compare as strings; a stay lasts at least one night.
    if (isIsoDate(value.checkIn) && isIsoDate(value.checkOut) && value.checkOut <= value.checkIn)
      ctx.addIssue({
        code: 'custom',
        path: ['checkOut'],
        message: ACCOMMODATION_MESSAGES.departureAfterArrival,
      });
  });

export type AccommodationFormInput = z.input<typeof accommodationFields>;
export type AccommodationFormData = z.output<typeof accommodationFields>;
