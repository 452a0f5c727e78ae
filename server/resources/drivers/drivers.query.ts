/** The query of `GET api/drivers`: the pickers' filters, the administration list's and `availableOn`. */
import { isIsoDate } from '../../../domain/dates';
import { MAX_RIDES_PER_COURSE } from '../../../domain/courses/course-form.schema';
import { ApiError } from '../../http/errors';
import { QUERY_MESSAGES, queryId, querySchema, queryText } from '../../http/query';
import type { RawQuery } from '../../http/query';
import { ADMIN_LIST_PARAMS, readAdminList } from '../../http/admin-list';

/**
 * `availableOn=2026-12-01,2026-12-04`: the Warsaw days of a course's rides (at most one per ride);
 * drivers absent on any of them are left out (docs/spec-decisions.md row 211).
 */
export function queryDays(query: RawQuery, name: string): string[] | undefined {
  const value = queryText(query, name);
  if (value === undefined) return undefined;
  const days = [...new Set(value.split(',').map((day) => day.trim()))];
  if (days.length > MAX_RIDES_PER_COURSE || !days.every(isIsoDate))
    throw new ApiError(
      400,
      QUERY_MESSAGES.invalid(
        name,
        `oczekiwano do ${MAX_RIDES_PER_COURSE} dat RRRR-MM-DD rozdzielonych przecinkami`,
      ),
    );
  return days;
}

export const driversQuery = querySchema(
  ['transportCompany.id', 'availableOn', ...ADMIN_LIST_PARAMS],
  (query) => {
    const list = readAdminList(query);
    return {
      transportCompanyId: queryId(query, 'transportCompany.id', 'companies'),
      availableOn: queryDays(query, 'availableOn'),
      search: list.search,
      newestFirst: list.idDescending,
      pagination: list.pagination,
    };
  },
);
