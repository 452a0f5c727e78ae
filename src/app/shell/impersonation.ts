import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/api/client';
import { LOGOUT_PATH } from '@/api/config';
import { endLoginAs } from '@/api/login-as';
import { getRefreshToken } from '@/api/token-storage';
import { clearSwitchUser, getSwitchUser } from '@/api/switch-user';
import type { User } from '@/api/user.schema';

/** A previewed session: the server names an impersonator, or a switch-user is stored. */
export function isImpersonating(user: Pick<User, 'impersonator'>): boolean {
  return Boolean(user.impersonator) || getSwitchUser() !== null;
}

/**
 * Ends the preview's session on the server too: its refresh token dies, and the security audit log
 * records the preview's end (docs/spec-decisions.md row 323). A failure changes nothing locally.
 */
async function revokePreview(refreshToken: string): Promise<void> {
  try {
    await api.post(LOGOUT_PATH, { refresh_token: refreshToken });
  } catch {
    // Unreachable or already revoked: the preview's pair is forgotten locally anyway.
  }
}

/**
 * 'Opuść tryb podglądu' (administration.md §2.3): leave both kinds of preview (the login-as pair goes
 * back to the impersonator's own, the switch-user is forgotten), reload the real user and go to
 * user_index, `/users` (docs/spec-decisions.md #4).
 */
export function useLeavePreview(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const previewRefresh = getRefreshToken();
    if (endLoginAs() && previewRefresh) await revokePreview(previewRefresh);
    clearSwitchUser();
    // Everything cached belongs to the previewed user: reset it all; the mounted queries (the real
    // user first) are fetched again. A failure shows in the main layout with its retry button.
    await queryClient.resetQueries();
    await navigate('/users');
  };
}
