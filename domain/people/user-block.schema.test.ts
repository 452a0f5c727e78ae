import { describe, expect, it } from 'vitest';
import {
  PHONE_LIST_MESSAGES,
  canRemovePhone,
  defaultPhone,
  phoneListSchema,
  userBlockSchema,
  withDefaultPhone,
  withoutPhone,
} from './user-block.schema';

const messages = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('phoneListSchema', () => {
  it('accepts no phones, or phones with exactly one default', () => {
    expect(phoneListSchema.safeParse([]).success).toBe(true);
    expect(
      phoneListSchema.safeParse([
        { phone: '600100200', main: false },
        { phone: '501200300', main: true },
      ]).success,
    ).toBe(true);
  });

  it('refuses none or two defaults on the first entry, a repeat on the repeat', () => {
    expect(messages(phoneListSchema.safeParse([{ phone: '600100200', main: false }]))).toEqual([
      `0.main: ${PHONE_LIST_MESSAGES.oneDefault}`,
    ]);
    expect(
      messages(
        phoneListSchema.safeParse([
          { phone: '600100200', main: true },
          { phone: '600100200', main: true },
        ]),
      ),
    ).toEqual([`0.main: ${PHONE_LIST_MESSAGES.oneDefault}`, `1.phone: ${PHONE_LIST_MESSAGES.duplicate}`]);
  });

  it('says the 9-digit message for wrong lengths and for nine digits that are no Polish number', () => {
    const nine = 'Numer telefonu powinien składać się z 9 cyfr';
    expect(messages(phoneListSchema.safeParse([{ phone: '60010020', main: true }]))).toEqual([
      `0.phone: ${nine}`,
    ]);
    expect(messages(phoneListSchema.safeParse([{ phone: '000000000', main: true }]))).toEqual([
      `0.phone: ${nine}`,
    ]);
  });
});

describe('phone list edits', () => {
  const phones = [
    { phone: '600100200', main: true },
    { phone: '501200300', main: false },
  ];

  it('setting a default unsets the others', () => {
    expect(withDefaultPhone(phones, 1).map((entry) => entry.main)).toEqual([false, true]);
  });

  it('removes only with two or more, and the default moves to the first left', () => {
    expect(canRemovePhone(phones)).toBe(true);
    expect(canRemovePhone(phones.slice(0, 1))).toBe(false);
    expect(withoutPhone(phones, 0)).toEqual([{ phone: '501200300', main: true }]);
    expect(withoutPhone(phones, 1)).toEqual([{ phone: '600100200', main: true }]);
  });

  it('reaches a person at the default phone', () => {
    expect(defaultPhone(withDefaultPhone(phones, 1))?.phone).toBe('501200300');
    expect(defaultPhone([])).toBeUndefined();
  });
});

describe('userBlockSchema', () => {
  it("needs both names ('Pole wymagane') and a valid or empty e-mail", () => {
    const result = userBlockSchema.safeParse({ firstname: ' ', surname: '', email: 'jan@', phones: [] });
    expect(messages(result)).toEqual([
      'firstname: Pole wymagane',
      'surname: Pole wymagane',
      'email: Niepoprawny format adresu email',
    ]);
    expect(userBlockSchema.parse({ firstname: ' Jan ', surname: 'Nowak', email: '', phones: [] })).toEqual({
      firstname: 'Jan',
      surname: 'Nowak',
      email: '',
      phones: [],
    });
  });
});
