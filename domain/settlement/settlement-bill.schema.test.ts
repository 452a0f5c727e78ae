import { describe, expect, it } from 'vitest';
import {
  billToStored,
  settlementBillSchema,
  storedToInput,
  SETTLEMENT_BILL_MESSAGES as M,
} from './settlement-bill.schema';

describe('the settlement bill (§5)', () => {
  it('stores money and hours in hundredths, and gives them back to the form', () => {
    const bill = settlementBillSchema.parse({
      distance: 10,
      waitingHours: 1.5,
      highwayCost: 23.4,
      comment: ' ',
    });
    const stored = billToStored(bill);
    expect(stored).toEqual({ distance: 10, waitingHundredthsOfHour: 150, highwayCost: 2340, comment: null });
    expect(billToStored(settlementBillSchema.parse(storedToInput(stored)))).toEqual(stored);
  });
  it('refuses with the messages of §5', () => {
    const issues = (input: unknown) =>
      settlementBillSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ distance: -1 })).toEqual([M.distanceMin]);
    expect(issues({ distance: 2.5 })).toEqual([M.distanceInteger]);
    expect(issues({ distance: 1, waitingHours: -1 })).toEqual([M.notNegative]);
  });
});
