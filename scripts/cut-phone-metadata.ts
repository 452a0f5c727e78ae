// Writes domain/phone/metadata.pl-de.json from the installed libphonenumber-js (after upgrading it):
// node --import tsx scripts/cut-phone-metadata.ts
import { writeFileSync } from 'node:fs';
import full from 'libphonenumber-js/metadata.min.json';
import { cutPhoneMetadata } from '../domain/phone/phone-metadata';

const target = new URL('../domain/phone/metadata.pl-de.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(cutPhoneMetadata(full))}\n`);
