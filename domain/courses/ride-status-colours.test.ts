import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio } from '../colours/contrast';
import { BRAND } from '../colours/palette';
import {
  KILOMETER_RIDE_STATUSES,
  RIDE_STATUSES,
  TAXI_RIDE_STATUSES,
  RIDE_STATUS_COLORS,
} from './ride-status';

/** Statuses that mean the same to the reader of the list share a colour; the groups differ. */
const MEANINGS = [
  ['new', 'planning', 'created'],
  ['waiting_for_transport_company_acceptance', 'waiting_for_driver_acceptance'],
  [
    'not_accepted_by_transport_company',
    'declined_by_transport_company',
    'not_accepted_by_driver',
    'declined_by_driver',
    'tcr_inconsistency',
    'inconsistency',
  ],
  ['accepted_by_transport_company', 'accepted_by_driver'],
  ['finished', 'accepted_by_contractor'],
  ['accepted_by_customer', 'settled', 'kcr_finished'],
  ['cancelled', 'cancelled_during_realization'],
  ['to_be_settled'],
] as const;

function rgbDistance(first: string, second: string) {
  const channels = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const [a, b] = [channels(first), channels(second)];
  return Math.hypot(...a.map((value, index) => value - (b[index] ?? 0)));
}

describe('ride status colours', () => {
  it.each(RIDE_STATUSES)('the white ride number on the %s bar reaches 4.5:1', (status) => {
    expect(contrastRatio(RIDE_STATUS_COLORS[status], '#FFFFFF')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('gives every status one meaning group, the same colour within a group', () => {
    expect(MEANINGS.flat().sort()).toEqual([...RIDE_STATUSES].sort());
    for (const group of MEANINGS)
      expect(new Set(group.map((status) => RIDE_STATUS_COLORS[status])).size).toBe(1);
  });

  it('keeps the groups of both status sets apart at least as far as the spec keeps its two blues', () => {
    const closestInSpec = rgbDistance(BRAND.primary, BRAND.info);
    for (const statuses of [TAXI_RIDE_STATUSES, KILOMETER_RIDE_STATUSES]) {
      const groups = MEANINGS.filter((group) =>
        group.some((status) => (statuses as readonly string[]).includes(status)),
      );
      for (const [index, group] of groups.entries())
        for (const other of groups.slice(index + 1)) {
          const distance = rgbDistance(RIDE_STATUS_COLORS[group[0]], RIDE_STATUS_COLORS[other[0]]);
          expect(distance, `${group[0]} vs ${other[0]}`).toBeGreaterThan(closestInSpec);
        }
    }
  });
});
