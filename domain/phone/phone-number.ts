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
  };
}
