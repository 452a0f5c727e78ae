import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  reportSubscriptionsSchema,
  type ReportSubscriptionBody,
} from '@domain/contract/report-subscription.schema';
import { api } from '@/api/client';
import { createQueryKeys } from '@/api/query-keys';

const keys = createQueryKeys('report-subscriptions');

/** `GET api/report_subscriptions`: the signed-in user's e-mailed reports (issue 35 part 3). */
export const reportSubscriptionsQuery = queryOptions({
  queryKey: keys.scope('own'),
  queryFn: async () =>
    reportSubscriptionsSchema.parse((await api.get<unknown>('/api/report_subscriptions')).data),
});

/** `PUT api/report_subscriptions`: one report's frequency; the answer is the whole section again. */
export function useSaveReportSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReportSubscriptionBody) =>
      reportSubscriptionsSchema.parse((await api.put<unknown>('/api/report_subscriptions', body)).data),
    onSuccess: (data) => queryClient.setQueryData(reportSubscriptionsQuery.queryKey, data),
  });
}
