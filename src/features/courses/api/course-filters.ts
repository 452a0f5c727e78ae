import dayjs from 'dayjs';
import type { CourseStatusColumn } from '@domain/courses/status-columns';

export type CourseDiscriminator = 'all' | 'taxi_course' | 'kilometer_course';

/** The abstractCourse and ride-status filter sets of courses.md §3 that the drawer edits. */
export interface CourseFilters {
  discriminator: CourseDiscriminator;
  /** YYYY-MM-DD */
  dateStartAfter: string | null;
  /** YYYY-MM-DD */
  dateStartBefore: string | null;
  includeCancelledCourses: boolean;
  rideStatus: string[];
}

export const EMPTY_FILTERS: CourseFilters = {
  discriminator: 'all',
  dateStartAfter: null,
  dateStartBefore: null,
  includeCancelledCourses: false,
  rideStatus: [],
};

/** §9: by default the list starts 3 days ago. */
export const DEFAULT_START_AFTER_DAYS = 3;
export const API_DATE_FORMAT = 'YYYY-MM-DD';

export function defaultFilters(now: Date = new Date()): CourseFilters {
  const start = dayjs(now).subtract(DEFAULT_START_AFTER_DAYS, 'day').format(API_DATE_FORMAT);
  return { ...EMPTY_FILTERS, dateStartAfter: start };
}

export type CourseQueryParams = Record<string, string | number | boolean | string[]>;

/** Query parameters of `GET /api/abstract_courses` (and its export) for the applied filters. */
export function filterQueryParams(filters: CourseFilters, search: string): CourseQueryParams {
  const params: CourseQueryParams = {};
  if (search) params.search = search;
  if (filters.discriminator !== 'all') params.discriminator = filters.discriminator;
  if (filters.dateStartAfter) params.dateStartAfter = filters.dateStartAfter;
  if (filters.dateStartBefore) params.dateStartBefore = filters.dateStartBefore;
  if (filters.includeCancelledCourses) params.includeCancelledCourses = true;
  if (filters.rideStatus.length > 0) params.rideStatus = filters.rideStatus;
  return params;
}

export interface CourseListParams {
  itemsPerPage: number;
  search: string;
  filters: CourseFilters;
  /** Absent for the passenger's flat list. */
  column?: CourseStatusColumn;
}
