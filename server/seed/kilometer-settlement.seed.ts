/**
 * Demo kilometer rides for the settlement screens (issue 11): the demo passenger `pasazer` has a ride
 * in every kilometer status this month and settled ones last month, and a second employee has rides
 * waiting for the accountant, so `pasazer`, `firma` and `ksiegowa` see 'Rozliczenia' and the drawers
 * filled. Times depend only on `now`; the rides' numbers are their own series (`…/KM…`), so the
 * numbers proposed to new courses never meet them.
 */
import { inArray } from 'drizzle-orm';
import { companyShortCode } from '../../domain/courses/ride-number';
import { haversineKm } from '../../domain/courses/geo';
import type { KilometerRideStatus } from '../../domain/courses/ride-status';
import { currentMonth, monthRange, previousMonth } from '../../domain/settlement/kilometer-month';
import type { Db } from '../db/client';
import { rides } from '../db/course-schema';
import { kilometerReports } from '../db/kilometer-settlement-schema';
import { insertCoursePlans, loadCourseSeedContext, type CoursePlan, type CourseSeedContext } from './courses';
import { PKP_INTERCITY } from './companies.data';

const MINUTE = 60_000;

interface Journey {
  username: string;
  status: KilometerRideStatus;
  /** Which month: 0 this one, -1 the one before. */
  month: 0 | -1;
  /** Reported km minus the computed sum (needs a comment when not 0), and the highway cost in grosze. */
  extraKm?: number;
  highwayCost?: number | null;
  inconsistency?: string;
}

export const KILOMETER_SETTLEMENT_JOURNEYS: readonly Journey[] = [
  { username: 'pasazer', status: 'created', month: 0 },
  { username: 'pasazer', status: 'finished', month: 0, highwayCost: 1850 },
  { username: 'pasazer', status: 'to_be_settled', month: 0, extraKm: 6, highwayCost: 2400 },
  {
    username: 'pasazer',
    status: 'inconsistency',
    month: 0,
    extraKm: 25,
    inconsistency: 'Brak potwierdzenia opłaty za autostradę',
  },
  { username: 'pasazer', status: 'settled', month: 0, highwayCost: null },
  { username: 'pasazer', status: 'cancelled', month: 0 },
  { username: 'pasazer', status: 'settled', month: -1, highwayCost: 1200 },
  { username: 'pasazer', status: 'settled', month: -1, extraKm: 4 },
  { username: 'michal.kaczmarek', status: 'to_be_settled', month: 0, highwayCost: 3100 },
  { username: 'michal.kaczmarek', status: 'to_be_settled', month: 0 },
];

const REPORTED: readonly KilometerRideStatus[] = ['finished', 'to_be_settled', 'inconsistency', 'settled'];

/** The i-th of n moments spread over the month's part before `now` (the whole month when it is over). */
function momentIn(month: string, now: Date, index: number, count: number): number {
  const range = monthRange(month);
  if (!range) throw new Error(`Demo kilometer rides: bad month ${month}`);
  const end = Math.min(now.getTime(), range.until.getTime()) - 60 * MINUTE;
  const span = Math.max(end - range.from.getTime(), count * MINUTE);
  const at = range.from.getTime() + (span * (index + 1)) / (count + 1);
  return Math.floor(at / (5 * MINUTE)) * 5 * MINUTE;
}

function plan(ctx: CourseSeedContext, journeys: readonly Journey[], now: Date) {
  const companyId = [...ctx.companyNames].find(([, name]) => name === PKP_INTERCITY)?.[0];
  if (companyId === undefined) throw new Error('Demo kilometer rides need PKP Intercity');
  const prefix = companyShortCode(PKP_INTERCITY);
  const months = { 0: currentMonth(now), [-1]: previousMonth(currentMonth(now)) } as const;
  return journeys.map((journey, index): { plan: CoursePlan; number: string } => {
    const userId = ctx.userIds.get(journey.username);
    const passenger = ctx.passengersOf.get(companyId)?.find((person) => person.userId === userId);
    const home = userId === undefined ? undefined : ctx.homeOf.get(userId);
    if (userId === undefined || !passenger || !home)
      throw new Error(`Demo kilometer rides need ${journey.username} with a home`);
    const month = months[journey.month];
    const sameMonth = journeys.filter((other) => other.month === journey.month);
    const start = momentIn(month, now, sameMonth.indexOf(journey), sameMonth.length);
    const [target] = ctx.places
      .filter((place) => place.companyId === null || place.companyId === companyId)
      .sort((a, b) => haversineKm(home, a) - haversineKm(home, b))
      .slice(index % 4, (index % 4) + 1);
    if (!target) throw new Error('Demo kilometer rides need places');
    const distance = Math.max(1, Math.round(haversineKm(home, target) * 1.3 * 10) / 10);
    const seconds = Math.round((distance / 60) * 3600);
    const [year, mm] = month.split('-');
    const number = `${prefix}/KM${String(index + 1).padStart(2, '0')}/${mm}/${year}`;
    const stop = (placeId: number, at: number) => ({ placeId, time: new Date(at), achievedAtByDriver: null });
    return {
      number,
      plan: {
        type: 'kilometer',
        companyId,
        contractorId: null,
        subcontractorId: null,
        driverId: userId,
        driverPhoneNumber: null,
        driverStartAt: null,
        driverEndAt: null,
        driverDistance: null,
        createdById: userId,
        createdAt: new Date(start - 24 * 60 * MINUTE),
        rides: [
          {
            number,
            status: journey.status,
            startsAt: new Date(start),
            driverHasToAcceptAt: null,
            fromStartingBaseId: null,
            distanceSum: distance,
            waypoints: [stop(home.id, start), stop(target.id, start + seconds * 1000)],
            segments: [{ distance, time: seconds, passengerIds: [passenger.passengerId], locomotiveIds: [] }],
          },
        ],
      },
    };
  });
}

/** Adds the demo kilometer rides and their reports; call after the demo courses. */
export async function seedKilometerSettlement(db: Db, now: Date): Promise<void> {
  const planned = plan(await loadCourseSeedContext(db), KILOMETER_SETTLEMENT_JOURNEYS, now);
  await insertCoursePlans(
    db,
    planned.map((entry) => entry.plan),
  );
  const rows = await db
    .select({ id: rides.id, number: rides.number })
    .from(rides)
    .where(
      inArray(
        rides.number,
        planned.map((entry) => entry.number),
      ),
    );
  const idOf = new Map(rows.map((row) => [row.number, row.id]));
  const reports = planned.flatMap(({ number, plan: course }, index) => {
    const journey = KILOMETER_SETTLEMENT_JOURNEYS[index];
    const rideId = idOf.get(number);
    const computed = course.rides[0]?.distanceSum ?? 0;
    if (!journey || rideId === undefined || !REPORTED.includes(journey.status)) return [];
    const extra = journey.extraKm ?? 0;
    return [
      {
        rideId,
        distance: Math.round(computed) + extra,
        highwayCost: journey.highwayCost ?? null,
        comment: extra === 0 ? null : 'Objazd z powodu remontu drogi',
        inconsistencyComment: journey.inconsistency ?? null,
        reportedById: course.createdById,
        reportedAt: course.rides[0]?.startsAt ?? now,
      },
    ];
  });
  if (reports.length > 0) await db.insert(kilometerReports).values(reports);
}
