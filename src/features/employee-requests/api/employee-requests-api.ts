/** The employee request calls (administration.md §7), parsed with the wire contract. */
import { useQuery } from '@tanstack/react-query';
import {
  employeeRequestDetailSchema,
  employeeRequestSchema,
  type EmployeeRequestDetail,
} from '@domain/contract/employee-request.schema';
import type { EmployeeRequestStatus } from '@domain/employee-requests/employee-request-rules';
import { api } from '@/api/client';
import { parseCollection, parseItem } from '@/api/hydra';
import { createQueryKeys } from '@/api/query-keys';
import { readKnownChat, readKnownRequests, saveKnownChat, saveKnownRequests } from './known-requests';

export const employeeRequestKeys = createQueryKeys('employee_requests');

/** The office reloads the open list now and then: without live events a new request still shows. */
const POLL_MS = 30_000;

/**
 * The lists and the chat start from what was kept on the phone for this user (shown at once, also
 * after a reload offline) and are read from the server on every mount. `networkMode: 'always'`: the
 * browser's online flag is not trusted either way; a failed read keeps what is shown (issue 31).
 */
const keptFirst = { initialDataUpdatedAt: 0, networkMode: 'always', refetchOnReconnect: 'always' } as const;

export const useEmployeeRequests = (userId: number, status: EmployeeRequestStatus, enabled = true) =>
  useQuery({
    ...keptFirst,
    queryKey: employeeRequestKeys.list({ status }),
    queryFn: async ({ signal }) => {
      const requests = parseCollection(
        (await api.get('/api/employee_requests', { params: { status, itemsPerPage: 100 }, signal })).data,
        employeeRequestSchema,
      ).member;
      saveKnownRequests(userId, status, requests);
      return requests;
    },
    initialData: () => readKnownRequests(userId, status),
    enabled,
    refetchInterval: status === 'open' ? POLL_MS : false,
  });

export const useEmployeeRequest = (userId: number, id: number | null) =>
  useQuery({
    ...keptFirst,
    queryKey: employeeRequestKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => {
      const chat = parseItem(
        (await api.get(`/api/employee_requests/${id}`, { signal })).data,
        employeeRequestDetailSchema,
      );
      saveKnownChat(userId, chat);
      return chat;
    },
    initialData: () => (id === null ? undefined : readKnownChat(userId, id)),
    enabled: id !== null,
  });

export async function createEmployeeRequest(message: string): Promise<EmployeeRequestDetail> {
  const body = { message, idempotencyKey: crypto.randomUUID() };
  return parseItem((await api.post('/api/employee_requests', body)).data, employeeRequestDetailSchema);
}

export async function viewEmployeeRequest(id: number): Promise<EmployeeRequestDetail> {
  return parseItem(
    (await api.post(`/api/employee_request/${id}/view`, {})).data,
    employeeRequestDetailSchema,
  );
}

export async function finishEmployeeRequest(id: number, version: number): Promise<EmployeeRequestDetail> {
  return parseItem(
    (await api.put(`/api/employee_requests/${id}`, { status: 'finished', version })).data,
    employeeRequestDetailSchema,
  );
}
