import type { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';

/** The contact fields the rule looks at: a single phone, a list of phones, or both, and an e-mail. */
export interface PhoneOrEmailFields {
  phone?: string | null | undefined;
  phones?: readonly { phone?: string | null | undefined }[] | null | undefined;
  email?: string | null | undefined;
}

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/**
 * True when at least one phone or the e-mail is filled in.
 * Example: hasPhoneOrEmail({ phone: '', email: 'jan@example.pl' }) === true
 */
export function hasPhoneOrEmail(value: PhoneOrEmailFields): boolean {
  return (
    filled(value.phone) || filled(value.email) || (value.phones ?? []).some((entry) => filled(entry.phone))
  );
}

/**
 * A `superRefine` callback adding 'Należy wprowadzić numer telefonu lub adres e-mail' at `path`
 * (default: the e-mail field) when neither a phone nor an e-mail is given.
 * Example: z.object({ phone: optionalPhoneSchema, email: optionalEmailSchema }).superRefine(requirePhoneOrEmail())
 */
export function requirePhoneOrEmail(path: PropertyKey[] = ['email']) {
  return <T extends PhoneOrEmailFields>(value: T, ctx: z.RefinementCtx<T>): void => {
    if (hasPhoneOrEmail(value)) return;
    ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.phoneOrEmail, path });
  };
}
