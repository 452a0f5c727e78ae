import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endLoginAs } from '@/api/login-as';
import { clearSwitchUser, getSwitchUser } from '@/api/switch-user';
import type { User } from '@/api/user.schema';

/** A previewed session: the server names an impersonator, or a switch-user is stored. */
export function isImpersonating(user: Pick<User, 'impersonator'>): boolean {
  return Boolean(user.impersonator) || getSwitchUser() !== null;
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
    endLoginAs();
    clearSwitchUser();
    // Everything cached belongs to the previewed user: reset it all; the mounted queries (the real
    // user first) are fetched again. A failure shows in the main layout with its retry button.
    await queryClient.resetQueries();
    await navigate('/users');
  };
}
