import type { Course } from '@domain/contract/course.schema';

/** One card of the course list. */
export interface CourseListEntry {
  /** Stable React key: the course IRI, or `{courseId}-course-{index}` for one ride of a split course. */
  key: string;
  course: Course;
}

/**
 * courses.md §2: a company sees a multi-ride course as one pseudo-course per ride, with ids of the form
 * `{courseId}-course-{index}`; everyone else sees one card per course.
 * Example: a course 7 with rides A and B, split -> keys '7-course-0' (rides [A]) and '7-course-1' ([B]).
 */
export function courseListEntries(courses: readonly Course[], split: boolean): CourseListEntry[] {
  return courses.flatMap((course) => {
    if (!split || course.rides.length < 2) return [{ key: course['@id'], course }];
    return course.rides.map((ride, index) => ({
      key: `${course.id}-course-${index}`,
      course: { ...course, rides: [ride] },
    }));
  });
}
