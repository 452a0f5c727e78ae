/**
 * Polish wall-clock time (Europe/Warsaw), whatever the zone of the runtime: the course forms split a
 * stop's instant into 'Data' and 'Godzina' with `warsawParts`, the server joins them back with
 * `warsawDateTime`. Intl only (no time zone data in the bundle); every browser and Node has it.
 */

export const WARSAW_TIME_ZONE = 'Europe/Warsaw';

const HOUR_MS = 3_600_000;

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: WARSAW_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The Warsaw wall clock of an instant, as two-digit (year four-digit) strings. */
export function wallClock(date: Date) {
  const parts = new Map(formatter.formatToParts(date).map((part) => [part.type, part.value]));
  const field = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? '00';
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

/** Milliseconds Warsaw is ahead of UTC at the instant `utcMs`. */
function offsetMs(utcMs: number): number {
  const wall = wallClock(new Date(utcMs));
  const asUtc = Date.UTC(
    Number(wall.year),
    Number(wall.month) - 1,
    Number(wall.day),
    Number(wall.hour),
    Number(wall.minute),
    Number(wall.second),
  );
  return asUtc - (utcMs - (((utcMs % 1000) + 1000) % 1000));
}

/**
 * The instant of a Warsaw wall-clock time 'YYYY-MM-DDTHH:mm[:ss]'; null if it does not parse. At the
 * DST edges it reads as `Temporal`'s 'compatible' disambiguation: a time skipped in spring (02:30 on
 * the last Sunday of March) moves an hour on (03:30 CEST), a time repeated in autumn (02:30 on the
 * last Sunday of October) is the first of the two (CEST).
 * Example: warsawDateTime('2024-03-07T08:05')?.toISOString() === '2024-03-07T07:05:00.000Z'
 */
export function warsawDateTime(local: string): Date | null {
  const naive = Date.parse(`${local}Z`);
  if (Number.isNaN(naive)) return null;
  // Offsets on either side of any transition near this wall time (transitions are hours apart).
  const before = offsetMs(naive - 24 * HOUR_MS);
  const after = offsetMs(naive + 24 * HOUR_MS);
  const fits = [before, after]
    .map((offset) => naive - offset)
    .filter((instant) => offsetMs(instant) === naive - instant)
    .sort((a, b) => a - b);
  const [first] = fits;
  return new Date(first ?? naive - before);
}

/**
 * A datetime with an offset as is, one without it as Warsaw time.
 * Example: parseDateTime('2024-03-07T08:05:00+01:00')?.toISOString() === '2024-03-07T07:05:00.000Z'
 */
export function parseDateTime(value: string): Date | null {
  if (/(Z|[+-][0-9]{2}:?[0-9]{2})$/i.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return warsawDateTime(value);
}

/** Example: warsawDay(new Date('2024-03-06T23:30:00Z')) === '2024-03-07' */
export function warsawDay(date: Date): string {
  const { year, month, day } = wallClock(date);
  return `${year}-${month}-${day}`;
}

/**
 * An instant (ISO text or Date) as the forms' Warsaw 'YYYY-MM-DD' and 'HH:mm'; both null when there is
 * no valid instant.
 * Example: warsawParts('2024-10-27T00:30:00Z') -> { date: '2024-10-27', time: '02:30' } (CEST);
 *          warsawParts('2024-10-27T01:30:00Z') -> { date: '2024-10-27', time: '02:30' } (CET)
 */
export function warsawParts(value: string | Date | null | undefined): {
  date: string | null;
  time: string | null;
} {
  if (value === null || value === undefined || value === '') return { date: null, time: null };
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return { date: null, time: null };
  const { year, month, day, hour, minute } = wallClock(at);
  return { date: `${year}-${month}-${day}`, time: `${hour}:${minute}` };
}
