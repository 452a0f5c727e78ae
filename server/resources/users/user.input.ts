import { z } from 'zod';
import { MESSAGES, passwordChangeSchema, userNameSchema } from '../../../domain/auth/auth.schema';
import { HTTP_MESSAGES } from '../../http/messages';
import { accountFields, hotelsField, userEditSchema } from '../../../domain/people/user-account.schema';
import { phoneListSchema } from '../../../domain/people/user-block.schema';
import { deviceTokenSchema } from '../../../domain/push/push-subscription';

export const EMAIL_MAX_LENGTH = 180;
export const USER_MESSAGES = {
  invalidEmail: 'Nieprawidłowy adres e-mail',
  emailTaken: 'Ten adres e-mail jest już używany',
} as const;

// A local rule until domain/ exports a shared e-mail schema.
const emailSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(EMAIL_MAX_LENGTH, HTTP_MESSAGES.tooLong)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, USER_MESSAGES.invalidEmail);

/**
 * `PUT /api/users/{id}`: any of the settings forms (name, e-mail, password change) plus the
 * device token the SPA sends after login; `version` for optimistic locking. The 'Użytkownicy' edit
 * form adds the account fields (username, phones, roles, company, a new password; '' e-mail = none),
 * which only a user who administers the account may send (domain/people/user-permissions.ts).
 */
export const userUpdateSchema = z
  .object({
    firstname: userNameSchema.shape.firstname.optional(),
    surname: userNameSchema.shape.surname.optional(),
    email: z.union([z.literal(''), emailSchema]).optional(),
    currentPassword: passwordChangeSchema.shape.currentPassword.optional(),
    newPassword: passwordChangeSchema.shape.newPassword.optional(),
    /** A Web Push subscription's JSON (domain/push), null = no notifications on this account. */
    deviceToken: deviceTokenSchema.optional(),
    version: z.number().int().optional(),
    username: accountFields.username.optional(),
    phones: phoneListSchema.optional(),
    roles: accountFields.roles.optional(),
    company: accountFields.company.optional(),
    password: userEditSchema.shape.password.optional(),
    /** The own home place ('/api/abstract_places/{id}' of a home place of this user) or null (§4). */
    home: z.string().max(200, HTTP_MESSAGES.tooLong).nullable().optional(),
    /** The hotels of a ROLE_HOTEL account (row 604); the administrator's field only. */
    hotels: hotelsField.optional(),
  })
  .superRefine((input, ctx) => {
    // The password pair travels together: one without the other is a missing field.
    if ((input.currentPassword === undefined) === (input.newPassword === undefined)) return;
    const path = input.currentPassword === undefined ? 'currentPassword' : 'newPassword';
    ctx.addIssue({ code: 'custom', path: [path], message: MESSAGES.required });
  });
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;
