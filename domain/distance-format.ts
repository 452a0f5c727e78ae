/**
 * Distances and durations of a route as people read them (issue 31, row 647): one writer of each, used
 * by the cards, the drawers, the settlements, the course form and the fleet.
 *
 * Kilometres as a Polish reader expects them: a decimal comma and, from 10 000 up, thousands set apart
 * by a no-break space (U+00A0), as Intl writes Polish numbers and formatMoney writes amounts.
 */
const kmFormat = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });

/** Example: formatKm(241905) === '241\u00a0905 km'; formatKm(40.6) === '40,6 km' */
export function formatKm(km: number): string {
  return `${kmFormat.format(km)} km`;
}

/** Example: formatKmOrDash(null) === '-'; formatKmOrDash(12345) === '12\u00a0345 km' */
export function formatKmOrDash(km: number | null, dash = '-'): string {
  return km === null ? dash : formatKm(km);
}

/** Example: formatDuration(1500) === '25 min'; formatDuration(5400) === '1 h 30 min'; formatDuration(7200) === '2 h' */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}
