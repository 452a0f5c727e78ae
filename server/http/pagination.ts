export const DEFAULT_ITEMS_PER_PAGE = 30;
export const MAX_ITEMS_PER_PAGE = 100;
/**
 * `pagination=false` still stops here (OWASP API4: no request reads a whole table). Every picker that
 * asks for all rows (companies, drivers, starting bases) is far below it; hydra:totalItems still
 * tells the whole count (docs/spec-decisions.md row 271).
 */
export const UNPAGED_MAX_ITEMS = 1000;

/** What a repository needs of the pagination: rows to skip and to take (undefined: all). */
export type Page = Pick<Pagination, 'limit' | 'offset'>;

export interface Pagination {
  enabled: boolean;
  page: number;
  itemsPerPage: number;
  /** Rows to skip and to take; with pagination off, UNPAGED_MAX_ITEMS from the first. */
  offset: number;
  limit: number | undefined;
}

/**
 * `page` (>= 1), `itemsPerPage` (default 30, capped at 100) and `pagination=false` from a query.
 * Nonsense values fall back to the defaults rather than failing the list.
 */
export function parsePagination(query: Record<string, unknown>): Pagination {
  const enabled = !['false', '0'].includes(String(first(query.pagination) ?? 'true'));
  const page = positiveInt(first(query.page)) ?? 1;
  const itemsPerPage = Math.min(
    positiveInt(first(query.itemsPerPage)) ?? DEFAULT_ITEMS_PER_PAGE,
    MAX_ITEMS_PER_PAGE,
  );
  if (!enabled) return { enabled, page: 1, itemsPerPage, offset: 0, limit: UNPAGED_MAX_ITEMS };
  return { enabled, page, itemsPerPage, offset: (page - 1) * itemsPerPage, limit: itemsPerPage };
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function positiveInt(value: unknown): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 && n <= 1_000_000 ? n : undefined;
}
