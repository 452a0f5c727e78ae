/**
 * The query of every administration list (administration.md §2.7, §9: page sizes 25, 50, 100 or all,
 * sorted by id descending, a search field). One reader so every list pages, sorts and searches alike;
 * the SPA's `ResourceList` sends exactly these parameters.
 */
import { or, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { UNPAGED_MAX_ITEMS, parsePagination, type Pagination } from './pagination';
import { PAGING_PARAMS, foldForSearch, foldedColumn, likeContains, queryOneOf, queryText } from './query';
import type { RawQuery } from './query';

/**
 * 'Wszystkie' (pagination=false) still stops here: a company's list is far below it, and no client can
 * make one request read a whole table (OWASP API4).
 */
export const ADMIN_LIST_ALL_LIMIT = UNPAGED_MAX_ITEMS;

export const ADMIN_LIST_PARAMS = ['search', 'order[id]', ...PAGING_PARAMS] as const;

export interface AdminListQuery {
  /** The trimmed search term, folded for `adminSearch`; undefined when empty. */
  search: string | undefined;
  /**
   * True when the client asked `order[id]=desc` (every `ResourceList` does: the lists of §4 sort by id
   * descending); otherwise the collection keeps its own order (pickers sort by name).
   */
  idDescending: boolean;
  pagination: Pagination;
}

/** Example: readAdminList({ search: 'Łódź', 'order[id]': 'desc', itemsPerPage: '25' }).search === 'lodz' */
export function readAdminList(query: RawQuery): AdminListQuery {
  const search = queryText(query, 'search');
  const order = queryOneOf(query, 'order[id]', { asc: 'asc', desc: 'desc' } as const);
  const pagination = parsePagination(query);
  return {
    search: search === undefined ? undefined : foldForSearch(search),
    idDescending: order === 'desc',
    pagination: pagination.enabled ? pagination : { ...pagination, limit: ADMIN_LIST_ALL_LIMIT },
  };
}

/**
 * The search condition over the given text columns (any of them contains the folded term), or
 * undefined when there is no term; for `and(...)`.
 */
export function adminSearch(search: string | undefined, columns: readonly SQLWrapper[]): SQL | undefined {
  if (search === undefined || columns.length === 0) return undefined;
  const pattern = likeContains(search);
  return or(...columns.map((column) => sql`${foldedColumn(column)} like ${pattern}`));
}
