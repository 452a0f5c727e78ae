import { z } from 'zod';
import type { TokenPair } from '@/api/token-storage';

/** `{token, refresh_token}` of login, refresh and login-as. */
export const tokenPairSchema = z
  .object({ token: z.string().min(1), refresh_token: z.string().min(1) })
  .transform(({ token, refresh_token }): TokenPair => ({ token, refreshToken: refresh_token }));
