import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMarkRealized,
  canReadPassengerChanges,
  passengerDiff,
  realizeTransition,
} from './passenger-change-rules';

describe('passengerDiff', () => {
  it('lists the added, then the removed, each by id', () => {
    expect(passengerDiff([1, 2], [2, 3])).toEqual([
      { passengerId: 3, kind: 'added' },
      { passengerId: 1, kind: 'removed' },
    ]);
    expect(passengerDiff([4, 4, 5], [5, 4])).toEqual([]);
  });

  it('applied to the passengers before gives the passengers after (property)', () => {
    const ids = fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 15 });
    fc.assert(
      fc.property(ids, ids, (before, after) => {
        const result = new Set(before);
        for (const change of passengerDiff(before, after))
          if (change.kind === 'added') result.add(change.passengerId);
          else result.delete(change.passengerId);
        expect([...result].sort((a, b) => a - b)).toEqual([...new Set(after)].sort((a, b) => a - b));
      }),
    );
  });
});

describe('realizeTransition', () => {
  const reader = { id: 3, roles: ['ROLE_COMPANY', 'ROLE_PASSENGER_CHANGE'] };
  const open = { realizedById: null };
  const done = { realizedById: 3 };

  it.each([
    ['marks an open change in the own name', reader, open, 3, true],
    ['not in another user’s name', reader, open, 4, 'forbidden'],
    ['not without the role', { id: 3, roles: ['ROLE_COMPANY'] }, open, 3, 'forbidden'],
    ['not twice', reader, done, 3, 'state'],
    ['takes a mark back', reader, done, null, true],
    ['not from an open change', reader, open, null, 'state'],
  ] as const)('%s', (_name, user, change, realizedBy, expected) => {
    const result = realizeTransition(user, change, realizedBy);
    expect(result.allowed ? true : result.reason).toBe(expected);
  });

  it('shows the button on open changes to readers only', () => {
    expect(canMarkRealized(reader, open)).toBe(true);
    expect(canMarkRealized(reader, done)).toBe(false);
    expect(canReadPassengerChanges({ roles: ['ROLE_USER'] })).toBe(false);
  });
});
