/**
 * Phones read the one way on both ends (courses.md §9: parsed with Poland as the default region):
 * libphonenumber-js's core with the metadata the caller brings. The server brings every country's
 * (an SMS to any number written with its +prefix), the SPA only Poland's and Germany's
 * (`polishAndGermanPhones`), so the course list does not carry the world's metadata.
 */
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';

export interface PhoneRules {
  /** The E.164 form an SMS gateway or a `tel:` link takes, or null for a number that is not one. */
  toE164(value: string): string | null;
  /** How a person reads it: '600 100 200' at home, '+49 30 123456' abroad, as stored when unknown. */
  display(value: string): string;
  /** A `tel:` link that dials from anywhere: E.164 when known, else the digits and + as stored. */
  href(value: string): string;
  /**
   * What a typed or pasted number is kept as in a form (§5: 9 digits, no +48): a Polish number as Poles
   * write it ('601 100 200', '+48 601 100 200', '0048 601-100-200') as its national digits, anything
   * else as its digits (the field's own message then says what is wrong).
   */
  typed(value: string): string;
}

export function phoneRules(metadata: MetadataJson): PhoneRules {
  const parse = (value: string) => {
    const parsed = parsePhoneNumberFromString(value, 'PL', metadata);
    return parsed?.isValid() ? parsed : null;
  };
  return {
    toE164: (value) => parse(value)?.number ?? null,
    display: (value) => {
      const parsed = parse(value);
      if (!parsed) return value;
      return parsed.country === 'PL' ? parsed.formatNational() : parsed.formatInternational();
    },
    href: (value) => `tel:${parse(value)?.number ?? value.replace(/[^0-9+]/g, '')}`,
    typed: (value) => {
      const parsed = parse(value.replace(/^\s*00/, '+'));
      if (parsed?.country === 'PL') return parsed.nationalNumber;
      // '+48…' typed key by key: the field keeps no '+', so the country code arrives as digits.
      const digits = value.replace(/\D/g, '');
      return /^48\d{9}$/.test(digits) ? digits.slice(2) : digits;
    },
  };
}
