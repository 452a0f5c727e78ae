/**
 * Query parameters of GET /api/abstract_courses (courses.md §3 filter sets abstractCourse, taxiCourse,
 * kilometerCourse; docs/api.md paging). Every bad value is a 400 with a Polish message, never a 500.
 */
import { isRideStatus } from '../../../domain/courses/ride-status';
import type { RideStatus } from '../../../domain/courses/ride-status';
import type { CourseStatusColumn } from '../../../domain/courses/status-columns';
import { ApiError } from '../../http/errors';
import { querySchema } from '../../http/query';

export const DEFAULT_ITEMS_PER_PAGE = 15;
export const MAX_ITEMS_PER_PAGE = 100;
/** Search is applied from this many characters on (courses.md §5). */
export const MIN_SEARCH_LENGTH = 2;

/** A bad list parameter: a 400 whose Polish text reaches the caller through the app's error handler. */
export class BadRequestError extends ApiError {
  constructor(message: string) {
    super(400, message);
  }
}

export interface CourseListQuery {
  page: number;
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

export type RawQuery = Readonly<Record<string, unknown>>;

const invalid = (name: string, expected: string) =>
  new BadRequestError(`Nieprawidłowa wartość parametru ${name}: ${expected}.`);

function single(query: RawQuery, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(name, 'oczekiwano jednej wartości');
  return value;
}

function positiveInteger(query: RawQuery, name: string, fallback: number): number {
  const value = single(query, name);
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1)
    throw invalid(name, 'oczekiwano liczby całkowitej większej od 0');
  return Number(value);
}

function isoDate(query: RawQuery, name: string): string | null {
  const value = single(query, name);
  if (value === undefined || value === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== value)
    throw invalid(name, 'oczekiwano daty w formacie RRRR-MM-DD');
  return value;
}

function oneOf<T>(query: RawQuery, name: string, allowed: Readonly<Record<string, T>>): T | null {
  const value = single(query, name);
  if (value === undefined || value === '') return null;
  const mapped = allowed[value];
  if (mapped === undefined) throw invalid(name, `dozwolone wartości: ${Object.keys(allowed).join(', ')}`);
  return mapped;
}

/** Every value of the given keys (each may repeat), as ride statuses; `name` is the one in the 400. */
function rideStatuses(query: RawQuery, name: string, keys: readonly string[]): RideStatus[] {
  const values = keys.flatMap((key) => {
    const value = query[key];
    return value === undefined ? [] : Array.isArray(value) ? (value as unknown[]) : [value];
  });
  return values.map((value) => {
    if (typeof value !== 'string' || !isRideStatus(value)) throw invalid(name, 'nieznany status przejazdu');
    return value;
  });
}

const DIRECTIONS = { asc: 'asc', desc: 'desc' } as const;

/** One sort key: `order[startsAt]` or `order[createdAt]`, not both (API Platform order filter style). */
function ordering(query: RawQuery): Pick<CourseListQuery, 'orderBy' | 'order'> {
  const startsAt = oneOf(query, 'order[startsAt]', DIRECTIONS);
  const createdAt = oneOf(query, 'order[createdAt]', DIRECTIONS);
  if (startsAt !== null && createdAt !== null)
    throw invalid('order', 'można sortować tylko według jednego pola');
  if (createdAt !== null) return { orderBy: 'createdAt', order: createdAt };
  return { orderBy: 'startsAt', order: startsAt ?? 'desc' };
}

/**
 * Example: reference({ createdBy: '/api/users/7' }, 'createdBy', 'users') === 7; a bare '7' is
 * accepted too, an IRI of another collection is a 400.
 */
function reference(query: RawQuery, name: string, collection: string): number | null {
  const value = single(query, name);
  if (value === undefined || value === '') return null;
  const match = new RegExp(`^(?:/api/${collection}/)?(\\d{1,9})$`).exec(value);
  if (!match?.[1] || Number(match[1]) < 1) throw invalid(name, `oczekiwano IRI /api/${collection}/{id}`);
  return Number(match[1]);
}

function references(query: RawQuery): CourseReferenceFilters {
  return {
    locomotive: reference(query, 'locomotive', 'locomotives'),
    createdBy: reference(query, 'createdBy', 'users'),
    taxiCourseDriver: reference(query, 'taxiCourseDriver', 'users'),
    kilometerCourseDriver: reference(query, 'kilometerCourseDriver', 'users'),
    fromStartingBase: reference(query, 'fromStartingBase', 'starting_bases'),
    transportCompany: reference(query, 'transportCompany', 'companies'),
    customerCompany: reference(query, 'customerCompany', 'companies'),
  };
}

/**
 * Example: parseCourseListQuery({ page: '2', 'order[startsAt]': 'asc' })
 *   -> { page: 2, itemsPerPage: 15, orderBy: 'startsAt', order: 'asc', includeCancelledCourses: false, ... }
 * The "recently used" courses of §7: { createdBy: '/api/users/7', 'order[createdAt]': 'desc',
 *   itemsPerPage: '3', 'rideStatus[not]': 'cancelled' }
 */
export function parseCourseListQuery(query: RawQuery): CourseListQuery {
  const search = single(query, 'search')?.trim() ?? '';
  return {
    page: positiveInteger(query, 'page', 1),
    itemsPerPage: Math.min(
      positiveInteger(query, 'itemsPerPage', DEFAULT_ITEMS_PER_PAGE),
      MAX_ITEMS_PER_PAGE,
    ),
    search: search.length >= MIN_SEARCH_LENGTH ? search : null,
    includeCancelledCourses:
      oneOf(query, 'includeCancelledCourses', { true: true, false: false } as const) ?? false,
    type: oneOf(query, 'discriminator', { taxi_course: 'taxi', kilometer_course: 'kilometer' } as const),
    dateStartAfter: isoDate(query, 'dateStartAfter'),
    dateStartBefore: isoDate(query, 'dateStartBefore'),
    rideStatuses: rideStatuses(query, 'rideStatus', ['rideStatus[]', 'rideStatus']),
    excludedRideStatuses: rideStatuses(query, 'rideStatus[not]', ['rideStatus[not][]', 'rideStatus[not]']),
    column: oneOf(query, 'column', {
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
