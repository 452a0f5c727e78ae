import { describe, expect, it } from 'vitest';
import { inconsistencySchema } from './inconsistency.schema';
import { kilometerReportSchema } from './kilometer-report.schema';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('the kilometer report (§5)', () => {
  it('takes the computed distance without a comment', () => {
    expect(kilometerReportSchema(40.6).parse({ distance: 41, highwayCost: 12.5, comment: '' })).toEqual({
      distance: 41,
      highwayCost: 12.5,
      comment: null,
    });
  });

  it('asks to justify another distance', () => {
    expect(
      messages(kilometerReportSchema(41).safeParse({ distance: 50, highwayCost: null, comment: ' ' })),
    ).toEqual(['comment: Uzasadnij zmianę łącznej liczby przejechanych km']);
    expect(
      kilometerReportSchema(41).safeParse({ distance: 50, highwayCost: null, comment: 'objazd' }).success,
    ).toBe(true);
  });

  it('needs no comment when nothing was computed', () => {
    expect(
      kilometerReportSchema(null).safeParse({ distance: 7, highwayCost: null, comment: null }).success,
    ).toBe(true);
  });

  it('refuses a missing, negative or fractional distance and a negative highway cost', () => {
    expect(messages(kilometerReportSchema(null).safeParse({ distance: '', highwayCost: null }))).toEqual([
      'distance: Pole wymagane',
    ]);
    expect(messages(kilometerReportSchema(null).safeParse({ distance: -1, highwayCost: null }))).toEqual([
      'distance: Minimalna liczba przejechanych km to 0',
    ]);
    expect(messages(kilometerReportSchema(null).safeParse({ distance: 1.5, highwayCost: null }))).toEqual([
      'distance: Liczba przejechanych km musi być liczbą całkowitą',
    ]);
    expect(messages(kilometerReportSchema(null).safeParse({ distance: 1, highwayCost: -2 }))).toEqual([
      'highwayCost: Wartość nie może być ujemna',
    ]);
  });
});

describe("the company's inconsistency", () => {
  it('needs a reason', () => {
    expect(messages(inconsistencySchema.safeParse({ comment: '  ' }))).toEqual([
      'comment: Należy podać powód niezgodności',
    ]);
    expect(messages(inconsistencySchema.safeParse({}))).toEqual(['comment: Należy podać powód niezgodności']);
    expect(inconsistencySchema.parse({ comment: ' brak biletu ' })).toEqual({ comment: 'brak biletu' });
  });
});
