import { useLayoutEffect } from 'react';
import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { EmployeeRequest, EmployeeRequestDetail } from '@domain/contract/employee-request.schema';
import { employeeRequestKeys } from '../api/employee-requests-api';
import { readKnownChat, readKnownRequests, saveKnownChat, saveKnownRequests } from '../stores/known-requests';

const STATUSES = ['open', 'finished'] as const;

/**
 * The requests page starts from the lists and chat kept on the phone for this user and keeps every
 * answer the server gives meanwhile (issue 31), as the driver link keeps its course. Seeded with
 * `updatedAt` 0, so the queries read the server at once. Lives with the page, not with the request
 * queries: the menu's counter loads those on every page, and the course list's bytes are counted.
 */
export function useKeptRequests(userId: number, selected: number | null): void {
  const queryClient = useQueryClient();

  useLayoutEffect(() => {
    // Before the page's queries subscribe (their effects run after this one): they find the copy.
    const seed = (key: QueryKey, kept: unknown) => {
      if (kept !== undefined && queryClient.getQueryData(key) === undefined)
        queryClient.setQueryData(key, kept, { updatedAt: 0 });
    };
    for (const status of STATUSES)
      seed(employeeRequestKeys.list({ status }), readKnownRequests(userId, status));
    if (selected !== null) seed(employeeRequestKeys.detail(selected), readKnownChat(userId, selected));
  }, [queryClient, userId, selected]);

  useLayoutEffect(() => {
    const details = employeeRequestKeys.details();
    const lists = new Map(STATUSES.map((status) => [hashKey(employeeRequestKeys.list({ status })), status]));
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const { queryHash, queryKey, state } = event.query;
      // Only the server's answers (the seeded copies carry updatedAt 0); read back through the schema.
      if (state.dataUpdatedAt === 0 || state.data === undefined) return;
      const status = lists.get(queryHash);
      if (status) saveKnownRequests(userId, status, state.data as EmployeeRequest[]);
      else if (queryKey[0] === details[0] && queryKey[1] === details[1])
        saveKnownChat(userId, state.data as EmployeeRequestDetail);
    });
  }, [queryClient, userId]);
}
