import { shiftIsoDate } from '@domain/dates';
import { warsawDay } from '@domain/warsaw-time';
import type { RideType } from '@domain/courses/ride-status';
import { offeredRideStatuses } from '@domain/courses/ride-status-filter';
import type { CourseStatusColumn } from '@domain/courses/status-columns';

export type CourseDiscriminator = 'all' | 'taxi_course' | 'kilometer_course';

/** A chosen related record: its IRI goes to the API, its label to the chip. */
export interface FilterOption {
  iri: string;
  label: string;
}

/** The filters of §3 that point at another record (user, locomotive, starting base, company). */
export const REFERENCE_FILTERS = [
  'createdBy',
  'locomotive',
  'taxiCourseDriver',
  'fromStartingBase',
  'transportCompany',
  'customerCompany',
  'kilometerCourseDriver',
] as const;
export type ReferenceFilterName = (typeof REFERENCE_FILTERS)[number];
export type ReferenceFilters = Partial<Record<ReferenceFilterName, FilterOption>>;

/** Field labels in the drawer and chips. */
export const REFERENCE_FILTER_LABELS: Readonly<Record<ReferenceFilterName, string>> = {
  createdBy: 'Dodane przez',
  locomotive: 'Lokomotywa',
  taxiCourseDriver: 'Kierowca',
  kilometerCourseDriver: 'Kierowca',
  fromStartingBase: 'Baza startowa',
  transportCompany: 'Firma transportowa',
  customerCompany: 'Firma obsługiwana',
};

/** Which tab of the drawer offers a reference filter (abstractCourse = every tab). */
export const REFERENCE_FILTER_SET: Readonly<Record<ReferenceFilterName, CourseDiscriminator>> = {
  createdBy: 'all',
  locomotive: 'all',
  taxiCourseDriver: 'taxi_course',
  fromStartingBase: 'taxi_course',
  transportCompany: 'taxi_course',
  customerCompany: 'taxi_course',
  kilometerCourseDriver: 'kilometer_course',
};

/** The abstractCourse, taxiCourse and kilometerCourse filter sets of courses.md §3 that the drawer edits. */
export interface CourseFilters {
  discriminator: CourseDiscriminator;
  /** YYYY-MM-DD */
  dateStartAfter: string | null;
  /**
   * The default 'Od' (§9: three days ago), recomputed on every read: true until the user picks or clears
   * the date, so a saved filter does not freeze the list on the day it was saved.
   */
  relativeStart: boolean;
  /** YYYY-MM-DD */
  dateStartBefore: string | null;
  includeCancelledCourses: boolean;
  rideStatus: string[];
  references: ReferenceFilters;
}

export const EMPTY_FILTERS: CourseFilters = {
  discriminator: 'all',
  dateStartAfter: null,
  relativeStart: false,
  dateStartBefore: null,
  includeCancelledCourses: false,
  rideStatus: [],
  references: {},
};

/** The ride type of a drawer tab (null: every type), for the 'Status przejazdu' options. */
export function rideTypeOf(discriminator: CourseDiscriminator): RideType | null {
  if (discriminator === 'taxi_course') return 'taxi';
  return discriminator === 'kilometer_course' ? 'kilometer' : null;
}

/** Drops the filters of a set the chosen tab does not offer, so no hidden filter narrows the list. */
export function keepOfferedFilters(filters: CourseFilters): CourseFilters {
  const references: ReferenceFilters = {};
  for (const name of REFERENCE_FILTERS) {
    const set = REFERENCE_FILTER_SET[name];
    const option = filters.references[name];
    if (option && (set === 'all' || set === filters.discriminator)) references[name] = option;
  }
  const rideStatus = offeredRideStatuses(rideTypeOf(filters.discriminator), filters.rideStatus);
  return { ...filters, references, rideStatus };
}

/** §9: by default the list starts 3 days ago. */
export const DEFAULT_START_AFTER_DAYS = 3;
export const API_DATE_FORMAT = 'YYYY-MM-DD';

/**
 * Three Polish days back: the day is Warsaw's whatever the browser's zone (issue 13).
 * Example: defaultStartAfter(new Date('2026-11-23T10:00Z')) === '2026-11-20'
 */
export const defaultStartAfter = (now: Date = new Date()) =>
  shiftIsoDate(warsawDay(now), -DEFAULT_START_AFTER_DAYS);

export function defaultFilters(now: Date = new Date()): CourseFilters {
  return { ...EMPTY_FILTERS, dateStartAfter: defaultStartAfter(now), relativeStart: true };
}

/** The filters as applied today: a relative 'Od' moves with the calendar. */
export function resolveRelativeStart(filters: CourseFilters, now: Date = new Date()): CourseFilters {
  return filters.relativeStart ? { ...filters, dateStartAfter: defaultStartAfter(now) } : filters;
}

/** 'Od' after 'Do' can match nothing: the drawer refuses to save it (docs/spec-decisions.md row 116). */
export const INVERTED_RANGE_MESSAGE = 'Data od nie może być późniejsza niż data do';

export const isInvertedRange = (filters: Pick<CourseFilters, 'dateStartAfter' | 'dateStartBefore'>) =>
  filters.dateStartAfter !== null &&
  filters.dateStartBefore !== null &&
  filters.dateStartAfter > filters.dateStartBefore;

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
  for (const name of REFERENCE_FILTERS) {
    const option = filters.references[name];
    if (option) params[name] = option.iri;
  }
  return params;
}

export interface CourseListParams {
  itemsPerPage: number;
  search: string;
  filters: CourseFilters;
  /** Absent for the passenger's flat list. */
  column?: CourseStatusColumn;
}
