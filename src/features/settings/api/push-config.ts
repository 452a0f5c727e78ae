import { queryOptions } from '@tanstack/react-query';
import { pushConfigSchema } from '@domain/push/push-config';
import { api } from '@/api/client';

/** `GET api/push/config`: whether this server sends push notices at all (a VAPID key, ADR 021). */
export const pushConfigQuery = queryOptions({
  queryKey: ['push', 'config'],
  queryFn: async () => pushConfigSchema.parse((await api.get<unknown>('/api/push/config')).data),
  staleTime: Infinity,
});
