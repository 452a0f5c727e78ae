import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { beginLoginAs } from '@/api/login-as';
import { fetchLoginAs } from '../api/users-api';

/**
 * 'podgląd' (administration.md §2.3, §6): login-as the row's user. The impersonator's own pair is kept
 * aside for 'Opuść tryb podglądu'; everything cached belongs to the impersonator and is reset. A failed
 * login-as goes to the login page (§8).
 */
export function useStartPreview(): (username: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (username) => {
    try {
      beginLoginAs(await fetchLoginAs(username));
    } catch {
      await navigate('/login');
      return;
    }
    await queryClient.resetQueries();
    await navigate('/course');
  };
}
