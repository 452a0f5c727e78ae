/**
 * The 'Użytkownicy' form (create and edit) and the bodies of `POST /api/users` and the administration
 * fields of `PUT /api/users/{id}`: the person block plus the account (username, password, roles,
 * company). Who may grant which role is `user-permissions.ts`, checked on top of this shape.
 */
import { z } from 'zod';
import { USERNAME_MAX_LENGTH, passwordResetSchema } from '../auth/auth.schema';
import { ROLES } from '../auth/roles';
import { iriRef } from '../contract/iri';
import { REQUIRED_IN_DIALOG, VALIDATION_MESSAGES } from '../validation/messages';
import { userBlockSchema } from './user-block.schema';
import { HOTEL_ACCOUNT_MESSAGES, USER_PERMISSION_MESSAGES } from './user-permissions';

export const USER_ACCOUNT_MESSAGES = {
  username: 'Nazwa użytkownika może zawierać tylko litery, cyfry, kropki, myślniki i podkreślenia',
  company: 'Nieprawidłowa firma',
  ownPassword: 'Własne hasło zmienisz w ustawieniach konta',
} as const;

export const usernameSchema = z
  .string({ error: REQUIRED_IN_DIALOG })
  .trim()
  .min(1, { error: REQUIRED_IN_DIALOG, abort: true })
  .max(USERNAME_MAX_LENGTH, VALIDATION_MESSAGES.tooLongFor(USERNAME_MAX_LENGTH))
  .regex(/^[\p{L}0-9._-]+$/u, USER_ACCOUNT_MESSAGES.username);

const password = passwordResetSchema.shape.password;

export const accountFields = {
  username: usernameSchema,
  roles: z
    .array(z.enum(ROLES, { error: USER_PERMISSION_MESSAGES.rolesRequired }))
    .max(ROLES.length)
    .refine((roles) => roles.some((role) => role !== 'ROLE_DEFAULT'), USER_PERMISSION_MESSAGES.rolesRequired),
  /** The company's IRI, or null for an account of no company (an admin's choice only). */
  company: iriRef('companies', USER_ACCOUNT_MESSAGES.company).nullable(),
};

/**
 * The hotels a ROLE_HOTEL account works for (row 604): IRIs of hotel places, read as ids. Only the
 * administrator sends it (user-permissions.canLinkHotels); the server checks each is an active hotel.
 */
export const hotelsField = z
  .array(iriRef('abstract_places', HOTEL_ACCOUNT_MESSAGES.notHotel))
  .max(100, VALIDATION_MESSAGES.tooLongFor(100));

/** `POST /api/users` and the create form: a password is required. */
export const userCreateSchema = userBlockSchema.extend({ ...accountFields, password });
export type UserCreateInput = z.output<typeof userCreateSchema>;

/** The edit form: an empty password keeps the stored one. */
export const userEditSchema = userBlockSchema.extend({
  ...accountFields,
  password: z.union([z.literal(''), password]),
  hotels: hotelsField.optional(),
});
export type UserEditInput = z.output<typeof userEditSchema>;
