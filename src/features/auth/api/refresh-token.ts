import { REFRESH_PATH } from '@/api/config';
import { send } from '@/api/http';
import type { TokenPair } from '@/api/token-storage';
import { tokenPairSchema } from './token-pair.schema';

/**
 * `POST /api/token/refresh`: spends the refresh token for a new pair. A bare call on purpose: it must
 * not pass through the client's refresh on 401 (docs/api.md, single-use rotation).
 */
export async function refreshToken(refreshTokenValue: string): Promise<TokenPair> {
  const response = await send<unknown>({
    url: REFRESH_PATH,
    method: 'POST',
    data: { refresh_token: refreshTokenValue },
    headers: { Accept: 'application/json' },
  });
  return tokenPairSchema.parse(response.data);
}
