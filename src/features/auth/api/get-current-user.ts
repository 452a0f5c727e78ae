import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/api/current-user';

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
