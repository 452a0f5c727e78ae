/**
 * Demo data of the passenger and employee-group screens (issue 12 part B, docs/spec-decisions.md row
 * 207): a PKP Intercity group with a stake in force and a later one, so the group dialog's table shows
 * the newest entry first and marks the one in force. No passenger belongs to it: the kilometer
 * settlement journeys keep their rates.
 */
import { eq } from 'drizzle-orm';
import { warsawDay } from '../../domain/warsaw-time';
import type { Db } from '../db/client';
import { companies, employeeGroups, stakes } from '../db/schema';

export const PASSENGERS_DEMO_GROUP = 'Drużyny konduktorskie';
const DAY = 24 * 60 * 60 * 1000;

export async function seedPassengersAdminDemo(db: Db, now: Date = new Date()): Promise<void> {
  const [intercity] = await db.select().from(companies).where(eq(companies.name, 'PKP Intercity'));
  if (!intercity) return;
  await db.transaction(async (tx) => {
    const [group] = await tx
      .insert(employeeGroups)
      .values({ companyId: intercity.id, name: PASSENGERS_DEMO_GROUP })
      .returning({ id: employeeGroups.id });
    if (!group) throw new Error('demo group not inserted');
    await tx.insert(stakes).values([
      { employeeGroupId: group.id, kilometerRate: 210, waitHourRate: 2500, validFrom: '2026-01-01' },
      {
        employeeGroupId: group.id,
        kilometerRate: 230,
        waitHourRate: 2700,
        validFrom: warsawDay(new Date(now.getTime() + 30 * DAY)),
      },
    ]);
  });
}
