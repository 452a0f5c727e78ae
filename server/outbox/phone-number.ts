import type { MetadataJson } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/min/metadata';
import { phoneRules } from '../../domain/phone/phone-number';

/** The server reads phones of every country (an SMS may go abroad), by the SPA's own rules. */
const phones = phoneRules(metadata as MetadataJson);

/**
 * A stored phone (the spec's 9 Polish digits, §5) in the international E.164 form SMS providers take:
 * '600100200' -> '+48600100200'. A number libphonenumber-js does not know as a Polish (or, written with
 * its +prefix, any) phone number answers null: no provider would deliver it.
 * Example: smsNumber('600 100 200') === '+48600100200'; smsNumber('000000000') === null
 */
export const smsNumber = (phone: string): string | null => phones.toE164(phone);
