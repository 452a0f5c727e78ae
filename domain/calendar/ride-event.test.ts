import { describe, expect, it } from 'vitest';
import { rideEvent } from './ride-event';
import type { CalendarRide } from './ride-event';

const ride: CalendarRide = {
  id: 12,
  number: '12/2026',
  status: 'accepted_by_driver',
  startsAt: new Date('2026-12-08T05:30:00Z'),
  courseVersion: 2,
  rideVersion: 3,
  lastModified: new Date('2026-12-07T10:00:00Z'),
  stops: [
    { time: new Date('2026-12-08T05:30:00Z'), name: 'Kraków Główny', address: 'ul. Pawia 5a' },
    { time: new Date('2026-12-08T07:00:00Z'), name: 'Tarnów', address: null },
  ],
  car: 'Toyota Corolla, WX12345',
  driver: { name: 'Jan Kowalski', phone: '600100200' },
};

describe('rideEvent', () => {
  it('starts at the first stop, ends at the last and lists the stops, car and driver', () => {
    const event = rideEvent(ride, 'kursownik.test');
    expect(event).toMatchObject({
      uid: 'ride-12@kursownik.test',
      sequence: 3,
      start: ride.startsAt,
      end: new Date('2026-12-08T07:00:00Z'),
      summary: 'Przejazd 12/2026: Kraków Główny → Tarnów',
      location: 'Kraków Główny, ul. Pawia 5a',
      cancelled: false,
    });
    expect(event.description).toBe(
      [
        'Przejazd 12/2026',
        'Trasa:',
        '1. 06:30 08.12.2026 Kraków Główny, ul. Pawia 5a',
        '2. 08:00 08.12.2026 Tarnów',
        'Samochód: Toyota Corolla, WX12345',
        'Kierowca: Jan Kowalski, tel. 600100200',
      ].join('\n'),
    );
  });

  it('keeps the UID of a cancelled ride and marks it', () => {
    const event = rideEvent({ ...ride, status: 'cancelled', rideVersion: 4 }, 'kursownik.test');
    expect(event).toMatchObject({ uid: 'ride-12@kursownik.test', cancelled: true, sequence: 4 });
    expect(event.summary.startsWith('Odwołany: ')).toBe(true);
  });

  it('lasts an hour when the last stop has no later time, and leaves out what is unknown', () => {
    const event = rideEvent(
      { ...ride, stops: [{ ...ride.stops[0]!, time: null }], car: null, driver: null },
      'kursownik.test',
    );
    expect(event.end).toEqual(new Date('2026-12-08T06:30:00Z'));
    expect(event.summary).toBe('Przejazd 12/2026');
    expect(event.description).not.toMatch(/Samochód|Kierowca/);
  });
});
