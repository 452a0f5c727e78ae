import { describe, expect, it } from 'vitest';
import { buildCourse } from '@mocks/courses';
import { courseSchema } from '@domain/contract/course.schema';
import { courseListEntries } from './list-entries';

describe('courseListEntries', () => {
  const single = courseSchema.parse(buildCourse());
  const twoRides = courseSchema.parse(buildCourse());
  const [ride] = twoRides.rides;
  if (!ride) throw new Error('buildCourse makes a ride');
  const multi = { ...twoRides, rides: [ride, { ...ride, id: ride.id + 1, number: 'R/2' }] };

  it('splits a multi-ride course into one pseudo-course per ride for a company', () => {
    const entries = courseListEntries([single, multi], true);
    expect(entries.map((entry) => entry.key)).toEqual([
      single['@id'],
      `${multi.id}-course-0`,
      `${multi.id}-course-1`,
    ]);
    expect(entries[2]?.course.rides.map((r) => r.number)).toEqual(['R/2']);
  });

  it('keeps one card per course for everyone else', () => {
    const entries = courseListEntries([single, multi], false);
    expect(entries.map((entry) => entry.key)).toEqual([single['@id'], multi['@id']]);
    expect(entries[1]?.course.rides).toHaveLength(2);
  });
});
