/** Passenger administration calls (docs/api.md 'Passengers and employee groups'). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseCollection, parseItem } from '@/api/hydra';
import { createQueryKeys } from '@/api/query-keys';
import { companyRefSchema, localitySchema, placeSchema, type Locality } from '@domain/contract/place.schema';
import { passengerItemSchema, type PassengerItem } from '@domain/contract/passenger-admin.schema';
import type { PassengerBody } from '@domain/people/passenger.schema';

/** The list's query-key root (ResourceList) and the dialog's item. */
export const PASSENGERS = 'passengers';
export const passengerKeys = createQueryKeys(PASSENGERS);

export const usePassenger = (id: number | null) =>
  useQuery(
    queryOptions({
      queryKey: passengerKeys.detail(id ?? 0),
      queryFn: async () =>
        parseItem((await api.get<unknown>(`/api/passengers/${id ?? 0}`)).data, passengerItemSchema),
      enabled: id !== null,
    }),
  );

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

/** The railway companies the user may see: the employer choice of non-company users (§6). */
export const useRailwayCompanies = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['companies', 'list', { isTransportCompany: false, for: 'passengers' }],
      queryFn: async () => {
        const params = { isTransportCompany: false, pagination: false };
        const response = await api.get<unknown>('/api/companies', { params });
        return parseCollection(response.data, companyRefSchema).member;
      },
      enabled,
      staleTime: 5 * 60_000,
    }),
  );

/** `GET /api/localities?search=` for the home place dialog (PL and DE). */
export const useLocalities = (search: string) =>
  useQuery(
    queryOptions({
      queryKey: ['localities', 'list', { search }],
      queryFn: async () => {
        const response = await api.get<unknown>('/api/localities', { params: { search } });
        return parseCollection(response.data, localitySchema).member;
      },
      enabled: search.length >= 2,
      staleTime: 10 * 60_000,
    }),
  );

/** Saves the chosen locality as the passenger's home place (named after the passenger by the server). */
export async function createHomePlace(userId: number, locality: Locality) {
  const response = await api.post<unknown>('/api/abstract_places', {
    type: 'home',
    address: locality.address,
    latitude: locality.lat,
    longitude: locality.lng,
    placeId: locality.placeId,
    user: `/api/users/${userId}`,
  });
  return parseItem(response.data, placeSchema);
}
