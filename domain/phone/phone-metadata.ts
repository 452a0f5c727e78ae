import type { MetadataJson } from 'libphonenumber-js/core';

/** The countries whose phones the SPA reads: Poland (the spec's default region) and Germany. */
export const SPA_PHONE_COUNTRIES = { '48': 'PL', '49': 'DE' } as const;

/**
 * The part of libphonenumber-js's metadata for `SPA_PHONE_COUNTRIES` (metadata.pl-de.json is this cut
 * of the installed `metadata.min.json`; scripts/cut-phone-metadata.ts writes it).
 */
export function cutPhoneMetadata(full: MetadataJson): MetadataJson {
  const codes = Object.keys(SPA_PHONE_COUNTRIES) as (keyof typeof SPA_PHONE_COUNTRIES)[];
  return {
    version: full.version,
    country_calling_codes: Object.fromEntries(codes.map((code) => [code, full.country_calling_codes[code]])),
    countries: Object.fromEntries(
      codes.map((code) => [SPA_PHONE_COUNTRIES[code], full.countries[SPA_PHONE_COUNTRIES[code]]]),
    ),
    nonGeographic: {},
  } as MetadataJson;
}
