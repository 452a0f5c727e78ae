import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearSwitchUser, getSwitchUser } from '@/api/switch-user';
import type { User } from '@/api/user.schema';

/** A previewed session: the server names an impersonator, or a switch-user is stored. */
export function isImpersonating(user: Pick<User, 'impersonator'>): boolean {
  return Boolean(user.impersonator) || getSwitchUser() !== null;
}

/**
 * 'Opuść tryb podglądu': forget the switch-user, reload the real user, go to the course list.
 * The spec sends the user to user_index (/users), which does not exist yet; /course until it does
 * (docs/spec-decisions.md #4).
 */
export function useLeavePreview(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    clearSwitchUser();
    // Everything cached belongs to the previewed user: reset it all; the mounted queries (the real
    // user first) are fetched again. A failure shows in the main layout with its retry button.
    await queryClient.resetQueries();
    await navigate('/course');
  };
}
