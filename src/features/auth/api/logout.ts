import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { LOGOUT_PATH } from '@/api/config';
import { stopLiveEvents } from '@/api/live-events';
import { forgetLoginAs } from '@/api/login-as';
import { clearSwitchUser } from '@/api/switch-user';
import { clearTokens, getRefreshToken } from '@/api/token-storage';
import { forgetAllKept } from '@/lib/kept-on-phone';

/** `POST /api/token/invalidate` revokes the refresh-token family; local state is cleared even if it fails. */
export async function logout(): Promise<void> {
  const refreshTokenValue = getRefreshToken();
  try {
    if (refreshTokenValue) await api.post(LOGOUT_PATH, { refresh_token: refreshTokenValue });
  } catch {
    // The server may be unreachable or the token already revoked: the user is signed out locally anyway.
  } finally {
    stopLiveEvents();
    clearTokens();
    clearSwitchUser();
    forgetLoginAs();
    // What was kept for a reload offline (the user, their chats) is not for whoever signs in next.
    forgetAllKept();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.clear(),
  });
}
