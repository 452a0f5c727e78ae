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

export const employeeRequestKeys = createQueryKeys('employee_requests');

/** The office reloads the open list now and then: without live events a new request still shows. */
const POLL_MS = 30_000;

export const useEmployeeRequests = (status: EmployeeRequestStatus, enabled = true) =>
  useQuery({
    queryKey: employeeRequestKeys.list({ status }),
    queryFn: async ({ signal }) =>
      parseCollection(
        (await api.get('/api/employee_requests', { params: { status, itemsPerPage: 100 }, signal })).data,
        employeeRequestSchema,
      ).member,
    enabled,
    refetchInterval: status === 'open' ? POLL_MS : false,
  });

export const useEmployeeRequest = (id: number | null) =>
  useQuery({
    queryKey: employeeRequestKeys.detail(id ?? 0),
    queryFn: async ({ signal }) =>
      parseItem(
        (await api.get(`/api/employee_requests/${id}`, { signal })).data,
        employeeRequestDetailSchema,
      ),
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
