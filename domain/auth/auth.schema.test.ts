import { describe, expect, it } from 'vitest';
import { messagesOf } from '../validation/test-utils';
import {
  PASSWORD_MAX_LENGTH,
  loginSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  userNameSchema,
} from './auth.schema';

const FILL_ALL = 'Uzupełnij wszystkie pola';

describe('loginSchema', () => {
  it('accepts a username and a password, trimming the username', () => {
    expect(loginSchema.parse({ username: ' jan ', password: ' secret ' })).toEqual({
      username: 'jan',
      password: ' secret ',
    });
  });

  it.each([
    { username: '', password: 'secret' },
    { username: '   ', password: 'secret' },
    { username: 'jan', password: '' },
    {},
  ])('refuses %j with "Uzupełnij wszystkie pola"', (value) => {
    const messages = messagesOf(loginSchema, value);
    expect(messages.length).toBeGreaterThan(0);
    expect(new Set(messages)).toEqual(new Set([FILL_ALL]));
  });

  it('refuses a huge username as bad credentials', () => {
    expect(messagesOf(loginSchema, { username: 'x'.repeat(181), password: 'secret' })).toEqual([
      'Błędny login lub hasło.',
    ]);
  });
});

describe('password forms', () => {
  it('requires at least 8 characters for a new password', () => {
    // Forms show the first message; the min-length one follows because min(1) does not abort.
    expect(messagesOf(passwordResetSchema, { password: '' })[0]).toBe('Pole jest wymagane');
    expect(messagesOf(passwordResetSchema, { password: 'short' })).toEqual([
      'Hasło musi mieć co najmniej 8 znaków',
    ]);
    expect(messagesOf(passwordResetSchema, { password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) })).toEqual([
      'Wartość jest zbyt długa',
    ]);
    expect(passwordResetSchema.safeParse({ password: 'long enough' }).success).toBe(true);
  });

  it('requires the current password on change', () => {
    expect(messagesOf(passwordChangeSchema, { currentPassword: '', newPassword: 'long enough' })).toEqual([
      'Pole jest wymagane',
    ]);
  });

  it('requires an identifier for a reset request', () => {
    expect(messagesOf(passwordResetRequestSchema, { identifier: '  ' })).toEqual(['Pole jest wymagane']);
  });

  it('requires first name and surname', () => {
    expect(messagesOf(userNameSchema, { firstname: '', surname: 'Kowalski' })).toEqual([
      'Pole jest wymagane',
    ]);
    expect(userNameSchema.parse({ firstname: ' Jan ', surname: 'Kowalski' })).toEqual({
      firstname: 'Jan',
      surname: 'Kowalski',
    });
  });
});
