import { describe, expect, it } from 'vitest';
import {
  pricePerKmHundredths,
  reportGeneratorDefaults,
  reportGeneratorSchema,
  type ReportRequirement,
} from './report-generator.schema';

const form = { start: '2026-10-25', end: '2026-11-25', passenger: null, pricePerKm: 0.6 };
const errors = (requirement: ReportRequirement, value: object) => {
  const result = reportGeneratorSchema(requirement).safeParse({ ...form, ...value });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('reportGeneratorSchema', () => {
  it.each<[ReportRequirement, object, Record<string, string>]>([
    ['none', {}, {}],
    ['none', { pricePerKm: '' }, {}],
    ['passenger', {}, { passenger: 'Pole wymagane' }],
    ['passenger', { passenger: '' }, { passenger: 'Pole wymagane' }],
    ['passenger', { passenger: '/api/passengers/3', pricePerKm: '' }, {}],
    ['all', { passenger: '/api/passengers/3', pricePerKm: '' }, { pricePerKm: 'Pole wymagane' }],
    ['all', { passenger: '/api/passengers/3', pricePerKm: Number.NaN }, { pricePerKm: 'Pole wymagane' }],
    ['all', {}, { passenger: 'Pole wymagane' }],
    ['all', { passenger: '/api/passengers/3', pricePerKm: 0 }, {}],
    ['all', { passenger: '/api/passengers/3', pricePerKm: '0,60' }, {}],
    ['all', { passenger: '/api/passengers/3', pricePerKm: ' ' }, { pricePerKm: 'Pole wymagane' }],
    [
      'none',
      { pricePerKm: 'dużo' },
      { pricePerKm: 'Podaj cenę za km z najwyżej dwoma miejscami po przecinku' },
    ],
    ['none', { pricePerKm: -0.1 }, { pricePerKm: 'Cena za km nie może być ujemna' }],
    [
      'none',
      { pricePerKm: 0.605 },
      { pricePerKm: 'Podaj cenę za km z najwyżej dwoma miejscami po przecinku' },
    ],
    ['none', { start: '' }, { start: 'Pole wymagane' }],
    ['none', { start: '2026-02-30' }, { start: 'Podaj datę w formacie RRRR-MM-DD' }],
    ['none', { end: '2026-10-24' }, { end: 'Data „Do” nie może być wcześniejsza niż data „Od”' }],
    ['none', { end: '2026-10-25' }, {}],
  ])('%s with %j -> %j', (requirement, value, expected) => {
    expect(errors(requirement, value)).toEqual(expected);
  });
});

describe('reportGeneratorDefaults', () => {
  it('runs from one month ago to today, Polish days, at 0.6 zł', () => {
    expect(reportGeneratorDefaults(new Date('2026-11-25T23:30:00Z'))).toEqual({
      start: '2026-10-26',
      end: '2026-11-26',
      passenger: null,
      pricePerKm: 0.6,
    });
  });

  it('stops at the shorter month end', () => {
    expect(reportGeneratorDefaults(new Date('2026-03-31T10:00:00Z')).start).toBe('2026-02-28');
    expect(reportGeneratorDefaults(new Date('2026-01-15T10:00:00Z')).start).toBe('2025-12-15');
  });
});

describe('pricePerKmHundredths', () => {
  it.each([
    [0.6, 60],
    [0, 0],
    [1.1, 110],
    [0.29, 29],
    [0.605, null],
    [-1, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%s zł -> %s', (price, hundredths) => {
    expect(pricePerKmHundredths(price)).toBe(hundredths);
  });
});
