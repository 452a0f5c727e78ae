/**
 * Ride numbers proposed for a new ride (`GET api/taxi_course_rides/{companyId}/{firstPlaceDate}`), in
 * the format '<company code>/<sequence>/<MM>/<YYYY>', e.g. 'KM/0042/03/2024': the 42nd ride of the
 * railway company 'Koleje Mazowieckie' whose first stop is in March 2024. The sequence restarts every
 * month, per company, and has at least 4 digits (10000 and up simply get longer).
 * Pure formatting and parsing; the server finds the existing numbers. The number stays free text in
 * the form (course-form.schema.ts), so anything not in this format is ignored when counting.
 */

export const RIDE_NUMBER_SEQUENCE_DIGITS = 4;
export const RIDE_NUMBER_CODE_MAX_LENGTH = 6;
/** Code of a company whose name yields no letters or digits. */
export const FALLBACK_COMPANY_CODE = 'KURS';

export interface RideNumberParts {
  /** Company code: 1-6 capital letters or digits. */
  code: string;
  /** 1, 2, 3... within the month. */
  sequence: number;
  /** 1-12. */
  month: number;
  year: number;
}

const CODE_PATTERN = /^[A-Z0-9]{1,6}$/;
const RIDE_NUMBER_PATTERN = /^([A-Z0-9]{1,6})\/([0-9]{4,9})\/(0[1-9]|1[0-2])\/([0-9]{4})$/;
/** Legal-form words that say nothing about the company ('Sp. z o.o.', 'S.A.', 'spółka akcyjna'). */
const LEGAL_FORM_WORDS = new Set([
  'SA',
  'SP',
  'Z',
  'OO',
  'ZOO',
  'SPJ',
  'SK',
  'SKA',
  'SPOLKA',
  'AKCYJNA',
  'JAWNA',
]);

/** Polish letters to ASCII; 'ł' has no decomposition, so it is mapped by hand. */
const toAscii = (text: string) =>
  text
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * A short code from a company name: the initials of its words (legal forms left out), or the first
 * three characters of a one-word name.
 * Example: companyShortCode('Koleje Mazowieckie sp. z o.o.') === 'KM'; companyShortCode('Polregio') === 'POL';
 *   companyShortCode('Łódzka Kolej Aglomeracyjna') === 'LKA'
 */
export function companyShortCode(name: string): string {
  const words = toAscii(name)
    .toUpperCase()
    .replace(/\./g, '') // 'S.A.' and 'o.o.' are one word each
    .split(/[^A-Z0-9]+/)
    .filter((word) => word !== '' && !LEGAL_FORM_WORDS.has(word));
  const [first] = words;
  if (first === undefined) return FALLBACK_COMPANY_CODE;
  if (words.length === 1) return first.slice(0, 3);
  return words
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, RIDE_NUMBER_CODE_MAX_LENGTH);
}

/**
 * Example: formatRideNumber({ code: 'KM', sequence: 42, month: 3, year: 2024 }) === 'KM/0042/03/2024'
 * Throws a RangeError for a code, sequence, month or year out of the format.
 */
export function formatRideNumber(parts: RideNumberParts): string {
  const { code, sequence, month, year } = parts;
  if (!CODE_PATTERN.test(code)) throw new RangeError(`Not a company code: ${code}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999_999)
    throw new RangeError(`Not a ride sequence: ${sequence}`);
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Not a month: ${month}`);
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Not a year: ${year}`);
  const padded = String(sequence).padStart(RIDE_NUMBER_SEQUENCE_DIGITS, '0');
  return `${code}/${padded}/${String(month).padStart(2, '0')}/${year}`;
}

/**
 * The parts of a number in this format, or null (hand-typed numbers are allowed and parse to null).
 * Example: parseRideNumber(' KM/0042/03/2024 ') -> { code: 'KM', sequence: 42, month: 3, year: 2024 }
 */
export function parseRideNumber(text: string): RideNumberParts | null {
  const match = RIDE_NUMBER_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, code, sequence, month, year] = match;
  if (code === undefined || sequence === undefined || month === undefined || year === undefined) return null;
  const parts = { code, sequence: Number(sequence), month: Number(month), year: Number(year) };
  return parts.sequence >= 1 && parts.year >= 1000 ? parts : null;
}

/**
 * The next number of a company for the month of `firstStopDate` ('YYYY-MM-DD'): one more than the
 * highest sequence among `existing` numbers of the same code, month and year, 1 if there is none.
 * Example: nextRideNumber('KM', '2024-03-07', ['KM/0041/03/2024', 'KM/0099/02/2024', 'ręczny 7'])
 *   === 'KM/0042/03/2024'
 */
export function nextRideNumber(code: string, firstStopDate: string, existing: readonly string[]): string {
  const match = /^([0-9]{4})-([0-9]{2})-[0-9]{2}$/.exec(firstStopDate);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${firstStopDate}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  let highest = 0;
  for (const number of existing) {
    const parts = parseRideNumber(number);
    if (parts && parts.code === code && parts.month === month && parts.year === year)
      highest = Math.max(highest, parts.sequence);
  }
  return formatRideNumber({ code, sequence: highest + 1, month, year });
}
