import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedSchema, type CalendarFeed } from '@domain/contract/calendar-feed.schema';
import { api } from '@/api/client';
import { createQueryKeys } from '@/api/query-keys';

const keys = createQueryKeys('calendarFeed');
const URL = '/api/calendar_feed';

/** `GET api/calendar_feed`: whether the caller has a calendar link, and since when (rows 788-793). */
export const calendarFeedQuery = queryOptions({
  queryKey: keys.scope('own'),
  queryFn: async () => calendarFeedSchema.parse((await api.get<unknown>(URL)).data),
});

/**
 * `POST api/calendar_feed`: a new link (the old one stops working). Its answer, with the URL the
 * server shows only this once, replaces the cached feed so the page can show it.
 */
export function useNewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => calendarFeedSchema.parse((await api.post<unknown>(URL)).data),
    onSuccess: (feed: CalendarFeed) => queryClient.setQueryData(calendarFeedQuery.queryKey, feed),
  });
}

/** `DELETE api/calendar_feed` ('Wyłącz'): the link answers 404 from now on. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(URL),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedQuery.queryKey }),
  });
}
