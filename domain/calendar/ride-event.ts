/**
 * One ride as a calendar event (rows 789-791): the start of its first stop, the end at its last stop
 * (an hour after the start when the last stop has no later time), the stops in order, the car, and
 * for a passenger the driver's name and phone. Same UID for the ride's whole life; SEQUENCE grows
 * with the course's and the ride's versions, so an edit or a cancel replaces the event.
 */
import { formatTimeDate } from '../dates';
import { CANCELLED_RIDE_STATUSES } from '../rides/ride-effects';
import type { IcalEvent } from './ical';

const HOUR_MS = 3_600_000;

export interface CalendarStop {
  time: Date | null;
  name: string;
  address: string | null;
}

export interface CalendarRide {
  id: number;
  number: string;
  status: string;
  startsAt: Date;
  /** Both start at 1 and only grow. */
  courseVersion: number;
  rideVersion: number;
  lastModified: Date;
  stops: readonly CalendarStop[];
  /** 'Toyota Corolla, WX12345'; null when the driver has no car on record. */
  car: string | null;
  /** Shown to a passenger only; the driver knows themself. */
  driver: { name: string; phone: string | null } | null;
}

const place = (stop: CalendarStop) => (stop.address ? `${stop.name}, ${stop.address}` : stop.name);

function description(ride: CalendarRide): string {
  const stops = ride.stops.map(
    (stop, index) => `${index + 1}. ${stop.time ? `${formatTimeDate(stop.time)} ` : ''}${place(stop)}`,
  );
  const driver = ride.driver
    ? [`Kierowca: ${ride.driver.name}${ride.driver.phone ? `, tel. ${ride.driver.phone}` : ''}`]
    : [];
  return [
    `Przejazd ${ride.number}`,
    'Trasa:',
    ...stops,
    ...(ride.car ? [`Samochód: ${ride.car}`] : []),
    ...driver,
  ].join('\n');
}

/** `host` names the server in the UID (`ride-12@kursownik.example.pl`), as RFC 5545 advises. */
export function rideEvent(ride: CalendarRide, host: string): IcalEvent {
  const cancelled = (CANCELLED_RIDE_STATUSES as readonly string[]).includes(ride.status);
  const first = ride.stops[0];
  const last = ride.stops[ride.stops.length - 1];
  const lastTime = last?.time?.getTime() ?? 0;
  const route = first && last && ride.stops.length > 1 ? `: ${first.name} → ${last.name}` : '';
  return {
    uid: `ride-${ride.id}@${host}`,
    sequence: ride.courseVersion + ride.rideVersion - 2,
    start: ride.startsAt,
    end: new Date(lastTime > ride.startsAt.getTime() ? lastTime : ride.startsAt.getTime() + HOUR_MS),
    lastModified: ride.lastModified,
    summary: `${cancelled ? 'Odwołany: ' : ''}Przejazd ${ride.number}${route}`,
    location: first ? place(first) : undefined,
    description: description(ride),
    cancelled,
  };
}
