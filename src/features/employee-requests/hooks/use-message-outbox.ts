import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotice } from '@/ui/notice/notice-context';
import { employeeRequestKeys } from '../api/employee-requests-api';
import { createMessageOutbox, type MessageOutbox } from '../api/message-outbox-api';

/** One outbox per user for the whole tab: the chat and its list see the same queue. */
const outboxes = new Map<number, MessageOutbox>();
const outboxOf = (userId: number) => {
  let outbox = outboxes.get(userId);
  if (!outbox) {
    outbox = createMessageOutbox(userId);
    outboxes.set(userId, outbox);
  }
  return outbox;
};

/**
 * The user's chat messages on their way (§8): queued in the browser at once and sent from there; the
 * queue is flushed again when the browser says it is back online. A sent message refreshes its chat.
 */
export function useMessageOutbox(userId: number) {
  const queryClient = useQueryClient();
  const notice = useNotice();
  const outbox = outboxOf(userId);
  const state = useSyncExternalStore(outbox.subscribe, outbox.getState);

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: employeeRequestKeys.all });
    const stop = outbox.start({
      answer: refresh,
      refused: (error) => {
        notice.error(error);
        refresh();
      },
      queued: () => undefined,
    });
    const online = () => void outbox.flush();
    window.addEventListener('online', online);
    return () => {
      stop();
      window.removeEventListener('online', online);
    };
  }, [outbox, queryClient, notice]);

  return { send: outbox.add, ...state };
}
