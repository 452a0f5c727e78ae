import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { queryDate, queryId, queryOneOf, queryPositiveInteger, queryText } from './query';

const message = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).message;
  }
  throw new Error('expected a 400');
};

describe('the one query parser', () => {
  it('reads text trimmed, refuses a repeated filter and a huge one', () => {
    expect(queryText({ name: '  Łódź ' }, 'name')).toBe('Łódź');
    expect(queryText({ name: ' ' }, 'name')).toBeUndefined();
    expect(message(() => queryText({ name: ['a', 'b'] }, 'name'))).toBe(
      'Nieprawidłowa wartość parametru name: oczekiwano jednej wartości.',
    );
    expect(message(() => queryText({ name: 'a'.repeat(201) }, 'name'))).toBe(
      'Wartość parametru name jest zbyt długa',
    );
  });

  it('reads ids, pages, days and words, each with what would do in the 400', () => {
    expect(queryId({ createdBy: '/api/users/7' }, 'createdBy', 'users')).toBe(7);
    expect(message(() => queryId({ createdBy: '/api/places/7' }, 'createdBy', 'users'))).toBe(
      'Nieprawidłowa wartość parametru createdBy: oczekiwano IRI /api/users/{id}.',
    );
    expect(message(() => queryId({ createdBy: '2147483648' }, 'createdBy', 'users'))).toContain('createdBy');
    expect(queryPositiveInteger({}, 'page', 1)).toBe(1);
    expect(message(() => queryPositiveInteger({ page: 'abc' }, 'page', 1))).toBe(
      'Nieprawidłowa wartość parametru page: oczekiwano liczby całkowitej większej od 0.',
    );
    expect(queryDate({ day: '2026-02-28' }, 'day')).toBe('2026-02-28');
    expect(message(() => queryDate({ day: '2026-02-30' }, 'day'))).toContain('RRRR-MM-DD');
    expect(queryOneOf({ order: 'asc' }, 'order', { asc: 'asc', desc: 'desc' })).toBe('asc');
    expect(message(() => queryOneOf({ order: 'toString' }, 'order', { asc: 'asc' }))).toBe(
      'Nieprawidłowa wartość parametru order: dozwolone wartości: asc.',
    );
  });
});
