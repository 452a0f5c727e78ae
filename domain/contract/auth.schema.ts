/** What login, refresh and login-as answer (docs/api.md "Sessions"). */
import { z } from 'zod';

export const tokenPairSchema = z.object({ token: z.string().min(1), refresh_token: z.string().min(1) });

/** `POST api/users/reset-password-request` answers 202 with an empty object, whoever was asked for. */
export const acceptedSchema = z.object({});
