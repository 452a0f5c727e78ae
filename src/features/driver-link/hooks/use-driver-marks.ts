import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotice } from '@/ui/notice/notice-context';
import { courseInfoKey } from '../api/get-course-info';
import type { CourseInfo } from '../api/course-info.schema';
import {
  enqueueMark,
  flushMarks,
  isOffline,
  postMark,
  queuedMarks,
  type DriverMark,
  type QueuedMark,
} from '../api/driver-marks';

export const QUEUED_NOTICE = 'Brak połączenia: zapisano na telefonie, wyślemy po odzyskaniu połączenia.';

/** Sends marks, queues them while offline and flushes the queue when the connection returns. */
export function useDriverMarks(token: string) {
  const queryClient = useQueryClient();
  const notice = useNotice();
  const [queue, setQueue] = useState<QueuedMark[]>(() => queuedMarks(token));

  const settle = (info: CourseInfo | undefined) => {
    if (info) queryClient.setQueryData(courseInfoKey(token), info);
    setQueue(queuedMarks(token));
  };

  useEffect(() => {
    const flush = () => {
      if (queuedMarks(token).length === 0) return;
      void flushMarks(token).then((info) => {
        if (info) queryClient.setQueryData(courseInfoKey(token), info);
        setQueue(queuedMarks(token));
        void queryClient.invalidateQueries({ queryKey: courseInfoKey(token) });
      });
    };
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [token, queryClient]);

  const mutation = useMutation({
    mutationFn: async (mark: DriverMark) => {
      // Marks wait behind older queued ones, so the server sees them in the order they were made.
      if (queuedMarks(token).length > 0 || !navigator.onLine) {
        enqueueMark(token, mark);
        return 'queued' as const;
      }
      try {
        return await postMark(token, mark);
      } catch (error) {
        if (!isOffline(error)) throw error;
        enqueueMark(token, mark);
        return 'queued' as const;
      }
    },
    onSuccess: (result) => {
      if (result === 'queued') {
        setQueue(queuedMarks(token));
        notice.info(QUEUED_NOTICE);
      } else settle(result);
    },
    onError: (error) => notice.error(error),
  });

  return { send: mutation.mutate, sending: mutation.isPending, queue };
}
