/** Passenger administration calls (docs/api.md 'Passengers and employee groups'). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { createQueryKeys } from '@/api/query-keys';
import { passengerItemSchema, type PassengerItem } from '@domain/contract/passenger-admin.schema';
import type { PassengerBody } from '@domain/people/passenger.schema';

/** The list's query-key root (ResourceList) and the dialog's item. */
export const PASSENGERS = 'passengers';
export const passengerKeys = createQueryKeys(PASSENGERS);

export const passengerQuery = (id: number) =>
  queryOptions({
    queryKey: passengerKeys.detail(id),
    queryFn: async () =>
      parseItem((await api.get<unknown>(`/api/passengers/${id}`)).data, passengerItemSchema),
  });

export const usePassenger = (id: number | null) =>
  useQuery({ ...passengerQuery(id ?? 0), enabled: id !== null });

export async function createPassenger(body: PassengerBody): Promise<PassengerItem> {
  return parseItem((await api.post<unknown>('/api/passengers', body)).data, passengerItemSchema);
}

export async function updatePassenger(
  passenger: PassengerItem,
  body: PassengerBody & { home: string | null },
): Promise<PassengerItem> {
  const response = await api.put<unknown>(`/api/passengers/${passenger.id}`, {
    ...body,
    version: passenger.version,
  });
  return parseItem(response.data, passengerItemSchema);
}

export async function deletePassenger(id: number): Promise<void> {
  await api.delete(`/api/passengers/${id}`);
}
