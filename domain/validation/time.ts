import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';

/** H:MM or HH:MM, hours 0-23, minutes 00-59 (defined kilometers time, §5). */
export const TIME_PATTERN = /^([01]?[0-9]|2[0-3]):([0-5][0-9])$/;
const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;

/**
 * True for a valid H:MM or HH:MM time.
 * Example: isTime('7:05') === true; isTime('24:00') === false; isTime('7:5') === false
 */
export function isTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/**
 * Required time: empty -> 'Podaj czas (HH:MM)', malformed -> 'Niepoprawny format czasu (HH:MM)!'.
 * Example: timeSchema.parse('1:30') === '1:30'
 */
export const timeSchema = z
  .string({ error: VALIDATION_MESSAGES.timeRequired })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.timeRequired, abort: true })
  .regex(TIME_PATTERN, VALIDATION_MESSAGES.timeFormat);

/**
 * 'H:MM' or 'HH:MM' to seconds; null when the text is not a valid time.
 * Example: timeToSeconds('1:30') === 5400; timeToSeconds('25:00') === null
 */
export function timeToSeconds(value: string): number | null {
  const match = TIME_PATTERN.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * SECONDS_PER_HOUR + Number(match[2]) * SECONDS_PER_MINUTE;
}

/**
 * Seconds to 'H:MM' (no leading zero on hours, as the form shows it); leftover seconds are dropped
 * and hours are not wrapped at 24.
 * Example: secondsToTime(5400) === '1:30'; secondsToTime(59) === '0:00'
 */
export function secondsToTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError(`Not a duration in seconds: ${seconds}`);
  const hours = Math.floor(seconds / SECONDS_PER_HOUR);
  const minutes = Math.floor((seconds % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  return `${hours}:${String(minutes).padStart(2, '0')}`;
}
