/**
 * The course write's absence check (issue 12, docs/spec-decisions.md row 211): a write may not put a
 * driver on a ride that starts on a day of their absence. Days the same driver already drove on this
 * course before the write are left alone, so an absence entered later does not block unrelated edits
 * of a course (the dispatcher sees the conflict, and any new or moved ride is still refused).
 */
import { eq } from 'drizzle-orm';
import { isDriverAbsentOn, rideDay } from '../../../domain/people/driver-absence';
import type { Db, Tx } from '../../db/client';
import { rides } from '../../db/course-schema';
import { absencesOn } from './driver-absences.repository';

export interface DriverAssignment {
  /** drivers.id of the driver being written. */
  driverId: number;
  /** The first planned stop of each ride of the write, in payload order. */
  rideStarts: readonly (Date | null)[];
  /** The course being replaced, when it already had this driver. */
  keptCourseId: number | null;
}

/** Indexes of the rides of the write that start on a day the driver is absent (new days only). */
export async function ridesInAbsence(db: Db | Tx, assignment: DriverAssignment): Promise<number[]> {
  const days = assignment.rideStarts.map(rideDay);
  const wanted = days.filter((day): day is string => day !== null);
  const absences = await absencesOn(db, assignment.driverId, wanted);
  if (absences.length === 0) return [];
  const kept = new Set<string>();
  if (assignment.keptCourseId !== null) {
    const rows = await db
      .select({ startsAt: rides.startsAt })
      .from(rides)
      .where(eq(rides.courseId, assignment.keptCourseId));
    for (const row of rows) {
      const day = rideDay(row.startsAt);
      if (day !== null) kept.add(day);
    }
  }
  return days.flatMap((day, index) =>
    day !== null && !kept.has(day) && isDriverAbsentOn(absences, day) ? [index] : [],
  );
}
