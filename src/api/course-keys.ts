import { createQueryKeys } from './query-keys';

/**
 * Query keys of the course list and of one course, shared by the list feature and the course form
 * (a saved course must refresh the list), hence here and not inside either feature.
 */
export const coursesKeys = createQueryKeys('abstract_courses');
export const courseKeys = createQueryKeys('courses');
/** A course's series ('Seria' in the drawer), keyed by the series id. */
export const courseSeriesKeys = createQueryKeys('course-series');
