import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotice } from '@/ui/notice/notice-context';
import { courseInfoKey, saveKnownCourse } from '../api/get-course-info';
import { createMarkOutbox } from '../stores/mark-outbox';

export const QUEUED_NOTICE = 'Brak połączenia: zapisano na telefonie, wyślemy po odzyskaniu połączenia.';

/**
 * The driver's marks: each is queued on the phone at the tap and sent from there (see mark-outbox);
 * the queue is flushed again when the browser says it is back online and after every successful
 * read of the course (the server answers again).
 */
export function useDriverMarks(token: string, courseFetchedAt: number) {
  const queryClient = useQueryClient();
  const notice = useNotice();
  const [outbox] = useState(() => createMarkOutbox(token));
  const state = useSyncExternalStore(outbox.subscribe, outbox.getState);

  useEffect(() => {
    const stop = outbox.start({
      course: (info) => {
        saveKnownCourse(token, info);
        queryClient.setQueryData(courseInfoKey(token), info);
      },
      refused: (error) => {
        notice.error(error);
        // The screen showed the refused mark as made: the server's course puts it right.
        void queryClient.invalidateQueries({ queryKey: courseInfoKey(token) });
      },
      queued: () => notice.info(QUEUED_NOTICE),
    });
    const online = () => {
      void outbox.flush();
      void queryClient.invalidateQueries({ queryKey: courseInfoKey(token) });
    };
    window.addEventListener('online', online);
    return () => {
      stop();
      window.removeEventListener('online', online);
    };
  }, [outbox, token, queryClient, notice]);

  useEffect(() => {
    if (courseFetchedAt > 0) void outbox.flush();
  }, [outbox, courseFetchedAt]);

  return { send: outbox.add, ...state };
}
