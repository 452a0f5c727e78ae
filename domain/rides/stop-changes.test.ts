import { describe, expect, it } from 'vitest';
import { stopChanges, type RideReading } from './stop-changes';

const ride = (stops: RideReading['stops'], id = 1): RideReading => ({ id, number: 'IC/1', stops });
const A = { id: 5, time: '2030-03-07T07:00:00Z', placeId: 2, placeName: 'Kraków Główny' };
const B = { id: 6, time: '2030-03-07T08:00:00Z', placeId: 3, placeName: 'Tarnów' };

describe('stopChanges', () => {
  it('says nothing when the stops are the same', () => {
    expect(
      stopChanges([ride([A, B])], [ride([{ ...A }, { ...B, time: '2030-03-07T08:00:00.000Z' }])]),
    ).toEqual([]);
  });

  it('names a moved time in Polish time, the day only when it changes', () => {
    expect(stopChanges([ride([A, B])], [ride([{ ...A, time: '2030-03-07T07:30:00Z' }, B])])).toEqual([
      { rideId: 1, number: 'IC/1', notes: ['A 08:00 → 08:30'] },
    ]);
    expect(
      stopChanges([ride([A, B])], [ride([A, { ...B, time: '2030-03-08T08:00:00Z' }])])[0]?.notes,
    ).toEqual(['B 09:00 07.03 → 09:00 08.03']);
    expect(stopChanges([ride([A, B])], [ride([A, { ...B, time: null }])])[0]?.notes).toEqual([
      'B 09:00 07.03 → --:--',
    ]);
  });

  it('names a changed place, and a changed list of stops', () => {
    const moved = { ...B, placeId: 4, placeName: 'Bochnia' };
    expect(stopChanges([ride([A, B])], [ride([A, moved])])[0]?.notes).toEqual(['B Tarnów → Bochnia']);
    const added = { id: 9, time: null, placeId: 7, placeName: 'Brzesko' };
    expect(stopChanges([ride([A, B])], [ride([A, added, B])])[0]?.notes).toEqual([
      'zmieniono listę przystanków',
    ]);
    expect(stopChanges([ride([A, B])], [ride([A])])[0]?.notes).toEqual(['zmieniono listę przystanków']);
  });

  it('leaves out rides that are only on one side', () => {
    expect(stopChanges([ride([A], 1)], [ride([A], 1), ride([B], 2)])).toEqual([]);
    expect(
      stopChanges([ride([A], 1), ride([B], 2)], [ride([{ ...A, placeId: null, placeName: null }], 1)]),
    ).toEqual([{ rideId: 1, number: 'IC/1', notes: ['A Kraków Główny → bez miejsca'] }]);
  });
});
