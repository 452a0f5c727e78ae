import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { optionalEmailSchema } from './email';
import { optionalPhoneSchema } from './phone';
import { hasPhoneOrEmail, requirePhoneOrEmail } from './phone-or-email';
import { messagesOf } from './test-utils';

const PHONE_OR_EMAIL = 'Należy wprowadzić numer telefonu lub adres e-mail';

const contactSchema = z
  .object({ phone: optionalPhoneSchema, email: optionalEmailSchema })
  .superRefine(requirePhoneOrEmail());

describe('at least a phone or an e-mail', () => {
  it('accepts a phone alone, an e-mail alone, or both', () => {
    expect(contactSchema.safeParse({ phone: '600100200', email: '' }).success).toBe(true);
    expect(contactSchema.safeParse({ phone: '', email: 'jan@example.pl' }).success).toBe(true);
    expect(contactSchema.safeParse({ phone: '600100200', email: 'jan@example.pl' }).success).toBe(true);
  });

  it('refuses neither, on the e-mail field by default', () => {
    expect(messagesOf(contactSchema, { phone: '', email: '' }, 'email')).toEqual([PHONE_OR_EMAIL]);
  });

  it('puts the message where it is asked to', () => {
    const schema = z
      .object({ phone: optionalPhoneSchema, email: optionalEmailSchema })
      .superRefine(requirePhoneOrEmail(['phone']));
    expect(messagesOf(schema, { phone: '', email: '' }, 'phone')).toEqual([PHONE_OR_EMAIL]);
  });

  it('counts any filled phone of a list (the passenger dialog)', () => {
    const schema = z
      .object({ phones: z.array(z.object({ phone: optionalPhoneSchema })), email: optionalEmailSchema })
      .superRefine(requirePhoneOrEmail());
    expect(schema.safeParse({ phones: [{ phone: '' }, { phone: '600100200' }], email: '' }).success).toBe(
      true,
    );
    expect(messagesOf(schema, { phones: [{ phone: '' }], email: '' })).toEqual([PHONE_OR_EMAIL]);
  });

  it('treats blanks, null and missing fields as not given', () => {
    expect(hasPhoneOrEmail({})).toBe(false);
    expect(hasPhoneOrEmail({ phone: null, email: '  ', phones: null })).toBe(false);
    expect(hasPhoneOrEmail({ email: 'jan@example.pl' })).toBe(true);
  });
});
