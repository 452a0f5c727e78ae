/**
 * What every course write shares: the answer names the saved course, and the course list and that
 * course's detail are refreshed (the live stream would too, but not before the user lands on /course).
 */
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { courseKeys, coursesKeys } from '@/api/course-keys';
import { hydraItemSchema, parseItem } from '@/api/hydra';
import { COURSE_MESSAGES } from '@domain/courses/course-messages';

export const savedCourseSchema = hydraItemSchema.extend({
  id: z.number(),
  rides: z.array(z.object({ number: z.string().nullable() })).default([]),
});
export type SavedCourse = z.output<typeof savedCourseSchema>;

export const parseSavedCourse = (body: unknown): SavedCourse => parseItem(body, savedCourseSchema);

export async function refreshCourses(
  queryClient: QueryClient,
  course: Pick<SavedCourse, 'id'>,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: coursesKeys.all }),
    queryClient.invalidateQueries({ queryKey: courseKeys.detail(course.id) }),
  ]);
}

/**
 * What the save notice says: the default success, or that a series number taken meanwhile by another
 * ride was replaced by the server with the next free one (ride-numbers.store.ts). The server may order
 * the rides otherwise, so numbers are compared as sets: each sent number missing from the answer is
 * paired with the answer's next number that was not sent.
 * Example: savedNotice({ rides: [{ number: 'PI/0100/03/2030' }] }, { rides: [{ number: 'PI/0101/03/2030' }] })
 *   === 'Numer PI/0100/03/2030 był już zajęty: przejazd otrzymał numer PI/0101/03/2030'
 */
export function savedNotice(
  sent: { rides: readonly { number: string }[] },
  saved: { rides: readonly { number: string | null }[] },
): string | undefined {
  const sentNumbers = new Set(sent.rides.map((ride) => ride.number));
  const savedNumbers = new Set(saved.rides.map((ride) => ride.number));
  const given = saved.rides.flatMap((ride) =>
    ride.number && !sentNumbers.has(ride.number) ? [ride.number] : [],
  );
  const changes = sent.rides.flatMap((ride) => {
    if (savedNumbers.has(ride.number)) return [];
    const number = given.shift();
    return number ? [COURSE_MESSAGES.rideRenumbered(ride.number, number)] : [];
  });
  return changes.length > 0 ? changes.join('; ') : undefined;
}
