/**
 * The hostile values of the write fuzz (issue 14, "Bad input"): what a broken or malicious client
 * sends in a body field, a query parameter or a path segment. Plausible values (real IRIs, dates,
 * times) are mixed in by `zod-arbitrary.ts`, so a request often passes the shape and reaches a service.
 */
import fc from 'fast-check';
import { MAX_ROW_ID } from '../../../domain/contract/iri';

/** 100 000 characters (the brief's "huge"): ASCII, two-byte Polish and four-byte emoji. */
export const HUGE_STRINGS = ['x'.repeat(100_000), 'ż'.repeat(100_000), '😀'.repeat(50_000)] as const;

/** Strings that break naive parsers: unicode edge cases, NaN-likes, malformed dates and times. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '1e-400',
  '0x1F',
  '0b101',
  '１２３', // full-width digits
  '١٢٣', // Arabic-Indic digits
  '𝟙𝟚𝟛',
  '👨‍👩‍👧‍👦',
  '🇵🇱',
  'שלום עולם',
  'abc\u202Edef', // right-to-left override
  'Za̸͔̫l̵̗͊g̴̱̿o̶̼͝', // combining marks
  'e\u0301',
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  'a\uD83Db',
  '\uFEFF',
  '\u200B',
  '2030-02-30',
  '2030-13-01',
  '0000-00-00',
  '9999-12-31',
  '99999-01-01',
  '2030-3-7',
  '07.03.2030',
  '2030-03-07T08:00:00Z',
  '2030-03-07T25:61:61',
  '24:00',
  '08:60',
  '8:00',
  '-1',
  '0',
  String(MAX_ROW_ID + 1),
  '99999999999999999999',
  '1.5',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '%00',
  '../../etc/passwd',
  '{"a":1}',
  'ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż',
] as const;

export const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -2_147_483_648,
  MAX_ROW_ID,
  MAX_ROW_ID + 1,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
] as const;

/** Path-segment values: the route's own ids are added by the test; these are the hostile ones. */
export const NASTY_PATH_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  'abc',
  'null',
  String(MAX_ROW_ID),
  String(MAX_ROW_ID + 1),
  '99999999999999999999',
  '9'.repeat(1000),
  '%20',
  '%00',
  '%ED%A0%80', // a lone surrogate's UTF-8 bytes: not valid UTF-8
  '%F0%9F%98%80',
  '%E2%80%AE1',
  '%2F',
  '..',
] as const;

/** Any string a client might send. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 2 },
  { arbitrary: fc.constantFrom(...HUGE_STRINGS), weight: 1 },
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_NUMBERS), weight: 3 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double({ noNaN: true }), weight: 1 },
);

/** A value of the wrong type: anything JSON can carry, hostile leaves first. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 4 },
  { arbitrary: nastyNumber, weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
);

/** Raw request bodies that are not the JSON object a write expects. */
export const RAW_PAYLOADS = [
  '',
  'null',
  '[]',
  '"text"',
  '42',
  '{',
  '{"a":}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '\uFEFF{}',
  `[${'['.repeat(5000)}${']'.repeat(5000)}]`,
] as const;

/** Extra keys a body should not carry (zod drops them; a prototype key must not pollute). */
export const EXTRA_KEYS = [
  'extra',
  'id',
  '@id',
  '@type',
  'version',
  'createdBy',
  'companyId',
  'roles',
] as const;
