import { describe, expect, it } from 'vitest';
import { costPriceText, priceInput, priceText } from './cost-price';
import { companyTotals } from './cost-totals';
import { financeBody } from './finance-filters';

describe('financeBody', () => {
  it('sends the day bounds as 00:00:00 and 23:59:59, status [5], own company and one company', () => {
    expect(financeBody({ from: '2026-11-01', to: '2026-11-30', approval: 'true' }, 4, 7)).toEqual({
      base_transport_company_ids: [4],
      course_statuses: [5],
      company_approved: true,
      started_at_from: '2026-11-01 00:00:00',
      started_at_to: '2026-11-30 23:59:59',
      company_ids: [7],
    });
  });

  it('sends cleared dates and no acceptance choice as null', () => {
    const body = financeBody({ from: '', to: '', approval: '' }, 4, 7);
    expect([body.started_at_from, body.started_at_to, body.company_approved]).toEqual([null, null, null]);
    expect(financeBody({ from: '', to: '', approval: 'false' }, 4, 7).company_approved).toBe(false);
  });
});

describe('price inputs', () => {
  it('rounds złoty to hundredths, reads empty as not agreed and refuses negatives', () => {
    expect(priceInput('3,456')).toBe(346);
    expect(priceInput('2.5 zł')).toBe(250);
    expect(priceInput('')).toBeNull();
    expect(priceInput('-1')).toBeUndefined();
    expect(priceInput('abc')).toBeUndefined();
    expect(priceText(320)).toBe('3,20');
    expect(priceText(null)).toBe('');
  });
});

describe('companyTotals', () => {
  const row = { month: '2026-11', priceByWaiting: 0, priceByMotorway: 0, transportCompanyName: 'A' };
  it('totals each transport company over the months with its share, largest first', () => {
    const totals = companyTotals([
      { ...row, transportCompanyId: 1, priceByKilometers: 100 },
      { ...row, month: '2026-10', transportCompanyId: 1, priceByKilometers: 200, priceByMotorway: 0 },
      { ...row, transportCompanyId: 2, transportCompanyName: 'B', priceByKilometers: 50, priceByWaiting: 50 },
    ]);
    expect(totals).toEqual([
      { id: 1, name: 'A', total: 300, share: 0.75, unpriced: false },
      { id: 2, name: 'B', total: 100, share: 0.25, unpriced: false },
    ]);
  });

  it('sums only the priced parts of a company with a part without price, and says so', () => {
    const totals = companyTotals([
      { ...row, transportCompanyId: 1, priceByKilometers: null, priceByMotorway: 500 },
      { ...row, month: '2026-10', transportCompanyId: 1, priceByKilometers: 200 },
    ]);
    expect(totals).toEqual([{ id: 1, name: 'A', total: 700, share: 1, unpriced: true }]);
    expect(costPriceText(null)).toBe('brak stawki');
    expect(costPriceText(1250)).toBe('12,50 zł');
  });
});
