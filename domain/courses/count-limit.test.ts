import { describe, expect, it } from 'vitest';
import { COURSE_COUNT_LIMIT, formatCourseCount } from './count-limit';

describe('formatCourseCount', () => {
  it('shows an exact count as it is and a limited one as "ponad N"', () => {
    expect(formatCourseCount(0, false)).toBe('0');
    expect(formatCourseCount(999, false)).toBe('999');
    expect(formatCourseCount(COURSE_COUNT_LIMIT, true)).toBe('ponad 1000');
  });
});
