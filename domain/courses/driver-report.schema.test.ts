import { describe, expect, it } from 'vitest';
import { DRIVER_REPORT_MESSAGES, driverReportSchema } from './driver-report.schema';

const messages = (input: unknown) => {
  const result = driverReportSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('driverReportSchema', () => {
  it('accepts a full report and empty optional fields', () => {
    expect(
      driverReportSchema.parse({ distance: 42, waitingHours: 1.5, highwayCost: 23.4, comment: 'ok' }),
    ).toEqual({ distance: 42, waitingHours: 1.5, highwayCost: 23.4, comment: 'ok' });
    expect(
      driverReportSchema.parse({ distance: 0, waitingHours: '', highwayCost: null, comment: '  ' }),
    ).toEqual({
      distance: 0,
      waitingHours: null,
      highwayCost: null,
      comment: null,
    });
  });

  it('says what is wrong, in Polish, at the field', () => {
    expect(messages({ distance: '' })).toEqual([`distance: ${DRIVER_REPORT_MESSAGES.required}`]);
    expect(messages({ distance: -1 })).toEqual([`distance: ${DRIVER_REPORT_MESSAGES.distanceMin}`]);
    expect(messages({ distance: 1.5 })).toEqual([`distance: ${DRIVER_REPORT_MESSAGES.distanceInteger}`]);
    expect(messages({ distance: 1, waitingHours: -2, highwayCost: 'x' })).toEqual([
      `waitingHours: ${DRIVER_REPORT_MESSAGES.notNegative}`,
      `highwayCost: ${DRIVER_REPORT_MESSAGES.number}`,
    ]);
    expect(messages({ distance: 1, comment: 'a'.repeat(1001) })).toEqual([
      `comment: ${DRIVER_REPORT_MESSAGES.tooLong}`,
    ]);
  });
});
