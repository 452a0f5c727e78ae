/**
 * Demo rows of 'Ewidencja zmian pasażerów' (issue 17): a handful of changes to PKP Intercity courses
 * over the last days, reported by the dispatcher or the railway company, some with a comment and two
 * already realized, so `firma` and `dyspozytor` see the register filled. Called once after the demo
 * courses in `server/main.ts`; does nothing when the demo logins or courses are missing.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { PASSENGER_CHANGE_REASONS } from '../../domain/passenger-changes/passenger-change-rules';
import type { PassengerChangeKind } from '../../domain/passenger-changes/passenger-change-rules';
import type { Db } from '../db/client';
import { courses, rides, segmentEmployees, segments } from '../db/course-schema';
import { passengerChanges } from '../db/passenger-changes-schema';
import { companies, users } from '../db/schema';

const HOUR_MS = 3_600_000;

interface DemoChange {
  hoursAgo: number;
  kind: PassengerChangeKind;
  reporter: string;
  comment: string | null;
  realizedBy: string | null;
}

export const DEMO_PASSENGER_CHANGES: readonly DemoChange[] = [
  {
    hoursAgo: 2,
    kind: 'added',
    reporter: 'dyspozytor',
    comment: 'Zastępstwo za chorego maszynistę',
    realizedBy: null,
  },
  { hoursAgo: 5, kind: 'removed', reporter: 'firma', comment: null, realizedBy: null },
  {
    hoursAgo: 20,
    kind: 'added',
    reporter: 'firma',
    comment: 'Dodatkowy kierownik pociągu',
    realizedBy: null,
  },
  { hoursAgo: 30, kind: 'removed', reporter: 'dyspozytor', comment: 'Zmiana grafiku', realizedBy: 'firma' },
  { hoursAgo: 50, kind: 'added', reporter: 'dyspozytor', comment: null, realizedBy: 'dyspozytor' },
  { hoursAgo: 75, kind: 'added', reporter: 'firma', comment: null, realizedBy: null },
];

export async function seedPassengerChangesDemo(db: Db, now: Date = new Date()): Promise<void> {
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['dyspozytor', 'firma']));
  const idOf = new Map(people.map((row) => [row.username, row.id]));
  const [intercity] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'PKP Intercity'));
  if (!intercity || idOf.size < 2) return;
  // One passenger of each of the company's first courses that carry someone.
  const riders = await db
    .selectDistinct({ courseId: courses.id, passengerId: segmentEmployees.passengerId })
    .from(segmentEmployees)
    .innerJoin(segments, eq(segments.id, segmentEmployees.segmentId))
    .innerJoin(rides, eq(rides.id, segments.rideId))
    .innerJoin(courses, eq(courses.id, rides.courseId))
    .where(and(eq(courses.companyId, intercity.id), eq(courses.type, 'taxi')))
    .orderBy(asc(courses.id), asc(segmentEmployees.passengerId));
  const perCourse = [...new Map(riders.map((row) => [row.courseId, row])).values()];
  const values = DEMO_PASSENGER_CHANGES.flatMap((change, index) => {
    const rider = perCourse[index];
    if (!rider) return [];
    const at = new Date(now.getTime() - change.hoursAgo * HOUR_MS);
    const realizer = change.realizedBy === null ? null : (idOf.get(change.realizedBy) ?? null);
    return [
      {
        courseId: rider.courseId,
        passengerId: rider.passengerId,
        kind: change.kind,
        reason: PASSENGER_CHANGE_REASONS[change.kind],
        comment: change.comment,
        reportingUserId: idOf.get(change.reporter) ?? null,
        realizedById: realizer,
        realizedAt: realizer === null ? null : new Date(at.getTime() + HOUR_MS),
        createdAt: at,
      },
    ];
  });
  if (values.length > 0) await db.insert(passengerChanges).values(values);
}
