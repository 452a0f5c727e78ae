import { tokenPairSchema as wireTokenPairSchema } from '@domain/contract/auth.schema';
import type { TokenPair } from '@/api/token-storage';

/** `{token, refresh_token}` of login, refresh and login-as. */
export const tokenPairSchema = wireTokenPairSchema.transform(({ token, refresh_token }): TokenPair => ({
  token,
  refreshToken: refresh_token,
}));
