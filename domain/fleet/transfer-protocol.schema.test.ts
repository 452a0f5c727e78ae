import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { toTransferDateWarsaw, transferInstant, transferProtocolSchema } from './transfer-protocol.schema';

const NOW = new Date('2026-07-01T08:00:00Z');
const body = (date: string, time: string) => ({
  car: '/api/cars/1',
  newDriver: '/api/users/5',
  mileageReading: '1300',
  transferDate: { date, time },
  equipment: ['triangle', 'jack'],
});

describe('transfer date in Polish time', () => {
  it('reads DD-MM-YYYY HH:mm as Warsaw wall time, summer and winter', () => {
    expect(transferInstant({ date: '01-07-2026', time: '10:00' })?.toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    expect(transferInstant({ date: '15-01-2026', time: '10:00' })?.toISOString()).toBe(
      '2026-01-15T09:00:00.000Z',
    );
    expect(transferInstant({ date: '31-02-2026', time: '10:00' })).toBeNull();
    expect(toTransferDateWarsaw(NOW)).toEqual({ date: '01-07-2026', time: '10:00' });
  });

  it("reads the digits a phone's digit keyboard types, and dots, as the same day and time (issue 31)", () => {
    const at = '2026-07-01T08:00:00.000Z';
    expect(transferInstant({ date: '01072026', time: '1000' })?.toISOString()).toBe(at);
    expect(transferInstant({ date: '01.07.2026', time: '10.00' })?.toISOString()).toBe(at);
    expect(transferInstant({ date: '0107202', time: '1000' })).toBeNull();
    expect(transferInstant({ date: '01072026', time: '2460' })).toBeNull();
  });

  it.each([
    ['22:00', true],
    ['22:01', false],
    ['-', false],
  ])('12 h after 10:00 Warsaw: %s is allowed=%s', (time, ok) => {
    const date = time === '-' ? '30-06-2026' : '01-07-2026';
    const result = transferProtocolSchema(NOW).safeParse(body(date, time === '-' ? '21:59' : time));
    expect(result.success).toBe(ok);
    if (!result.success) expect(result.error.issues[0]?.message).toBe(VALIDATION_MESSAGES.transferWindow);
  });

  it('keeps the checklist in its own order and drops unknown keys as an error', () => {
    const parsed = transferProtocolSchema(NOW).parse(body('01-07-2026', '09:00'));
    expect(parsed.equipment).toEqual(['jack', 'triangle']);
    expect(
      transferProtocolSchema(NOW).safeParse({ ...body('01-07-2026', '09:00'), equipment: ['radio'] }).success,
    ).toBe(false);
  });
});
