import { queryOptions } from '@tanstack/react-query';
import { pushConfigSchema } from '@domain/push/push-config';
import { api } from '@/api/client';
import { createQueryKeys } from '@/api/query-keys';

/** `GET api/push/config`: whether this server sends push notices at all (a VAPID key, ADR 021). */
export const pushConfigQuery = queryOptions({
  queryKey: createQueryKeys('push').scope('config'),
  queryFn: async () => pushConfigSchema.parse((await api.get<unknown>('/api/push/config')).data),
  staleTime: Infinity,
});
