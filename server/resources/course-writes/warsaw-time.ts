/** Stop dates and times are Polish wall-clock time (Europe/Warsaw), whatever the server's zone. */

const TIME_ZONE = 'Europe/Warsaw';
const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Milliseconds Warsaw is ahead of UTC at the instant `utcMs`. */
function offsetMs(utcMs: number): number {
  const parts = new Map(formatter.formatToParts(new Date(utcMs)).map((part) => [part.type, part.value]));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.get(type) ?? '0');
  const wall = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return wall - (utcMs - (utcMs % 1000));
}

/**
 * The instant of a Warsaw wall-clock time 'YYYY-MM-DDTHH:mm[:ss]'; null if it does not parse.
 * Example: warsawDateTime('2024-03-07T08:05')?.toISOString() === '2024-03-07T07:05:00.000Z'
 */
export function warsawDateTime(local: string): Date | null {
  const naive = Date.parse(`${local}Z`);
  if (Number.isNaN(naive)) return null;
  const first = naive - offsetMs(naive);
  return new Date(naive - offsetMs(first));
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
  const parts = new Map(formatter.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.get('year') ?? ''}-${parts.get('month') ?? ''}-${parts.get('day') ?? ''}`;
}
