import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RIDE_STATUSES } from './ride-status';
import {
  COURSE_STATUS_COLUMNS,
  COURSE_STATUS_COLUMN_LABELS,
  columnForAcceptor,
  columnForCourse,
} from './status-columns';
import type { ColumnRide } from './status-columns';

const now = new Date('2026-11-12T10:00:00Z');
const later = '2026-11-12T12:00:00Z';
const earlier = '2026-11-12T08:00:00Z';
const course = (...rides: ColumnRide[]) => ({ rides });

describe('columnForCourse', () => {
  it('names the three columns in Polish', () => {
    expect(COURSE_STATUS_COLUMN_LABELS).toEqual({
      requires_attention: 'Wymaga uwagi',
      in_progress: 'W trakcie realizacji',
      finished: 'Zakończone',
    });
  });

  it('asks for attention when a ride is declined, planned or inconsistent', () => {
    for (const status of ['new', 'planning', 'declined_by_driver', 'not_accepted_by_transport_company'])
      expect(columnForCourse(course({ status }, { status: 'finished' }), now)).toBe('requires_attention');
    expect(columnForCourse(course({ status: 'tcr_inconsistency' }), now)).toBe('requires_attention');
    expect(columnForCourse(course({ status: 'inconsistency' }), now)).toBe('requires_attention');
  });

  it('keeps a course waiting for acceptance in progress until the ride starts', () => {
    const waiting = { status: 'waiting_for_transport_company_acceptance' };
    expect(columnForCourse(course({ ...waiting, startsAt: later }), now)).toBe('in_progress');
    expect(columnForCourse(course({ ...waiting, startsAt: earlier }), now)).toBe('requires_attention');
  });

  it('moves a course to Wymaga uwagi when the driver misses the acceptance deadline', () => {
    const ride = { status: 'waiting_for_driver_acceptance', startsAt: later };
    expect(columnForCourse(course({ ...ride, driverHasToAcceptAt: later }), now)).toBe('in_progress');
    expect(columnForCourse(course({ ...ride, driverHasToAcceptAt: earlier }), now)).toBe(
      'requires_attention',
    );
  });

  it('moves the course to Zakończone when every ride is finished, settled or cancelled', () => {
    expect(columnForCourse(course({ status: 'finished' }, { status: 'cancelled' }), now)).toBe('finished');
    expect(columnForCourse(course({ status: 'accepted_by_customer' }), now)).toBe('finished');
    expect(columnForCourse(course({ status: 'settled' }, { status: 'kcr_finished' }), now)).toBe('finished');
  });

  it('keeps a course with a ride still being driven in progress', () => {
    expect(columnForCourse(course({ status: 'finished' }, { status: 'accepted_by_driver' }), now)).toBe(
      'in_progress',
    );
    expect(columnForCourse(course({ status: 'created' }), now)).toBe('in_progress');
  });

  it('asks for attention for a course without rides or with an unknown status', () => {
    expect(columnForCourse(course(), now)).toBe('requires_attention');
    expect(columnForCourse(course({ status: 'lost' }, { status: 'finished' }), now)).toBe(
      'requires_attention',
    );
  });

  const rideArb = fc.record({
    status: fc.oneof(fc.constantFrom(...RIDE_STATUSES), fc.string()),
    startsAt: fc.option(fc.date({ noInvalidDate: true }), { nil: null }),
    driverHasToAcceptAt: fc.option(fc.date({ noInvalidDate: true }), { nil: undefined }),
  });

  it('maps every combination of rides to exactly one column', () => {
    fc.assert(
      fc.property(fc.array(rideArb, { maxLength: 6 }), fc.date({ noInvalidDate: true }), (rides, at) => {
        const column = columnForCourse({ rides }, at);
        expect(COURSE_STATUS_COLUMNS.filter((candidate) => candidate === column)).toHaveLength(1);
      }),
    );
  });

  it('puts a course whose rides are all cancelled in Zakończone', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('cancelled', 'cancelled_during_realization'), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.date({ noInvalidDate: true }),
        (statuses, at) => {
          expect(columnForCourse({ rides: statuses.map((status) => ({ status, startsAt: at })) }, at)).toBe(
            'finished',
          );
        },
      ),
    );
  });

  it('never lets one ride needing attention be hidden by the others', () => {
    fc.assert(
      fc.property(
        fc.array(rideArb, { maxLength: 5 }),
        fc.constantFrom('planning', 'declined_by_transport_company', 'tcr_inconsistency'),
        (rides, status) => {
          expect(columnForCourse({ rides: [...rides, { status }] }, now)).toBe('requires_attention');
        },
      ),
    );
  });
});

describe('columnForAcceptor', () => {
  const waiting = [{ status: 'waiting_for_transport_company_acceptance' }, { status: 'finished' }];
  it("puts a course waiting for its answer under attention in the accepting company's list", () => {
    expect(columnForAcceptor('in_progress', waiting, true)).toBe('requires_attention');
  });
  it('leaves it in progress for everyone else, and other courses where they are', () => {
    expect(columnForAcceptor('in_progress', waiting, false)).toBe('in_progress');
    expect(columnForAcceptor('in_progress', [{ status: 'waiting_for_driver_acceptance' }], true)).toBe(
      'in_progress',
    );
    expect(columnForAcceptor('finished', [{ status: 'finished' }], true)).toBe('finished');
    expect(columnForAcceptor('requires_attention', waiting, false)).toBe('requires_attention');
  });
});
