import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pushDeviceSchema } from '@domain/contract/push-device.schema';
import { api } from '@/api/client';
import { parseCollection } from '@/api/hydra';
import { createQueryKeys } from '@/api/query-keys';

const keys = createQueryKeys('push');

/** `GET api/push/devices`: the signed-in user's browsers that receive push notices (issue 34). */
export const pushDevicesQuery = queryOptions({
  queryKey: keys.scope('devices'),
  queryFn: async () =>
    parseCollection((await api.get<unknown>('/api/push/devices')).data, pushDeviceSchema).member,
});

/** `DELETE api/push/devices/{id}`: that browser gets no more notices; the list is read again. */
export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/push/devices/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDevicesQuery.queryKey }),
  });
}
