import { useLocation } from 'react-router';
import { z } from 'zod';
import { COURSE_STATUS_COLUMNS } from '@domain/courses/status-columns';
import {
  REFERENCE_FILTERS,
  defaultFilters,
  resolveRelativeStart,
  type CourseFilters,
} from '../utils/course-filters';
import { useCurrentUser } from './use-current-user';
import { useStoredState } from './use-stored-state';

const filtersSchema = z.object({
  discriminator: z.enum(['all', 'taxi_course', 'kilometer_course']),
  dateStartAfter: z.string().nullable(),
  // Filters stored before the relative start existed keep the date they hold.
  relativeStart: z.boolean().default(false),
  dateStartBefore: z.string().nullable(),
  includeCancelledCourses: z.boolean(),
  rideStatus: z.array(z.string()),
  // Filters stored before the reference filters existed read as none.
  references: z
    .partialRecord(z.enum(REFERENCE_FILTERS), z.object({ iri: z.string(), label: z.string() }))
    .default({}),
});

/**
 * localStorage key of a list setting, per effective user (an administrator previewing `firma` gets
 * firma's, not their own 'Firma obsługiwana') and per path.
 */
export function listStorageKey(name: string, userId: number, pathname: string): string {
  return `${name}:${userId}:${pathname}`;
}

/** Applied filters, kept per user and path in localStorage (§9); a default 'Od' stays relative. */
export function useCourseFilters() {
  const { pathname } = useLocation();
  const key = listStorageKey('filters', useCurrentUser().id, pathname);
  const [stored, store] = useStoredState<z.ZodType<CourseFilters>>(key, filtersSchema, () =>
    defaultFilters(),
  );
  const update = (next: CourseFilters) =>
    store(next.relativeStart ? { ...next, dateStartAfter: null } : next);
  return [resolveRelativeStart(stored), update] as const;
}

/** The phone tab (status column), kept per user and path. */
export function useCourseTab() {
  const { pathname } = useLocation();
  const key = listStorageKey('tab', useCurrentUser().id, pathname);
  return useStoredState(key, z.enum(COURSE_STATUS_COLUMNS), () => COURSE_STATUS_COLUMNS[0]);
}
