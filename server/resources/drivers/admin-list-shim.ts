/**
 * TEMPORARY stand-in for the lead's `server/http/admin-list.ts` (issue 12 foundation): same names and
 * shape, replaced by an import of that module once it lands on main.
 */
import { parsePagination } from '../../http/pagination';
import { PAGING_PARAMS, queryOneOf, queryText } from '../../http/query';
import type { RawQuery } from '../../http/query';

export const ADMIN_LIST_PARAMS = ['search', 'order[id]', ...PAGING_PARAMS] as const;

export function readAdminList(query: RawQuery) {
  queryOneOf(query, 'order[id]', { desc: 'desc', asc: 'asc' });
  return { search: queryText(query, 'search'), pagination: parsePagination(query) };
}
