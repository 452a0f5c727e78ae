import { describe, expect, it } from 'vitest';
import { placeFormSchema } from './place-form.schema';
import { placeTypeLabel, toPlaceType, wireType } from './place-type';

const valid = {
  type: 'place',
  name: 'Dworzec',
  address: 'Łódź',
  latitude: 51.7,
  longitude: 19.4,
  placeId: null,
};
const messages = (input: unknown) =>
  placeFormSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the place form (administration.md §5)', () => {
  it('accepts every type, home without a name', () => {
    for (const type of ['place', 'hotel', 'workplace'])
      expect(messages({ ...valid, type }), type).toEqual([]);
    expect(messages({ ...valid, type: 'home', name: '' })).toEqual([]);
  });

  it('needs an address always and a name except for home places', () => {
    expect(messages({ ...valid, address: '  ', name: '' })).toEqual([
      ['address', 'Pole wymagane'],
      ['name', 'Pole wymagane'],
    ]);
  });

  it('refuses an unknown type', () => {
    expect(messages({ ...valid, type: 'castle' })).toEqual([['type', 'Pole wymagane']]);
  });
});

describe('place types (§3, §8)', () => {
  it('reads workPlace as workplace and writes it back as workPlace', () => {
    expect(toPlaceType('workPlace')).toBe('workplace');
    expect(wireType('workplace')).toBe('workPlace');
    expect(toPlaceType('castle')).toBeNull();
  });

  it('labels known types and raises an error on an unknown one', () => {
    expect(placeTypeLabel('hotel')).toBe('Hotel');
    expect(placeTypeLabel('workplace')).toBe('Miejsce pracy');
    expect(() => placeTypeLabel('castle')).toThrow('Nieznany typ miejsca');
  });
});
