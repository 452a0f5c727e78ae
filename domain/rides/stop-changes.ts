/**
 * What changed in a ride's stops between two readings (issue 31, row 649): the server words the message
 * that tells the driver and the transport company with it, and the driver's page the notice it shows
 * when the stops it knew were moved. Times are Polish wall-clock times, whatever the device's zone.
 */
import { warsawParts } from '../warsaw-time';

/**
 * The driver's open page reads its course again this often, so a moved stop reaches it without a
 * reload (only while the page is visible).
 */
export const DRIVER_PAGE_REFRESH_MS = 30_000;

export interface StopReading {
  /** The waypoint's id: a stop kept by an edit keeps it (ride-stops.store.ts `writeStops`). */
  id: number;
  time: string | null;
  placeId: number | null;
  placeName: string | null;
}

export interface RideReading {
  id: number;
  number: string | null;
  /** In route order: A, B, C... */
  stops: readonly StopReading[];
}

export interface RideStopChange {
  rideId: number;
  number: string | null;
  /** 'A 08:00 → 08:30', 'B Kraków Główny → Kraków Płaszów', 'zmieniono listę przystanków'. */
  notes: string[];
}

const letter = (index: number) => String.fromCharCode(65 + index);

/** 'HH:mm', with 'DD.MM' after it unless its Polish day is `shownDay` (the day the reader knows). */
function clock(time: string | null, shownDay: string | null): string {
  const { date, time: hhmm } = warsawParts(time);
  if (!date || !hhmm) return '--:--';
  return date === shownDay ? hhmm : `${hhmm} ${date.slice(8, 10)}.${date.slice(5, 7)}`;
}

function timeNote(index: number, before: string | null, after: string | null): string {
  const beforeDay = warsawParts(before).date;
  const afterDay = warsawParts(after).date;
  // The day is written only when it changes, so the usual move of a time stays short (an SMS).
  const sameDay = beforeDay === afterDay;
  return `${letter(index)} ${clock(before, sameDay ? beforeDay : null)} → ${clock(after, sameDay ? afterDay : null)}`;
}

function rideNotes(before: readonly StopReading[], after: readonly StopReading[]): string[] {
  const known = new Map(before.map((stop) => [stop.id, stop]));
  const notes: string[] = [];
  if (before.length !== after.length || after.some((stop) => !known.has(stop.id)))
    notes.push('zmieniono listę przystanków');
  after.forEach((stop, index) => {
    const was = known.get(stop.id);
    if (!was) return;
    if (was.placeId !== stop.placeId)
      notes.push(`${letter(index)} ${was.placeName ?? 'bez miejsca'} → ${stop.placeName ?? 'bez miejsca'}`);
    if (
      (was.time === null ? null : Date.parse(was.time)) !==
      (stop.time === null ? null : Date.parse(stop.time))
    )
      notes.push(timeNote(index, was.time, stop.time));
  });
  return notes;
}

/**
 * The rides of `after` whose stops differ from `before` (a ride only in one of them is not a stop
 * change: a ride added or moved has messages of its own).
 *
 * Example: stopChanges([{ id: 1, number: 'IC/1', stops: [{ id: 5, time: '2030-03-07T07:00:00Z', placeId: 2,
 *   placeName: 'Kraków Główny' }] }], [{ ...same, time: '2030-03-07T07:30:00Z' }])
 *   -> [{ rideId: 1, number: 'IC/1', notes: ['A 08:00 → 08:30'] }]
 */
export function stopChanges(before: readonly RideReading[], after: readonly RideReading[]): RideStopChange[] {
  const earlier = new Map(before.map((ride) => [ride.id, ride]));
  return after.flatMap((ride) => {
    const was = earlier.get(ride.id);
    if (!was) return [];
    const notes = rideNotes(was.stops, ride.stops);
    return notes.length === 0 ? [] : [{ rideId: ride.id, number: ride.number, notes }];
  });
}
