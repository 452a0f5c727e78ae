import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  EMPLOYEE_REQUEST_MESSAGES as M,
  isUnread,
  requestScope,
} from '@domain/employee-requests/employee-request-rules';
import type { User } from '@/api/user.schema';
import { useLiveEvent } from '@/api/use-live-event';
import { useNotice } from '@/ui/notice/notice-context';
import { employeeRequestKeys, useEmployeeRequests } from '../api/employee-requests-api';
import { viewerOf } from '../viewer';

export const unreadNotice = (count: number) => `Nieprzeczytane zgłoszenia: ${count}`;

/** Live `employee_request` events refresh every request query (lists, chats, the counter). */
export function useRequestLiveEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: employeeRequestKeys.all });
  useLiveEvent('employee_request', refresh, { onHistoryLost: refresh, enabled });
}

/**
 * The menu's counter of unread open requests (§2.3, §4) and the snackbar with a short sound when a
 * request becomes unread while the app is open (§2.4, §8): it beeps, or says 'Nie udało się odtworzyć
 * dźwięku powiadomienia.' when the browser refuses. The requests unread at the first load are counted
 * in the menu, not announced (every sign-in would otherwise open with a snackbar over the page).
 */
export function useUnreadRequests(user: User): number {
  const viewer = viewerOf(user);
  const enabled = requestScope(viewer) !== null;
  useRequestLiveEvents(enabled);
  const query = useEmployeeRequests('open', enabled);
  const notice = useNotice();
  const known = useRef<Set<number> | null>(null);
  const unread = (query.data ?? []).filter((request) => isUnread(viewer.id, request.lastMessage));
  const ids = unread.map((request) => request.id).join(',');

  useEffect(() => {
    if (!query.data) return;
    const current = new Set(ids === '' ? [] : ids.split(',').map(Number));
    const first = known.current === null;
    const fresh = [...current].some((id) => !known.current?.has(id));
    known.current = current;
    // What was unread before the page opened is the menu's counter; the snackbar and the sound are
    // for a request that becomes unread while the app is open (row 538).
    if (first || !fresh) return;
    notice.info(unreadNotice(current.size));
    // The sound's code loads only when a sound is due (it stays out of every page's first bytes).
    import('../utils/notification-sound')
      .then(({ playNotificationSound }) => playNotificationSound())
      .catch(() => notice.error(M.soundFailed));
  }, [ids, query.data, notice]);

  return unread.length;
}
