import { describe, expect, it } from 'vitest';
import { definedKilometersSchema } from './defined-kilometers.schema';
import { messagesOf } from './test-utils';

describe('defined kilometers', () => {
  it('reads kilometers as an integer and time as seconds', () => {
    expect(definedKilometersSchema.parse({ kilometers: '42', time: '0:45' })).toEqual({
      kilometers: 42,
      time: 2700,
    });
  });

  it('asks for kilometers and time', () => {
    const empty = { kilometers: '', time: '' };
    expect(messagesOf(definedKilometersSchema, empty, 'kilometers')).toEqual(['Podaj kilometry']);
    expect(messagesOf(definedKilometersSchema, empty, 'time')).toEqual(['Podaj czas (HH:MM)']);
  });

  it('refuses non-integer kilometers and a malformed time', () => {
    const wrong = { kilometers: '4,5', time: '1:5' };
    expect(messagesOf(definedKilometersSchema, wrong, 'kilometers')).toEqual([
      'Wartość musi być liczbą całkowitą',
    ]);
    expect(messagesOf(definedKilometersSchema, wrong, 'time')).toEqual(['Niepoprawny format czasu (HH:MM)!']);
  });
});
