import { useLocation } from 'react-router';
import { z } from 'zod';
import { COURSE_STATUS_COLUMNS } from '@domain/courses/status-columns';
import { REFERENCE_FILTERS, defaultFilters, type CourseFilters } from '../api/course-filters';
import { useStoredState } from './use-stored-state';

const filtersSchema = z.object({
  discriminator: z.enum(['all', 'taxi_course', 'kilometer_course']),
  dateStartAfter: z.string().nullable(),
  dateStartBefore: z.string().nullable(),
  includeCancelledCourses: z.boolean(),
  rideStatus: z.array(z.string()),
  // Filters stored before the reference filters existed read as none.
  references: z
    .partialRecord(z.enum(REFERENCE_FILTERS), z.object({ iri: z.string(), label: z.string() }))
    .default({}),
});

/** Applied filters, kept per path in localStorage (§9). */
export function useCourseFilters() {
  const { pathname } = useLocation();
  return useStoredState<z.ZodType<CourseFilters>>(`filters:${pathname}`, filtersSchema, () =>
    defaultFilters(),
  );
}

/** The phone tab (status column), kept per path. */
export function useCourseTab() {
  const { pathname } = useLocation();
  return useStoredState(`tab:${pathname}`, z.enum(COURSE_STATUS_COLUMNS), () => COURSE_STATUS_COLUMNS[0]);
}
