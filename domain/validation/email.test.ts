import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailSchema, isEmail, optionalCompanyEmailSchema, optionalEmailSchema } from './email';
import { messagesOf } from './test-utils';

const EMAIL = 'Niepoprawny format adresu email';
const COMPANY_EMAIL = 'Adres email nie jest prawidłowy';

describe('e-mail', () => {
  it.each(['jan.kowalski@example.pl', 'a+b@sub.example.com', 'biuro@pkp-cargo.pl'])('accepts %s', (value) => {
    expect(emailSchema.parse(value)).toBe(value);
    expect(isEmail(value)).toBe(true);
  });

  it('trims surrounding spaces', () => {
    expect(emailSchema.parse('  jan@example.pl ')).toBe('jan@example.pl');
  });

  it.each(['', 'jan', 'jan@', '@example.pl', 'jan@example', 'jan kowalski@example.pl', 'jan@@example.pl'])(
    'refuses %j with the spec message',
    (value) => {
      expect(messagesOf(emailSchema, value)).toEqual([EMAIL]);
    },
  );

  it('refuses an over-long address', () => {
    expect(isEmail(`${'a'.repeat(250)}@example.pl`)).toBe(false);
  });

  it('optional variant allows empty and refuses garbage', () => {
    expect(optionalEmailSchema.parse('')).toBe('');
    expect(optionalEmailSchema.parse('   ')).toBe('');
    expect(messagesOf(optionalEmailSchema, 'jan@')).toEqual([EMAIL]);
  });

  it('company variant uses its own message', () => {
    expect(optionalCompanyEmailSchema.parse('')).toBe('');
    expect(optionalCompanyEmailSchema.parse('biuro@firma.pl')).toBe('biuro@firma.pl');
    expect(messagesOf(optionalCompanyEmailSchema, 'biuro@')).toEqual([COMPANY_EMAIL]);
  });

  it('accepts generated simple addresses', () => {
    const word = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
      minLength: 1,
      maxLength: 20,
    });
    const tld = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
      minLength: 2,
      maxLength: 6,
    });
    fc.assert(
      fc.property(word, word, tld, (local, domain, top) => {
        expect(isEmail(`${local}@${domain}.${top}`)).toBe(true);
      }),
    );
  });

  it('refuses anything without an @', () => {
    fc.assert(
      fc.property(
        fc.string().filter((value) => !value.includes('@')),
        (value) => {
          expect(isEmail(value)).toBe(false);
        },
      ),
    );
  });
});
