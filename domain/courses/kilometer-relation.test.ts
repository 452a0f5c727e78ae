import { describe, expect, it } from 'vitest';
import { canEditKilometerRelation, KILOMETER_RELATION_EDITABLE_STATUSES } from './kilometer-relation';
import { KILOMETER_RIDE_STATUSES } from './ride-status';

const course = (statuses: string[], createdById: number | null = 7, driverId: number | null = 7) => ({
  createdById,
  driverId,
  rides: statuses.map((status) => ({ status })),
});

describe('canEditKilometerRelation', () => {
  it('lets the creator who drives change a course waiting for its report', () => {
    expect(canEditKilometerRelation({ id: 7 }, course(['created']))).toEqual({ allowed: true });
  });

  it('lets the creator and the driver in each on their own', () => {
    expect(canEditKilometerRelation({ id: 7 }, course(['created'], 7, 8))).toEqual({ allowed: true });
    expect(canEditKilometerRelation({ id: 8 }, course(['created'], 7, 8))).toEqual({ allowed: true });
    expect(canEditKilometerRelation({ id: 8 }, course(['created'], null, 8))).toEqual({ allowed: true });
  });

  it('refuses anybody else, a course without creator and driver included', () => {
    expect(canEditKilometerRelation({ id: 9 }, course(['created'], 7, 8))).toEqual({
      allowed: false,
      reason: 'forbidden',
    });
    expect(canEditKilometerRelation({ id: 9 }, course(['created'], null, null))).toMatchObject({
      reason: 'forbidden',
    });
  });

  it('refuses the owner once the ride is accepted for settlement, settled, ended or cancelled', () => {
    for (const status of ['to_be_settled', 'settled', 'kcr_finished', 'cancelled'])
      expect(canEditKilometerRelation({ id: 7 }, course([status]))).toEqual({
        allowed: false,
        reason: 'status',
      });
  });

  it('keeps the relation open after the report and after an inconsistency', () => {
    for (const status of ['finished', 'inconsistency'])
      expect(canEditKilometerRelation({ id: 7 }, course([status]))).toEqual({ allowed: true });
  });

  it('needs every ride editable, and says forbidden before status to a stranger', () => {
    expect(canEditKilometerRelation({ id: 7 }, course(['created', 'settled']))).toMatchObject({
      reason: 'status',
    });
    expect(canEditKilometerRelation({ id: 9 }, course(['settled']))).toMatchObject({ reason: 'forbidden' });
  });

  it('names only kilometer statuses as editable', () => {
    for (const status of KILOMETER_RELATION_EDITABLE_STATUSES)
      expect(KILOMETER_RIDE_STATUSES).toContain(status);
  });
});
