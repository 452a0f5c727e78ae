import { useEffect } from 'react';
import type { User } from '@/api/user.schema';
import { useUnreadRequests } from '../hooks/use-unread-requests';

/**
 * The shell's watcher of unread requests (§2.3, §4): loaded only for who may watch requests, so the
 * request calls and schemas stay out of everyone else's first bytes (the course list's budget).
 */
export function UnreadRequestsWatcher({ user, onCount }: { user: User; onCount: (count: number) => void }) {
  const count = useUnreadRequests(user);
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
