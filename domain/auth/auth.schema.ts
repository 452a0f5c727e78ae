import { z } from 'zod';

/** Limits shared by the login form and the server (huge strings are refused, not hashed). */
export const USERNAME_MAX_LENGTH = 180;
export const PASSWORD_MAX_LENGTH = 4096;
export const PASSWORD_MIN_LENGTH = 8;

export const MESSAGES = {
  fillAllFields: 'Uzupełnij wszystkie pola',
  badCredentials: 'Błędny login lub hasło.',
  somethingWentWrong: 'Coś poszło nie tak',
  required: 'Pole jest wymagane',
  passwordTooShort: `Hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} znaków`,
  passwordTooLong: 'Wartość jest zbyt długa',
  wrongCurrentPassword: 'Obecne hasło jest nieprawidłowe',
  tooManyLoginAttempts: 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za kilka minut.',
  resetLinkInvalid: 'Link do resetu hasła jest nieprawidłowy lub wygasł.',
} as const;

const filled = (max: number) =>
  z
    .string({ error: MESSAGES.fillAllFields })
    .trim()
    .min(1, MESSAGES.fillAllFields)
    .max(max, MESSAGES.badCredentials);

/** Login form and `POST /api/login_check` body. */
export const loginSchema = z.object({
  username: filled(USERNAME_MAX_LENGTH),
  password: z
    .string({ error: MESSAGES.fillAllFields })
    .min(1, MESSAGES.fillAllFields)
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;

const newPassword = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

/** 'Nie pamiętasz hasła?' form and `POST /api/users/reset-password-request`. */
export const passwordResetRequestSchema = z.object({
  identifier: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(USERNAME_MAX_LENGTH),
});
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** `/reset-password/:token` form and `POST /api/users/reset-password`. */
export const passwordResetSchema = z.object({ password: newPassword });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** Settings 'user-password-change-settings' and the password payload of `PUT /api/users/{id}`. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(PASSWORD_MAX_LENGTH),
  newPassword,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** Settings 'user-name-settings' ('Imię', 'Nazwisko'). */
export const userNameSchema = z.object({
  firstname: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(100, MESSAGES.passwordTooLong),
  surname: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(100, MESSAGES.passwordTooLong),
});
export type UserNameInput = z.infer<typeof userNameSchema>;
