/**
 * The register's reads and its one write (administration.md §7 `PUT api/passenger_changes/{id}`
 * realizedBy): the reader's rule first (403), then the row within the courses they see (404), then the
 * domain transition (403/409) and the version (412/409), in one transaction.
 */
import { and, eq } from 'drizzle-orm';
import { courseVisibility } from '../../../domain/courses/visibility';
import { realizeTransition } from '../../../domain/passenger-changes/passenger-change-rules';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { passengerChanges } from '../../db/passenger-changes-schema';
import { ApiError, notFound } from '../../http/errors';
import { checkFreshness, staleWrite, bumpVersion } from '../../http/versioning';
import { visibilityCondition } from '../courses/course-list.repository';
import { findChange } from './passenger-changes.repository';

/** The courses whose changes the user reads, as SQL over `courses` (row 553). */
export const readableCourses = (db: Db, user: AuthUser) => visibilityCondition(db, courseVisibility(user));

/** The row if the user may read it, else 404. */
export async function visibleChange(db: Db, user: AuthUser, id: number) {
  const row = await findChange(db, id, readableCourses(db, user));
  if (!row) throw notFound();
  return row;
}

export interface RealizeInput {
  realizedBy: number | null;
  version: number | null | undefined;
  ifMatch: string | undefined;
}

/** Marks the change realized by the caller, or takes the mark back; answers nothing (the route re-reads). */
export async function realizeChange(db: Db, user: AuthUser, id: number, input: RealizeInput, now: Date) {
  await db.transaction(async (tx) => {
    const row = await findChange(tx, id, readableCourses(tx, user));
    if (!row) throw notFound();
    const result = realizeTransition(user, row.change, input.realizedBy);
    if (!result.allowed) throw new ApiError(result.reason === 'forbidden' ? 403 : 409, result.message);
    // A state change names one field: the version is checked when sent (ADR 003), never required.
    checkFreshness({
      etagVersion: row.change.version,
      ifMatch: input.ifMatch,
      bodyVersion: input.version,
      required: false,
    });
    const updated = await tx
      .update(passengerChanges)
      .set({
        realizedById: input.realizedBy,
        realizedAt: input.realizedBy === null ? null : now,
        version: bumpVersion(passengerChanges.version),
      })
      .where(and(eq(passengerChanges.id, id), eq(passengerChanges.version, row.change.version)))
      .returning({ id: passengerChanges.id });
    if (updated.length === 0) throw staleWrite();
  });
}
