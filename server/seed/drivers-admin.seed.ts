/**
 * Demo absences ('Urlopy', issue 12): one past and a few coming ones, each for a driver no journey
 * assigns (kierowca, the journeys' driver, has none), around the day the demo is seeded, so the list
 * and the course form's driver choice have something to show. The second tenant has one too.
 */
import { eq, inArray } from 'drizzle-orm';
import { warsawDay } from '../../domain/warsaw-time';
import type { Tx } from '../db/client';
import { driverAbsences } from '../db/drivers-admin-schema';
import { drivers, users } from '../db/schema';

const DAY_MS = 86_400_000;

/** [username, first day, last day] in days from the seeding day. */
export const DEMO_ABSENCES: readonly (readonly [string, number, number])[] = [
  ['sylwester.borkowski', -20, -16],
  ['damian.lis', 30, 34],
  ['leszek.kubiak', 40, 45],
  ['waldemar.adamczyk', 10, 12],
];

export async function insertDriverAbsences(tx: Tx, now: Date = new Date()): Promise<void> {
  const rows = await tx
    .select({ id: drivers.id, username: users.username })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(
      inArray(
        users.username,
        DEMO_ABSENCES.map(([username]) => username),
      ),
    );
  const idOf = new Map(rows.map((row) => [row.username, row.id]));
  const day = (offset: number) => warsawDay(new Date(now.getTime() + offset * DAY_MS));
  await tx.insert(driverAbsences).values(
    DEMO_ABSENCES.map(([username, from, to]) => {
      const driverId = idOf.get(username);
      if (driverId === undefined) throw new Error(`demo absences: no driver ${username}`);
      return { driverId, dateFrom: day(from), dateTo: day(to) };
    }),
  );
}
