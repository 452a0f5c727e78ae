import { describe, expect, it } from 'vitest';
import {
  KILOMETER_RIDE_STATUSES,
  RIDE_STATUSES,
  TAXI_RIDE_STATUSES,
  RIDE_STATUS_COLORS,
  isRideStatus,
  rideStatusColor,
  rideStatusLabel,
} from './ride-status';

describe('ride statuses', () => {
  it('lists the 16 taxi and 7 kilometer statuses, sharing finished and cancelled', () => {
    expect(TAXI_RIDE_STATUSES).toHaveLength(16);
    expect(KILOMETER_RIDE_STATUSES).toHaveLength(7);
    expect(RIDE_STATUSES).toHaveLength(21);
    expect(new Set(RIDE_STATUSES).size).toBe(RIDE_STATUSES.length);
  });

  it('labels each status in Polish by ride type', () => {
    expect(rideStatusLabel('taxi', 'planning')).toBe('Planowanie');
    expect(rideStatusLabel('taxi', 'accepted_by_customer')).toBe('Zaakceptowany przez firmę kolejową');
    expect(rideStatusLabel('taxi', 'cancelled')).toBe('Anulowany');
    expect(rideStatusLabel('kilometer', 'cancelled')).toBe('Anulowano');
    expect(rideStatusLabel('kilometer', 'to_be_settled')).toBe('Do rozliczenia');
    expect(rideStatusLabel('taxi', 'lost')).toBe('lost');
    for (const status of TAXI_RIDE_STATUSES) expect(rideStatusLabel('taxi', status)).not.toBe(status);
    for (const status of KILOMETER_RIDE_STATUSES)
      expect(rideStatusLabel('kilometer', status)).not.toBe(status);
  });

  it('gives every status a hex colour and unknown ones grey', () => {
    for (const status of RIDE_STATUSES) expect(RIDE_STATUS_COLORS[status]).toMatch(/^#[0-9A-F]{6}$/);
    expect(rideStatusColor('tcr_inconsistency')).toBe('#DC1A0C');
    expect(rideStatusColor('lost')).toBe('#707070');
  });

  it('recognises only known statuses', () => {
    expect(isRideStatus('settled')).toBe(true);
    expect(isRideStatus('Settled')).toBe(false);
  });
});
