import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/api/client';
import { parseCollection, type Collection } from '@/api/hydra';
import { createQueryKeys } from '@/api/query-keys';

/** Page sizes of every administration list (administration.md §9); 'all' asks `pagination=false`. */
export const PAGE_SIZES = [25, 50, 100, 'all'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export interface ResourceListQuery {
  page: number;
  pageSize: PageSize;
  search: string;
}

/**
 * The query string `ResourceList` sends (server/http/admin-list.ts reads it): newest first, the page,
 * the search term, and the page's own filters.
 * Example: listParams({ page: 2, pageSize: 25, search: 'PKP' }) -> { 'order[id]': 'desc', page: '2', itemsPerPage: '25', search: 'PKP' }
 */
export function listParams(query: ResourceListQuery, extra: Readonly<Record<string, string>> = {}) {
  const params: Record<string, string> = { ...extra, 'order[id]': 'desc' };
  if (query.pageSize === 'all') params.pagination = 'false';
  else {
    params.page = String(query.page);
    params.itemsPerPage = String(query.pageSize);
  }
  const search = query.search.trim();
  if (search !== '') params.search = search;
  return params;
}

export interface UseResourceListOptions<S extends z.ZodType> {
  resource: string;
  path: string;
  itemSchema: S;
  query: ResourceListQuery;
  params?: Readonly<Record<string, string>>;
}

/** One page of an administration collection; the previous page stays on screen while the next loads. */
export function useResourceList<S extends z.ZodType>({
  resource,
  path,
  itemSchema,
  query,
  params,
}: UseResourceListOptions<S>) {
  const sent = listParams(query, params);
  return useQuery<Collection<z.output<S>>>({
    queryKey: createQueryKeys(resource).list(path, sent),
    queryFn: async ({ signal }) => {
      const response = await api.get(path, { params: sent, signal });
      return parseCollection(response.data, itemSchema);
    },
    placeholderData: keepPreviousData,
  });
}
