import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';
import { timeSchema, timeToSeconds } from './time';

/**
 * Defined kilometers of a segment: kilometers (integer, required) and time (H:MM, stored as seconds).
 * Example: definedKilometersSchema.parse({ kilometers: '42', time: '0:45' }) -> { kilometers: 42, time: 2700 }
 */
export const definedKilometersSchema = z.object({
  kilometers: z
    .string({ error: VALIDATION_MESSAGES.kilometersRequired })
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.kilometersRequired, abort: true })
    .regex(/^[0-9]+$/, { error: VALIDATION_MESSAGES.integer, abort: true })
    .transform(Number)
    .pipe(z.number().max(Number.MAX_SAFE_INTEGER, VALIDATION_MESSAGES.integer)),
  time: timeSchema.transform((value) => timeToSeconds(value) ?? 0),
});
export type DefinedKilometersInput = z.input<typeof definedKilometersSchema>;
export type DefinedKilometers = z.output<typeof definedKilometersSchema>;
