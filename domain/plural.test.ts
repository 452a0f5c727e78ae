import { describe, expect, it } from 'vitest';
import { polishPlural } from './plural';

const RIDES = { one: 'przejazd', few: 'przejazdy', many: 'przejazdów' };

describe('polishPlural', () => {
  it.each([
    [0, 'przejazdów'],
    [1, 'przejazd'],
    [2, 'przejazdy'],
    [4, 'przejazdy'],
    [5, 'przejazdów'],
    [11, 'przejazdów'],
    [12, 'przejazdów'],
    [14, 'przejazdów'],
    [21, 'przejazdów'],
    [22, 'przejazdy'],
    [104, 'przejazdy'],
    [112, 'przejazdów'],
  ])('%i -> %s', (count, form) => {
    expect(polishPlural(count, RIDES)).toBe(form);
  });
});
