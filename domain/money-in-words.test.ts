import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_IN_WORDS, moneyInWords, wholeInWords } from './money-in-words';

describe('moneyInWords (the invoice\u2019s Słownie line)', () => {
  it.each([
    [0, 'zero złotych 00/100'],
    [5, 'zero złotych 05/100'],
    [100, 'jeden złoty 00/100'],
    [200, 'dwa złote 00/100'],
    [499, 'cztery złote 99/100'],
    [500, 'pięć złotych 00/100'],
    [1_000, 'dziesięć złotych 00/100'],
    [1_100, 'jedenaście złotych 00/100'],
    [1_200, 'dwanaście złotych 00/100'],
    [1_400, 'czternaście złotych 00/100'],
    [1_900, 'dziewiętnaście złotych 00/100'],
    [2_100, 'dwadzieścia jeden złotych 00/100'],
    [2_200, 'dwadzieścia dwa złote 00/100'],
    [11_200, 'sto dwanaście złotych 00/100'],
    [12_200, 'sto dwadzieścia dwa złote 00/100'],
    [123_456, 'tysiąc dwieście trzydzieści cztery złote 56/100'],
    [100_000, 'tysiąc złotych 00/100'],
    [100_100, 'tysiąc jeden złotych 00/100'],
    [200_000, 'dwa tysiące złotych 00/100'],
    [500_000, 'pięć tysięcy złotych 00/100'],
    [1_200_000, 'dwanaście tysięcy złotych 00/100'],
    [2_200_000, 'dwadzieścia dwa tysiące złotych 00/100'],
    [10_100_000, 'sto jeden tysięcy złotych 00/100'],
    [
      99_999_999,
      'dziewięćset dziewięćdziesiąt dziewięć tysięcy dziewięćset dziewięćdziesiąt dziewięć złotych 99/100',
    ],
    [100_000_000, 'milion złotych 00/100'],
    [200_000_100, 'dwa miliony jeden złotych 00/100'],
    [500_000_000, 'pięć milionów złotych 00/100'],
    [101_020_304_00, 'sto jeden milionów dwadzieścia tysięcy trzysta cztery złote 00/100'],
    [
      99_999_999_999,
      'dziewięćset dziewięćdziesiąt dziewięć milionów dziewięćset dziewięćdziesiąt dziewięć tysięcy dziewięćset dziewięćdziesiąt dziewięć złotych 99/100',
    ],
    [100_000_000_000, 'miliard złotych 00/100'],
    [300_000_000_000, 'trzy miliardy złotych 00/100'],
    [-500, 'minus pięć złotych 00/100'],
  ])('%i grosze -> %s', (hundredths, words) => {
    expect(moneyInWords(hundredths)).toBe(words);
  });

  it('refuses what it cannot write', () => {
    expect(() => moneyInWords(MAX_AMOUNT_IN_WORDS + 1)).toThrow(RangeError);
    expect(() => moneyInWords(1.5)).toThrow(RangeError);
    expect(() => moneyInWords(Number.NaN)).toThrow(RangeError);
    expect(moneyInWords(MAX_AMOUNT_IN_WORDS)).toMatch(
      /^dziewięćset dziewięćdziesiąt dziewięć miliardów .* 99\/100$/,
    );
  });

  it('every amount up to the maximum: words, the noun, no doubled or stray spaces, grosze as NN/100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_IN_WORDS }), (hundredths) => {
        const words = moneyInWords(hundredths);
        expect(words).toMatch(/^[a-ząćęłńóśźż]+( [a-ząćęłńóśźż]+)* złot(y|e|ych) [0-9]{2}\/100$/);
        expect(words.endsWith(` ${String(hundredths % 100).padStart(2, '0')}/100`)).toBe(true);
        // One of a group is the bare noun: "tysiąc", never "jeden tysiąc" ("sto jeden tysięcy" keeps its "jeden").
        expect(words).not.toMatch(/jeden (tysiąc|milion|miliard)( |$)/);
      }),
      { numRuns: 2_000 },
    );
  });

  it('every whole amount below 10^9 złoty: the same words for the same groups (the thousands do not leak)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 999 }), (thousands, units) => {
        const words = wholeInWords(thousands * 1_000 + units);
        const tail = units === 0 ? '' : ` ${wholeInWords(units)}`;
        expect(words.endsWith(tail)).toBe(true);
        expect(words).toMatch(/tysiąc|tysiące|tysięcy/);
      }),
    );
  });
});
