/** Calls of the car settings page and the 'Przekaż samochód' modal (administration.md §2.6, §3, §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { createQueryKeys } from '@/api/query-keys';
import {
  myCarSchema,
  transferProtocolSchema,
  type TransferProtocol,
} from '@domain/contract/fleet-car.schema';
import type { TransferProtocolInput } from '@domain/fleet/transfer-protocol.schema';

export const myCarKeys = createQueryKeys('my-car');
export const protocolsKeys = createQueryKeys('transfer_protocols');

/** `GET api/cars/mine`: the user's car, its latest protocol and the protocols waiting for the user. */
export const useMyCar = () =>
  useQuery(
    queryOptions({
      queryKey: myCarKeys.list({}),
      queryFn: async () => myCarSchema.parse((await api.get<unknown>('/api/cars/mine')).data),
    }),
  );

/** `POST api/transfer_protocols`: the modal's values as typed, checked again by the server. */
export async function createProtocol(input: TransferProtocolInput): Promise<TransferProtocol> {
  return parseItem((await api.post<unknown>('/api/transfer_protocols', input)).data, transferProtocolSchema);
}

/** 'Akceptuj'/'Odrzuć' of the new driver (`accept`) or of the validator (`validate`), row 407. */
export async function moveProtocol(
  protocol: TransferProtocol,
  step: 'accept' | 'validate',
  status: 'accepted' | 'declined',
): Promise<TransferProtocol> {
  const response = await api.put<unknown>(`/api/transfer_protocols/${protocol.id}/${step}`, { status });
  return parseItem(response.data, transferProtocolSchema);
}
