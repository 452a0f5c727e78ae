import type { MetadataJson } from 'libphonenumber-js/core';
import metadata from './metadata.pl-de.json';
import { phoneRules } from './phone-number';

/**
 * The SPA's phones: libphonenumber-js metadata of Poland and Germany only (under 1 KB gzip instead of
 * the world's), cut from the installed package's `metadata.min.json`; `phone-number.test.ts` fails when
 * the cut no longer equals the package's. Regenerate with `node --import tsx scripts/cut-phone-metadata.ts`.
 * Example: polishAndGermanPhones.display('600100200') === '600 100 200'
 */
export const polishAndGermanPhones = phoneRules(metadata as MetadataJson);
