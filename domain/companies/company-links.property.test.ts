import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stakeValidOn } from '../settlement/rate-stake';
import { contractorBodySchema, contractorFormSchema } from './company-links.schema';

// Up to a million złoty per kilometre or hour: far beyond any real rate.
const grosze = fc.integer({ min: 0, max: 100_000_000 });
const typed = (hundredths: number) =>
  `${Math.floor(hundredths / 100)},${String(hundredths % 100).padStart(2, '0')}`;
const form = (kilometerRate: string, waitHourRate: string) => ({
  company: '/api/companies/1',
  contractor: '/api/companies/2',
  superior: false,
  contractorOf: 'railway_company' as const,
  billingModel: 'BACK_TO_THE_STARTING_POINT',
  kilometerRate,
  waitHourRate,
});

describe('stakes typed in złoty, stored in hundredths', () => {
  it('accepts any pair of rates and sends exactly the typed grosze', () => {
    fc.assert(
      fc.property(grosze, grosze, (km, wait) => {
        expect(contractorFormSchema.safeParse(form(typed(km), typed(wait))).success).toBe(true);
        const body = contractorBodySchema.parse({
          company: '/api/companies/1',
          contractor: '/api/companies/2',
          contractorOf: 'railway_company',
          billingModel: 'BACK_TO_THE_STARTING_POINT',
          kilometerRate: km,
          waitHourRate: wait,
        });
        expect([body.kilometerRate, body.waitHourRate]).toEqual([km, wait]);
      }),
    );
  });

  it('refuses one rate without the other, whichever it is', () => {
    fc.assert(
      fc.property(grosze, fc.boolean(), (rate, kilometerFirst) => {
        const result = contractorFormSchema.safeParse(
          kilometerFirst ? form(typed(rate), '') : form('', typed(rate)),
        );
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
          kilometerFirst ? 'waitHourRate' : 'kilometerRate',
        ]);
      }),
    );
  });

  it('a later stake never changes which stake is in force on an earlier day', () => {
    const day = fc
      .integer({ min: 0, max: 3000 })
      .map((n) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    const stake = fc.record({ kilometerRate: grosze, waitHourRate: grosze, validFrom: day });
    fc.assert(
      fc.property(fc.array(stake, { maxLength: 6 }), stake, day, (stakes, later, asked) => {
        fc.pre(later.validFrom > asked);
        expect(stakeValidOn([...stakes, later], asked)).toEqual(stakeValidOn(stakes, asked));
      }),
    );
  });
});
