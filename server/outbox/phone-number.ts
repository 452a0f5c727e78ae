import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A stored phone (the spec's 9 Polish digits, §5) in the international E.164 form SMS providers take:
 * '600100200' -> '+48600100200'. A number libphonenumber-js does not know as a Polish (or, written with
 * its +prefix, any) phone number answers null: no provider would deliver it.
 * Example: smsNumber('600 100 200') === '+48600100200'; smsNumber('000000000') === null
 */
export function smsNumber(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, 'PL');
  return parsed?.isValid() ? parsed.number : null;
}
