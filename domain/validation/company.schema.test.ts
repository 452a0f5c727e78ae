import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCompanySchema, nipSchema, zipCodeSchema } from './company.schema';
import { REQUIRED } from './messages';
import { messagesOf } from './test-utils';

const NIP_DIGITS = 'NIP firmy powinien składać się tylko z cyfr';
const NIP_LENGTH = 'NIP firmy powinien zawierać dokładnie 10 cyfr';
const ZIP = 'Kod pocztowy powinien zgadzać się z formatem dd-ddd';
const digit = fc.constantFrom(...'0123456789');
const digits = (length: number) => fc.string({ unit: digit, minLength: length, maxLength: length });

const validCompany = {
  taxNumber: '5261040828',
  name: 'PKP Intercity',
  headquartersStreet: 'Aleje Jerozolimskie 142A',
  headquartersZipCode: '02-305',
  headquartersCity: 'Warszawa',
  email: '',
  phone: '',
};

describe('NIP', () => {
  it('accepts 10 digits', () => {
    expect(nipSchema.parse('5261040828')).toBe('5261040828');
  });

  it('is required', () => {
    expect(messagesOf(nipSchema, '')).toEqual([REQUIRED]);
    expect(REQUIRED).toBe('Pole jest wymagane');
  });

  it.each(['526-104-08-28', '526104082a', 'PL5261040828', '52610 40828'])(
    'refuses %j as not digits only',
    (value) => {
      expect(messagesOf(nipSchema, value)).toEqual([NIP_DIGITS]);
    },
  );

  it.each(['526104082', '52610408281', '1'])('refuses %j as not exactly 10 digits', (value) => {
    expect(messagesOf(nipSchema, value)).toEqual([NIP_LENGTH]);
  });

  it('accepts any 10 digits and refuses any other digit count', () => {
    fc.assert(
      fc.property(digits(10), (value) => {
        expect(messagesOf(nipSchema, value)).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: digit, minLength: 1, maxLength: 20 }).filter((value) => value.length !== 10),
        (value) => {
          expect(messagesOf(nipSchema, value)).toEqual([NIP_LENGTH]);
        },
      ),
    );
  });
});

describe('zip code', () => {
  it('accepts dd-ddd', () => {
    expect(zipCodeSchema.parse('00-950')).toBe('00-950');
  });

  it('is required', () => {
    expect(messagesOf(zipCodeSchema, '')).toEqual([REQUIRED]);
  });

  it.each(['00950', '0-0950', '00-95', '00-9500', 'ab-cde', '00 950', ' 00-950'])('refuses %j', (value) => {
    expect(messagesOf(zipCodeSchema, value)).toEqual([ZIP]);
  });

  it('accepts any dd-ddd', () => {
    fc.assert(
      fc.property(digits(2), digits(3), (head, tail) => {
        expect(zipCodeSchema.safeParse(`${head}-${tail}`).success).toBe(true);
      }),
    );
  });
});

describe('create company', () => {
  it('accepts a company with optional e-mail and phone left empty', () => {
    expect(createCompanySchema.parse(validCompany)).toEqual(validCompany);
  });

  it('accepts a company without e-mail and phone fields at all', () => {
    const { email: _email, phone: _phone, ...rest } = validCompany;
    expect(createCompanySchema.safeParse(rest).success).toBe(true);
  });

  it('requires name, street and city', () => {
    const blank = { ...validCompany, name: ' ', headquartersStreet: '', headquartersCity: '' };
    expect(messagesOf(createCompanySchema, blank, 'name')).toEqual([REQUIRED]);
    expect(messagesOf(createCompanySchema, blank, 'headquartersStreet')).toEqual([REQUIRED]);
    expect(messagesOf(createCompanySchema, blank, 'headquartersCity')).toEqual([REQUIRED]);
  });

  it('uses the company e-mail message and the 9-digit phone rule', () => {
    const wrong = { ...validCompany, email: 'biuro@', phone: '12345' };
    expect(messagesOf(createCompanySchema, wrong, 'email')).toEqual(['Adres email nie jest prawidłowy']);
    expect(messagesOf(createCompanySchema, wrong, 'phone')).toEqual([
      'Numer telefonu powinien składać się z 9 cyfr',
    ]);
  });

  it('checks NIP and zip code', () => {
    const wrong = { ...validCompany, taxNumber: '123', headquartersZipCode: '12345' };
    expect(messagesOf(createCompanySchema, wrong, 'taxNumber')).toEqual([NIP_LENGTH]);
    expect(messagesOf(createCompanySchema, wrong, 'headquartersZipCode')).toEqual([ZIP]);
  });

  it('refuses an over-long name', () => {
    expect(messagesOf(createCompanySchema, { ...validCompany, name: 'x'.repeat(256) }, 'name')).toEqual([
      'Wartość jest zbyt długa (najwyżej 255 znaków)',
    ]);
  });
});
