import { describe, expect, it } from 'vitest';
import { locomotiveSchema } from './locomotive.schema';
import { messagesOf } from '../validation/test-utils';

describe('locomotive dialog', () => {
  it('asks for the side number', () => {
    expect(messagesOf(locomotiveSchema(true), { sideNumber: '  ' })).toEqual(['Uzupełnij numer lokomotywy']);
    expect(messagesOf(locomotiveSchema(true), {})).toEqual(['Uzupełnij numer lokomotywy']);
  });

  it('asks a non-company user for the company', () => {
    expect(messagesOf(locomotiveSchema(false), { sideNumber: 'EU07-005', company: '' })).toEqual([
      'Uzupełnij firmę',
    ]);
    expect(locomotiveSchema(false).parse({ sideNumber: ' EU07-005 ', company: '/api/companies/3' })).toEqual({
      sideNumber: 'EU07-005',
      company: '/api/companies/3',
    });
  });

  it('lets a company user leave the company out (the server takes theirs)', () => {
    expect(locomotiveSchema(true).parse({ sideNumber: 'EU07-005', company: '' })).toEqual({
      sideNumber: 'EU07-005',
      company: null,
    });
  });

  it('refuses an over-long side number', () => {
    expect(messagesOf(locomotiveSchema(true), { sideNumber: 'x'.repeat(51) })).toEqual([
      'Wartość jest zbyt długa (najwyżej 50 znaków)',
    ]);
  });
});
