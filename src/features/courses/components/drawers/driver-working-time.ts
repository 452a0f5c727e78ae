import dayjs from 'dayjs';

/**
 * The driver's working time as 'HH:MM h', from the start to the end (or `now` while still open);
 * null before the driver started.
 * Example: driverWorkingTime('2026-11-12T06:10:00Z', '2026-11-12T14:05:00Z') === '07:55 h'
 */
export function driverWorkingTime(
  startAt: string | null | undefined,
  endAt: string | null | undefined,
  now: Date = new Date(),
): string | null {
  if (!startAt) return null;
  const start = dayjs(startAt);
  const end = endAt ? dayjs(endAt) : dayjs(now);
  if (!start.isValid() || !end.isValid()) return null;
  const minutes = Math.max(0, end.diff(start, 'minute'));
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `${hours}:${String(minutes % 60).padStart(2, '0')} h`;
}
