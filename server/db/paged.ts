import type { Page } from '../http/pagination';

/**
 * The rows of one page of a dynamic select that already skips `page.offset`: at most `page.limit`,
 * or all of them when paging is off (the caller's select is still bounded by UNPAGED_MAX_ITEMS,
 * which parsePagination puts in `limit`). Written once for every paged collection.
 */
export async function paged<T>(
  query: { limit(n: number): PromiseLike<T[]> } & PromiseLike<T[]>,
  page: Page,
): Promise<T[]> {
  return page.limit === undefined ? await query : await query.limit(page.limit);
}
