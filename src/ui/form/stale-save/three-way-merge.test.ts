import { describe, expect, it } from 'vitest';
import { threeWayMerge } from './three-way-merge';

const base = {
  name: 'Kurs',
  note: '',
  rides: [
    {
      number: 'A/1',
      stops: [
        { place: '/p/1', passengers: ['/u/1'] },
        { place: '/p/2', passengers: [] },
      ],
    },
  ],
};

describe('threeWayMerge', () => {
  it('keeps what the user typed and takes what only the other person changed', () => {
    const mine = { ...base, note: 'moja uwaga' };
    const theirs = { ...base, name: 'Kurs poprawiony' };
    const { merged, conflicts, taken } = threeWayMerge(base, mine, theirs);
    expect(merged).toEqual({ ...base, name: 'Kurs poprawiony', note: 'moja uwaga' });
    expect(conflicts).toEqual([]);
    expect(taken).toEqual([['name']]);
  });

  it('merges inside lists of objects item by item', () => {
    const ride = base.rides[0]!;
    const mine = {
      ...base,
      rides: [{ ...ride, stops: [ride.stops[0]!, { place: '/p/2', passengers: ['/u/7'] }] }],
    };
    const theirs = { ...base, rides: [{ ...ride, number: 'A/2' }] };
    const { merged, conflicts, taken } = threeWayMerge(base, mine, theirs);
    expect(merged.rides[0]?.number).toBe('A/2');
    expect(merged.rides[0]?.stops[1]?.passengers).toEqual(['/u/7']);
    expect(conflicts).toEqual([]);
    expect(taken).toEqual([['rides', 0, 'number']]);
  });

  it('reports a field both changed differently and keeps the user value', () => {
    const mine = { ...base, name: 'Mój' };
    const theirs = { ...base, name: 'Ich' };
    const { merged, conflicts } = threeWayMerge(base, mine, theirs);
    expect(merged.name).toBe('Mój');
    expect(conflicts).toEqual([{ path: ['name'], mine: 'Mój', theirs: 'Ich' }]);
  });

  it('treats lists of different lengths as one field', () => {
    const mine = { ...base, rides: [] };
    const theirs = { ...base, rides: [...base.rides, ...base.rides] };
    const { merged, conflicts } = threeWayMerge(base, mine, theirs);
    expect(merged.rides).toEqual([]);
    expect(conflicts.map((conflict) => conflict.path)).toEqual([['rides']]);
  });

  it('counts the same change on both sides, and an empty text against null, as no conflict', () => {
    const both = { ...base, name: 'Ten sam' };
    expect(threeWayMerge(base, both, { ...both }).conflicts).toEqual([]);
    expect(threeWayMerge({ a: '' }, { a: null }, { a: '' }).conflicts).toEqual([]);
  });
});
