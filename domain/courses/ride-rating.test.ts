import { describe, expect, it } from 'vitest';
import {
  RATEABLE_RIDE_STATUSES,
  RATING_MESSAGES,
  WAITING_OPTIONS,
  canRateRide,
  rideRatingFieldsSchema,
  waitingFieldsOf,
} from './ride-rating';

const passenger = { id: 4, passengerId: 7, roles: ['ROLE_PASSENGER', 'ROLE_DEFAULT'] };
const ride = { type: 'taxi', status: 'finished', rideRatings: [], passengerIds: [7, 8] };

const messagesOf = (input: unknown) =>
  rideRatingFieldsSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('canRateRide', () => {
  it('lets a passenger rate a taxi ride in every rateable status', () => {
    for (const status of RATEABLE_RIDE_STATUSES)
      expect(canRateRide(passenger, { ...ride, status })).toBe(true);
  });

  it('refuses other statuses, kilometer rides and other roles', () => {
    expect(canRateRide(passenger, { ...ride, status: 'planning' })).toBe(false);
    expect(canRateRide(passenger, { ...ride, status: 'cancelled' })).toBe(false);
    expect(canRateRide(passenger, { ...ride, type: 'kilometer' })).toBe(false);
    expect(canRateRide({ id: 4, passengerId: 7, roles: ['ROLE_ADMIN'] }, ride)).toBe(false);
    expect(canRateRide({ id: 4, passengerId: null, roles: ['ROLE_DRIVER'] }, ride)).toBe(false);
  });

  it('refuses a passenger who does not ride in the ride', () => {
    expect(canRateRide({ ...passenger, passengerId: 9 }, ride)).toBe(false);
    expect(canRateRide({ ...passenger, passengerId: null }, ride)).toBe(false);
    expect(canRateRide(passenger, { ...ride, passengerIds: [] })).toBe(false);
  });

  it('refuses a ride the passenger already rated but not one rated by somebody else', () => {
    expect(canRateRide(passenger, { ...ride, rideRatings: [{ createdBy: { id: 4 } }] })).toBe(false);
    expect(canRateRide(passenger, { ...ride, rideRatings: [{ createdBy: { id: 5 } }] })).toBe(true);
  });
});

describe('rideRatingFieldsSchema', () => {
  it('accepts a mark with a waiting time', () => {
    expect(rideRatingFieldsSchema.parse({ mark: 5, waitingTime: 900 })).toMatchObject({
      mark: 5,
      waitingTime: 900,
    });
    expect(
      rideRatingFieldsSchema.parse({ mark: 1, comment: 'Spóźnienie', extremeWaiting: 'over_hour' }),
    ).toMatchObject({ comment: 'Spóźnienie', extremeWaiting: 'over_hour' });
  });

  it('needs a mark of 1, 3 or 5', () => {
    expect(messagesOf({ waitingTime: 0 })).toEqual([['mark', RATING_MESSAGES.markRequired]]);
    expect(messagesOf({ mark: 2, waitingTime: 0 })).toEqual([['mark', RATING_MESSAGES.markRequired]]);
  });

  it('takes a reason only with a negative mark', () => {
    expect(messagesOf({ mark: 3, comment: 'Powód', waitingTime: 0 })).toEqual([
      ['comment', RATING_MESSAGES.commentOnlyNegative],
    ]);
    expect(rideRatingFieldsSchema.parse({ mark: 3, comment: '', waitingTime: 0 }).comment).toBeNull();
  });

  it('needs exactly one of waitingTime and extremeWaiting', () => {
    expect(messagesOf({ mark: 5 })).toEqual([['waitingTime', RATING_MESSAGES.waitingRequired]]);
    expect(messagesOf({ mark: 5, waitingTime: 0, extremeWaiting: 'over_hour' })).toEqual([
      ['waitingTime', RATING_MESSAGES.waitingRequired],
    ]);
    expect(messagesOf({ mark: 5, waitingTime: 301 })?.[0]?.[1]).toBe(RATING_MESSAGES.waitingInvalid);
    expect(messagesOf({ mark: 5, extremeWaiting: 'over_quarter' })?.[0]?.[1]).toBe(
      RATING_MESSAGES.waitingInvalid,
    );
  });

  it('maps every waiting chip to exactly one valid field', () => {
    for (const option of WAITING_OPTIONS)
      expect(rideRatingFieldsSchema.safeParse({ mark: 5, ...waitingFieldsOf(option.key) }).success).toBe(
        true,
      );
  });
});
