/**
 * The course list counts exactly up to this many courses, then says "more than" (ADR 011,
 * docs/spec-decisions.md row 340): a count never reads more than COURSE_COUNT_LIMIT + 1 rows, so a
 * column counter costs the same at 1 000 or 1 000 000 courses. Server and SPA share it.
 */
export const COURSE_COUNT_LIMIT = 1000;

/** A column counter: `formatCourseCount(12, false)` -> '12', `formatCourseCount(1000, true)` -> 'ponad 1000'. */
export const formatCourseCount = (total: number, limited: boolean): string =>
  limited ? `ponad ${total}` : String(total);
