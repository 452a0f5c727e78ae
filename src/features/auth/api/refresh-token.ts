import axios from 'axios';
import { apiUrl, REFRESH_PATH } from '@/api/config';
import type { TokenPair } from '@/api/token-storage';
import { tokenPairSchema } from './token-pair.schema';

/**
 * `POST /api/token/refresh`: spends the refresh token for a new pair. A bare axios call on purpose:
 * it must not pass through the client's 401 interceptor (docs/api.md, single-use rotation).
 */
export async function refreshToken(refreshTokenValue: string): Promise<TokenPair> {
  const response = await axios.post<unknown>(
    apiUrl(REFRESH_PATH),
    { refresh_token: refreshTokenValue },
    { headers: { Accept: 'application/json' } },
  );
  return tokenPairSchema.parse(response.data);
}
