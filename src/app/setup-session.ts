import type { DataRouter } from 'react-router';
import { configureSession } from '@/api/session';

/**
 * Wires the hydra client's refresh to the auth endpoint and a failed refresh to `/logout`.
 * The endpoint module (and the HTTP client with it) is loaded on first use, not with the entry bundle.
 */
export function setupSession(router: Pick<DataRouter, 'navigate'>): void {
  configureSession({
    refresh: async (refreshTokenValue) => {
      const { refreshToken } = await import('@/features/auth/api/refresh-token');
      return refreshToken(refreshTokenValue);
    },
    onSessionExpired: () => void router.navigate('/logout', { replace: true }),
  });
}
