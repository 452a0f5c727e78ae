/**
 * Query parameters of GET /api/abstract_courses (courses.md §3 filter sets abstractCourse, taxiCourse,
 * kilometerCourse; docs/api.md paging). Every bad value is a 400 with a Polish message, never a 500.
 */
import { isRideStatus } from '../../../domain/courses/ride-status';
import type { RideStatus } from '../../../domain/courses/ride-status';
import type { CourseStatusColumn } from '../../../domain/courses/status-columns';
import { ApiError } from '../../http/errors';
import { queryCursor, type CourseCursor } from './course-list.cursor';
import { RESOURCES, type Resource } from '../../../domain/contract/iri';
import {
  QUERY_MESSAGES,
  queryDate,
  queryId,
  queryOneOf,
  queryPositiveInteger,
  querySchema,
  queryText,
  type RawQuery,
} from '../../http/query';

export const DEFAULT_ITEMS_PER_PAGE = 15;
export const MAX_ITEMS_PER_PAGE = 100;
/** Search is applied from this many characters on (courses.md §5). */
export const MIN_SEARCH_LENGTH = 2;

export interface CourseListQuery {
  page: number;
  /** Keyset paging (the SPA's infinite scroll): the page after this course; excludes `page`. */
  after: CourseCursor | null;
  itemsPerPage: number;
  /** Trimmed; null when shorter than MIN_SEARCH_LENGTH. */
  search: string | null;
  includeCancelledCourses: boolean;
  type: 'taxi' | 'kilometer' | null;
  /** YYYY-MM-DD, inclusive, in Polish time. */
  dateStartAfter: string | null;
  dateStartBefore: string | null;
  /** Only courses with a ride in one of these statuses (`rideStatus[]`). */
  rideStatuses: RideStatus[];
  /**
   * Only courses with a ride in none of these statuses (`rideStatus[not]`, `rideStatus[not][]`): the
   * "recently used" list of courses.md §7 asks for `rideStatus[not]=cancelled`.
   */
  excludedRideStatuses: RideStatus[];
  /** Only courses of this list column (columnForCourse), for the per-column lists of §2. */
  column: CourseStatusColumn | null;
  /** `order[startsAt]` (the list's default, first stop time) or `order[createdAt]` (recently used). */
  orderBy: 'startsAt' | 'createdAt';
  order: 'asc' | 'desc';
  /** The reference filters of §3 (abstractCourse, taxiCourse, kilometerCourse), as database ids. */
  references: CourseReferenceFilters;
}

export interface CourseReferenceFilters {
  locomotive: number | null;
  createdBy: number | null;
  /** taxiCourseDriver: only taxi courses driven by this user. */
  taxiCourseDriver: number | null;
  /** kilometerCourseDriver: only kilometer courses driven by this user. */
  kilometerCourseDriver: number | null;
  /** A starting base of any ride of the course (from or to). */
  fromStartingBase: number | null;
  /** Contractor or subcontractor. */
  transportCompany: number | null;
  customerCompany: number | null;
}

/** Every value of the given keys (each may repeat), as ride statuses; `name` is the one in the 400. */
function rideStatuses(query: RawQuery, name: string, keys: readonly string[]): RideStatus[] {
  const values = keys.flatMap((key) => {
    const value = query[key];
    return value === undefined ? [] : Array.isArray(value) ? (value as unknown[]) : [value];
  });
  return values.map((value) => {
    if (typeof value !== 'string' || !isRideStatus(value))
      throw new ApiError(400, QUERY_MESSAGES.invalid(name, 'nieznany status przejazdu'));
    return value;
  });
}

const DIRECTIONS = { asc: 'asc', desc: 'desc' } as const;

/** One sort key: `order[startsAt]` or `order[createdAt]`, not both (API Platform order filter style). */
function ordering(query: RawQuery): Pick<CourseListQuery, 'orderBy' | 'order'> {
  const startsAt = queryOneOf(query, 'order[startsAt]', DIRECTIONS);
  const createdAt = queryOneOf(query, 'order[createdAt]', DIRECTIONS);
  if (startsAt !== null && createdAt !== null)
    throw new ApiError(400, QUERY_MESSAGES.invalid('order', 'można sortować tylko według jednego pola'));
  if (createdAt !== null) return { orderBy: 'createdAt', order: createdAt };
  return { orderBy: 'startsAt', order: startsAt ?? 'desc' };
}

