/**
 * The one writer of the passenger-change register: every course write that may change a course's
 * passengers (taxi and kilometer course create/edit, 'Edycja relacji', ride moves) takes a snapshot of
 * the courses' passengers before it writes and calls `recordPassengerChanges` after, in the same
 * transaction; the difference (domain passengerDiff) becomes rows with a generated reason and one
 * `passenger_change` live event each.
 */
import { eq, inArray } from 'drizzle-orm';
import {
  PASSENGER_CHANGE_REASONS,
  passengerDiff,
} from '../../../domain/passenger-changes/passenger-change-rules';
import type { Tx } from '../../db/client';
import { rides, segmentEmployees, segments } from '../../db/course-schema';
import { passengerChanges } from '../../db/passenger-changes-schema';
import { publishPassengerChanges } from './passenger-change-events';

/** The passengers (passenger ids) on any segment of any ride of each course, before a write. */
export type PassengerSnapshot = ReadonlyMap<number, ReadonlySet<number>>;

async function passengersOf(tx: Tx, courseIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const result = new Map<number, Set<number>>(courseIds.map((id) => [id, new Set<number>()]));
  if (courseIds.length === 0) return result;
  const rows = await tx
    .selectDistinct({ courseId: rides.courseId, passengerId: segmentEmployees.passengerId })
    .from(segmentEmployees)
    .innerJoin(segments, eq(segments.id, segmentEmployees.segmentId))
    .innerJoin(rides, eq(rides.id, segments.rideId))
    .where(inArray(rides.courseId, [...courseIds]));
  for (const row of rows) result.get(row.courseId)?.add(row.passengerId);
  return result;
}

/** The courses' passengers now; a course the write is about to create is snapshotted as empty. */
export const passengerSnapshot = (tx: Tx, courseIds: readonly number[]): Promise<PassengerSnapshot> =>
  passengersOf(tx, courseIds);

/** A snapshot of courses that do not exist yet (a create, an extracted ride's new course). */
export const emptySnapshot = (courseIds: readonly number[]): PassengerSnapshot =>
  new Map(courseIds.map((id) => [id, new Set<number>()]));

/** Who made the write and when: the reporting user and the row's time. */
export interface ChangeAuthor {
  userId: number;
  now: Date;
}

/**
 * Compares each snapshotted course's passengers with what they are now and writes one row per added or
 * removed passenger, publishing each. A course deleted by the write (a move that emptied it) records
 * nothing: its rows would go with it (row 552). Answers the number of rows written.
 */
export async function recordPassengerChanges(
  tx: Tx,
  before: PassengerSnapshot,
  author: ChangeAuthor,
): Promise<number> {
  const courseIds = [...before.keys()];
  const after = await passengersOf(tx, courseIds);
  const existing = new Set(
    courseIds.length === 0
      ? []
      : (
          await tx
            .selectDistinct({ id: rides.courseId })
            .from(rides)
            .where(inArray(rides.courseId, courseIds))
        ).map((row) => row.id),
  );
  const values = courseIds.flatMap((courseId) =>
    existing.has(courseId)
      ? passengerDiff(before.get(courseId) ?? [], after.get(courseId) ?? []).map((diff) => ({
          courseId,
          passengerId: diff.passengerId,
          kind: diff.kind,
          reason: PASSENGER_CHANGE_REASONS[diff.kind],
          reportingUserId: author.userId,
          createdAt: author.now,
        }))
      : [],
  );
  if (values.length === 0) return 0;
  const rows = await tx
    .insert(passengerChanges)
    .values(values)
    .returning({ id: passengerChanges.id, courseId: passengerChanges.courseId });
  await publishPassengerChanges(tx, rows);
  return rows.length;
}
