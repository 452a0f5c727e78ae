/** Calls of 'Ewidencja zmian pasażerów' (administration.md §7 `PUT api/passenger_changes/{id}` realizedBy). */
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { useLiveEvent } from '@/api/use-live-event';
import { iri, RESOURCES } from '@domain/contract/iri';
import { passengerChangeSchema, type PassengerChange } from '@domain/contract/passenger-change.schema';
import { createQueryKeys } from '@/api/query-keys';

/** Query-key root of the register (ResourceList's `[resource]`). */
export const PASSENGER_CHANGES = RESOURCES.passengerChange;
export const PASSENGER_CHANGES_PATH = `/api/${RESOURCES.passengerChange}`;
/** The live event the server publishes for each new row. */
export const PASSENGER_CHANGE_EVENT = 'passenger_change';

/** Marks the change realized in the user's name (`userId`) or, with null, takes the mark back. */
export async function realizeChange(
  change: PassengerChange,
  userId: number | null,
): Promise<PassengerChange> {
  const response = await api.put<unknown>(`${PASSENGER_CHANGES_PATH}/${change.id}`, {
    realizedBy: userId === null ? null : iri(RESOURCES.user, userId),
    version: change.version,
  });
  return parseItem(response.data, passengerChangeSchema);
}

/** While the register is open, a `passenger_change` event (or lost history) refetches it: a new row appears. */
export function usePassengerChangesLive(): void {
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: createQueryKeys(PASSENGER_CHANGES).all });
  useLiveEvent(PASSENGER_CHANGE_EVENT, refresh, { onHistoryLost: refresh });
}
