import { z } from 'zod';
import { hydraItemSchema } from './hydra';
import { createQueryKeys } from './query-keys';

/** `GET /api/users/me` and `PUT /api/users/{id}` answer (docs/api.md). */
export const userSchema = hydraItemSchema.extend({
  id: z.number(),
  username: z.string(),
  firstname: z.string().nullable().catch(null),
  surname: z.string().nullable().catch(null),
  email: z.string().nullable().catch(null),
  roles: z.array(z.string()),
  company: z
    .object({ id: z.number(), name: z.string(), isTransportCompany: z.boolean().optional() })
    .nullable()
    .optional(),
  phones: z
    .array(z.object({ id: z.number(), phone: z.string(), main: z.boolean().optional() }))
    .optional()
    .default([]),
  impersonator: z.object({ id: z.number().optional(), username: z.string() }).nullable().optional(),
  /** Railway companies for which the user's transport company is a superior contractor. */
  superiorOf: z.array(z.number()).optional().default([]),
  /** The user's passenger id (segments list passengers by it), null for a user who is no passenger. */
  passengerId: z.number().nullable().optional().default(null),
  /** Sent back with every change of the user (ADR 003). */
  version: z.number().optional(),
});

export type User = z.output<typeof userSchema>;

export const usersKeys = createQueryKeys('users');

/** The signed-in (or previewed) user lives under `['users', 'detail', 'me']`. */
export const currentUserKey = usersKeys.detail('me');

export function displayName(user: Pick<User, 'firstname' | 'surname' | 'username'>): string {
  const name = [user.firstname, user.surname].filter(Boolean).join(' ');
  return name || user.username;
}
