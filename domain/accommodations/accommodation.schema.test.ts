import { describe, expect, it } from 'vitest';
import { accommodationFields } from './accommodation.schema';

const valid = {
  hotel: '/api/abstract_places/7',
  checkIn: '2026-03-02',
  checkOut: '2026-03-03',
  guests: ' Jan Kowalski, Adam Nowak ',
  rooms: 2,
  remarks: '',
};
const messages = (input: object) =>
  Object.fromEntries(
    (accommodationFields.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('accommodation form', () => {
  it('reads a valid stay', () => {
    expect(accommodationFields.parse(valid)).toEqual({
      hotel: 7,
      checkIn: '2026-03-02',
      checkOut: '2026-03-03',
      guests: 'Jan Kowalski, Adam Nowak',
      rooms: 2,
      remarks: null,
    });
  });

  it("answers 'Pole wymagane' for the hotel, the days and the guests", () => {
    expect(messages({ ...valid, hotel: '', checkIn: '', checkOut: '', guests: ' ' })).toEqual({
      hotel: 'Pole wymagane',
      checkIn: 'Pole wymagane',
      checkOut: 'Pole wymagane',
      guests: 'Pole wymagane',
    });
  });

  it('refuses another resource’s IRI, a departure not after the arrival and an odd room count', () => {
    expect(messages({ ...valid, hotel: '/api/starting_bases/7' })).toEqual({
      hotel: 'Nieprawidłowa wartość',
    });
    expect(messages({ ...valid, checkOut: '2026-03-02' })).toEqual({
      checkOut: 'Data wyjazdu musi być późniejsza niż data przyjazdu',
    });
    expect(messages({ ...valid, checkIn: '2026-02-30' })).toEqual({
      checkIn: 'Niepoprawna data (RRRR-MM-DD)',
    });
    expect(messages({ ...valid, rooms: 0 })).toEqual({ rooms: 'Liczba pokoi musi być liczbą od 1 do 50' });
    expect(messages({ ...valid, guests: 'x'.repeat(501) })).toEqual({
      guests: 'Wartość jest zbyt długa (najwyżej 500 znaków)',
    });
  });
});
