import { describe, expect, it } from 'vitest';
import {
  offeredRideStatuses,
  rideStatusFilterOptions,
  selectedRideStatusOptions,
} from './ride-status-filter';

const labels = (type: Parameters<typeof rideStatusFilterOptions>[0]) =>
  rideStatusFilterOptions(type).map((option) => option.label);

describe('rideStatusFilterOptions', () => {
  it('offers each label once on every tab', () => {
    for (const type of ['taxi', 'kilometer', null] as const)
      expect(new Set(labels(type)).size).toBe(labels(type).length);
  });

  it('offers the taxi statuses on the taxi tab, the acceptance apart from the forwarding (row 638)', () => {
    expect(labels('taxi')).not.toContain('Utworzono');
    expect(rideStatusFilterOptions('taxi')).toContainEqual({
      label: 'Zaakceptowany przez firmę transportową',
      statuses: ['accepted_by_transport_company'],
    });
    expect(rideStatusFilterOptions('taxi')).toContainEqual({
      label: 'Przekazany do rozliczenia',
      statuses: ['accepted_by_contractor'],
    });
  });

  it('offers the kilometer statuses on the kilometer tab', () => {
    expect(labels('kilometer')).toEqual([
      'Utworzono',
      'Raport przesłany',
      'Do rozliczenia',
      'Niezgodność',
      'Rozliczono',
      'Zakończone',
      'Anulowano',
    ]);
  });

  it('joins the inconsistencies of both types on the all tab', () => {
    expect(rideStatusFilterOptions(null)).toContainEqual({
      label: 'Niezgodność',
      statuses: ['tcr_inconsistency', 'inconsistency'],
    });
    expect(labels(null)).not.toContain('Raport przesłany');
  });
});

describe('offeredRideStatuses', () => {
  it('drops the statuses the new tab does not offer', () => {
    const selected = ['tcr_inconsistency', 'inconsistency', 'planning', 'settled'];
    expect(offeredRideStatuses('kilometer', selected)).toEqual(['inconsistency', 'settled']);
    expect(selectedRideStatusOptions(null, selected).map((option) => option.label)).toEqual([
      'Planowanie',
      'Niezgodność',
      'Rozliczono',
    ]);
  });
});