/** A related record given as its IRI (or a bare id): `createdBy=/api/users/7` -> 7; null when absent. */
const reference = (query: RawQuery, name: string, resource: Resource) =>
  queryId(query, name, resource) ?? null;

function references(query: RawQuery): CourseReferenceFilters {
  return {
    locomotive: reference(query, 'locomotive', RESOURCES.locomotive),
    createdBy: reference(query, 'createdBy', RESOURCES.user),
    taxiCourseDriver: reference(query, 'taxiCourseDriver', RESOURCES.user),
    kilometerCourseDriver: reference(query, 'kilometerCourseDriver', RESOURCES.user),
    fromStartingBase: reference(query, 'fromStartingBase', RESOURCES.startingBase),
    transportCompany: reference(query, 'transportCompany', RESOURCES.company),
    customerCompany: reference(query, 'customerCompany', RESOURCES.company),
  };
}

/**
 * Example: parseCourseListQuery({ page: '2', 'order[startsAt]': 'asc' })
 *   -> { page: 2, itemsPerPage: 15, orderBy: 'startsAt', order: 'asc', includeCancelledCourses: false, ... }
 * The "recently used" courses of §7: { createdBy: '/api/users/7', 'order[createdAt]': 'desc',
 *   itemsPerPage: '3', 'rideStatus[not]': 'cancelled' }
 */
export function parseCourseListQuery(query: RawQuery): CourseListQuery {
  const search = queryText(query, 'search') ?? '';
  const after = queryCursor(query);
  if (after !== null && query.page !== undefined)
    throw new ApiError(400, QUERY_MESSAGES.invalid('after', 'nie można go łączyć z parametrem page'));
  return {
    page: queryPositiveInteger(query, 'page', 1),
    after,
    itemsPerPage: Math.min(
      queryPositiveInteger(query, 'itemsPerPage', DEFAULT_ITEMS_PER_PAGE),
      MAX_ITEMS_PER_PAGE,
    ),
    search: search.length >= MIN_SEARCH_LENGTH ? search : null,
    includeCancelledCourses:
      queryOneOf(query, 'includeCancelledCourses', { true: true, false: false } as const) ?? false,
    type: queryOneOf(query, 'discriminator', { taxi_course: 'taxi', kilometer_course: 'kilometer' } as const),
    dateStartAfter: queryDate(query, 'dateStartAfter'),
    dateStartBefore: queryDate(query, 'dateStartBefore'),
    rideStatuses: rideStatuses(query, 'rideStatus', ['rideStatus[]', 'rideStatus']),
    excludedRideStatuses: rideStatuses(query, 'rideStatus[not]', ['rideStatus[not][]', 'rideStatus[not]']),
    column: queryOneOf(query, 'column', {
      requires_attention: 'requires_attention',
      in_progress: 'in_progress',
      finished: 'finished',
    } as const),
    ...ordering(query),
    references: references(query),
  };
}

/** Every parameter the list reads (OpenAPI names them; any other is dropped). */
export const COURSE_LIST_PARAMS = [
  'page',
  'after',
  'itemsPerPage',
  'search',
  'includeCancelledCourses',
  'discriminator',
  'dateStartAfter',
  'dateStartBefore',
  'rideStatus[]',
  'rideStatus',
  'rideStatus[not][]',
  'rideStatus[not]',
  'column',
  'order[startsAt]',
  'order[createdAt]',
  'locomotive',
  'createdBy',
  'taxiCourseDriver',
  'kilometerCourseDriver',
  'fromStartingBase',
  'transportCompany',
  'customerCompany',
] as const;

/** The `querystring` schema of the course list and its export. */
export const courseListQuerySchema = querySchema(COURSE_LIST_PARAMS, parseCourseListQuery);
