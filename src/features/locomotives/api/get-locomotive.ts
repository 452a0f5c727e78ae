import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { locomotiveSchema, locomotivesKeys } from '@/api/locomotives';

/** `GET /api/locomotives/{id}`: one locomotive as it is now (read after a stale 'Edytuj lokomotywę'). */
export const locomotiveQuery = (id: number) =>
  queryOptions({
    queryKey: locomotivesKeys.detail(id),
    queryFn: async () => parseItem((await api.get<unknown>(`/api/locomotives/${id}`)).data, locomotiveSchema),
  });
