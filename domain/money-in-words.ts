/**
 * An amount in Polish words, as an invoice's 'Słownie:' line writes it: the złoty in words with the
 * right noun form, the grosze as digits over 100 (docs/spec-decisions.md row 521).
 * Example: moneyInWords(123456) === 'tysiąc dwieście trzydzieści cztery złote 56/100'
 */
import { polishPlural, type PluralForms } from './plural';

const UNITS = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const TEENS = [
  'dziesięć',
  'jedenaście',
  'dwanaście',
  'trzynaście',
  'czternaście',
  'piętnaście',
  'szesnaście',
  'siedemnaście',
  'osiemnaście',
  'dziewiętnaście',
];
const TENS = [
  '',
  '',
  'dwadzieścia',
  'trzydzieści',
  'czterdzieści',
  'pięćdziesiąt',
  'sześćdziesiąt',
  'siedemdziesiąt',
  'osiemdziesiąt',
  'dziewięćdziesiąt',
];
const HUNDREDS = [
  '',
  'sto',
  'dwieście',
  'trzysta',
  'czterysta',
  'pięćset',
  'sześćset',
  'siedemset',
  'osiemset',
  'dziewięćset',
];

/** Thousand groups from the largest down; the units group (złoty) is named by ZLOTY below. */
const GROUPS: readonly { size: number; forms: PluralForms }[] = [
  { size: 1_000_000_000, forms: { one: 'miliard', few: 'miliardy', many: 'miliardów' } },
  { size: 1_000_000, forms: { one: 'milion', few: 'miliony', many: 'milionów' } },
  { size: 1_000, forms: { one: 'tysiąc', few: 'tysiące', many: 'tysięcy' } },
];

const ZLOTY: PluralForms = { one: 'złoty', few: 'złote', many: 'złotych' };

/** The largest amount written in words: 999 999 999 999,99 zł (the miliard group is the last named). */
export const MAX_AMOUNT_IN_WORDS = 999_999_999_999_99;

/** 1..999 in words. Example: belowThousand(234) === 'dwieście trzydzieści cztery' */
function belowThousand(value: number): string[] {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const words = [HUNDREDS[hundreds] ?? ''];
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10] ?? '');
  else words.push(TENS[Math.floor(rest / 10)] ?? '', UNITS[rest % 10] ?? '');
  return words.filter((word) => word !== '');
}

/** Whole złoty in words, 'zero' for 0. Example: wholeInWords(1001) === 'tysiąc jeden' */
export function wholeInWords(value: number): string {
  if (value === 0) return 'zero';
  const words: string[] = [];
  let rest = value;
  for (const group of GROUPS) {
    const count = Math.floor(rest / group.size);
    rest %= group.size;
    if (count === 0) continue;
    // 'tysiąc', not 'jeden tysiąc'; but 'sto jeden tysięcy' keeps its 'jeden'.
    if (count > 1) words.push(...belowThousand(count));
    words.push(polishPlural(count, group.forms));
  }
  if (rest > 0) words.push(...belowThousand(rest));
  return words.join(' ');
}

/**
 * Hundredths of a złoty in words: 'jeden złoty 00/100', 'dwa złote 05/100', 'zero złotych 99/100',
 * 'minus pięć złotych 00/100' (a negative amount, which an invoice does not normally have).
 * Throws a RangeError beyond ±MAX_AMOUNT_IN_WORDS or for a fraction of a grosz.
 */
export function moneyInWords(hundredths: number): string {
  if (!Number.isSafeInteger(hundredths) || Math.abs(hundredths) > MAX_AMOUNT_IN_WORDS) {
    throw new RangeError(`Not an amount in hundredths that words can write: ${hundredths}`);
  }
  const absolute = Math.abs(hundredths);
  const zloty = Math.floor(absolute / 100);
  const grosze = String(absolute % 100).padStart(2, '0');
  const sign = hundredths < 0 ? 'minus ' : '';
  return `${sign}${wholeInWords(zloty)} ${polishPlural(zloty, ZLOTY)} ${grosze}/100`;
}
